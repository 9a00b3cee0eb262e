ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shown_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","shown_price_cents","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_sold_idx" ON "products" USING btree ("category_id","sold_count","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rate_percent","review_count","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_brand_idx" ON "products" USING btree ("category_id","subcategory_id","brand_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Hand-written below: the triggers that keep products.search_vector and products.shown_price_cents current,
-- and the backfill of both.
--
-- Full-text search covers product names, brand, category and subcategory names in English and Chinese.
-- Stock PostgreSQL has no Chinese word parser, so every Han character becomes a token of its own and a
-- Chinese query matches as a phrase of adjacent characters. English text is indexed twice: stemmed, so
-- "shampoos" finds "shampoo", and as written, so a prefix that stemming would change ("stylin") still finds
-- "styling".
CREATE OR REPLACE FUNCTION search_cjk_spaced(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(t, ''), '([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])', ' \1 ', 'g')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_vector(
  p_name_en text, p_name_zh text, p_brand integer, p_category integer, p_subcategory integer
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('english', coalesce(p_name_en, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(p_name_en, '')), 'A')
    || setweight(to_tsvector('simple', search_cjk_spaced(p_name_zh)), 'A')
    || setweight(to_tsvector('simple', coalesce(b.name, '')), 'B')
    || setweight(to_tsvector('english', concat_ws(' ', c.name_en, s.name_en)), 'C')
    || setweight(to_tsvector('simple', concat_ws(' ', c.name_en, s.name_en)), 'C')
    || setweight(to_tsvector('simple', search_cjk_spaced(concat_ws(' ', c.name_zh, s.name_zh))), 'C')
  FROM (SELECT 1) AS one
  LEFT JOIN brands b ON b.id = p_brand
  LEFT JOIN categories c ON c.id = p_category
  LEFT JOIN subcategories s ON s.id = p_subcategory
$$;
--> statement-breakpoint
-- The search makes one query term per word typed (stemmed OR as written) and needs every term to match.
CREATE AGGREGATE search_and_agg(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);
--> statement-breakpoint
-- The payable price a product card shows (shownPrices in the shared rules): the first in-stock variation's
-- discounted or unit price for a product with volume variations, its single variation's otherwise.
CREATE OR REPLACE FUNCTION product_shown_price(p_product integer, p_has_variations boolean)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT coalesce(v.discounted_price_cents, v.unit_price_cents) FROM variations v
    WHERE v.product_id = p_product AND v.is_active
    ORDER BY p_has_variations AND v.stock <= 0, v.position, v.id
    LIMIT 1), 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_derived_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_vector(
    NEW.name_en, NEW.name_zh, NEW.brand_id, NEW.category_id, NEW.subcategory_id);
  NEW.shown_price_cents := product_shown_price(NEW.id, NEW.has_volume_variations);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_derived_columns
  BEFORE INSERT OR UPDATE OF name_en, name_zh, brand_id, category_id, subcategory_id, has_volume_variations
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_derived_columns();
--> statement-breakpoint
-- A renamed brand, category or subcategory re-indexes its products. TG_ARGV[0] names the products column
-- that points at the renamed row.
CREATE OR REPLACE FUNCTION products_search_vector_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE products SET search_vector = product_search_vector(name_en, name_zh, brand_id, category_id, subcategory_id) WHERE %I = $1',
    TG_ARGV[0]) USING NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector AFTER UPDATE OF name ON "brands"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION products_search_vector_follow('brand_id');
--> statement-breakpoint
CREATE TRIGGER products_search_vector AFTER UPDATE OF name_en, name_zh ON "categories"
  FOR EACH ROW WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_zh IS DISTINCT FROM NEW.name_zh)
  EXECUTE FUNCTION products_search_vector_follow('category_id');
--> statement-breakpoint
CREATE TRIGGER products_search_vector AFTER UPDATE OF name_en, name_zh ON "subcategories"
  FOR EACH ROW WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_zh IS DISTINCT FROM NEW.name_zh)
  EXECUTE FUNCTION products_search_vector_follow('subcategory_id');
--> statement-breakpoint
-- Variation changes re-price their products once per statement (a batch insert re-prices each product once),
-- writing a product row only when its shown price really moves: most stock changes leave it alone.
CREATE OR REPLACE FUNCTION products_shown_price_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET shown_price_cents = product_shown_price(p.id, p.has_volume_variations)
    WHERE p.id IN (SELECT product_id FROM new_rows)
      AND p.shown_price_cents IS DISTINCT FROM product_shown_price(p.id, p.has_volume_variations);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET shown_price_cents = product_shown_price(p.id, p.has_volume_variations)
    WHERE p.id IN (SELECT product_id FROM old_rows)
      AND p.shown_price_cents IS DISTINCT FROM product_shown_price(p.id, p.has_volume_variations);
  ELSE
    UPDATE products p SET shown_price_cents = product_shown_price(p.id, p.has_volume_variations)
    WHERE p.id IN (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows)
      AND p.shown_price_cents IS DISTINCT FROM product_shown_price(p.id, p.has_volume_variations);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_shown_price_insert AFTER INSERT ON "variations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_shown_price_follow();
--> statement-breakpoint
CREATE TRIGGER products_shown_price_update AFTER UPDATE ON "variations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_shown_price_follow();
--> statement-breakpoint
CREATE TRIGGER products_shown_price_delete AFTER DELETE ON "variations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_shown_price_follow();
--> statement-breakpoint
UPDATE "products" SET
  search_vector = product_search_vector(name_en, name_zh, brand_id, category_id, subcategory_id),
  shown_price_cents = product_shown_price(id, has_volume_variations);
