CREATE TABLE "product_sales_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written below. Every order changes variations.stock, and the triggers of 0001 and 0004 ran PL/pgSQL for
-- each such change (two to_jsonb row copies, a statement-level re-pricing over transition tables) while the
-- buyer held the variation's row lock. Stock matters to them only when it crosses zero (sold out shows in
-- listings and moves a product's shown price), so a WHEN clause, evaluated without entering PL/pgSQL, now
-- lets through only the updates that can change what they look at.
DROP TRIGGER "catalogue_changed" ON "variations";--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR DELETE ON "variations"
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed('stock');--> statement-breakpoint
CREATE TRIGGER catalogue_changed_update AFTER UPDATE ON "variations" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')
    OR (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION notify_catalogue_changed('stock');--> statement-breakpoint
-- The columns product_shown_price reads: the product, both prices, active, position, and stock against zero.
DROP TRIGGER "products_shown_price_update" ON "variations";--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_shown_price_follow_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET shown_price_cents = product_shown_price(p.id, p.has_volume_variations)
  WHERE p.id IN (OLD.product_id, NEW.product_id)
    AND p.shown_price_cents IS DISTINCT FROM product_shown_price(p.id, p.has_volume_variations);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_shown_price_update AFTER UPDATE ON "variations" FOR EACH ROW
  WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id
    OR OLD.unit_price_cents IS DISTINCT FROM NEW.unit_price_cents
    OR OLD.discounted_price_cents IS DISTINCT FROM NEW.discounted_price_cents
    OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.position IS DISTINCT FROM NEW.position
    OR (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION products_shown_price_follow_row();
