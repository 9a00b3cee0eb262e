-- Every committed change to what the storefront shows sends one notification on channel "catalogue_changed",
-- so that each server instance can drop what it derived from the old data. NOTIFY is delivered at commit
-- (never for a rolled-back change) and repeats within one transaction are folded into one.
-- Trigger arguments name columns whose changes alone do not matter to the storefront (a sale moving stock
-- or the sold count); a stock change still notifies when it crosses zero, since sold-out shows.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := TG_ARGV;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - ignored) = (to_jsonb(NEW) - ignored) THEN
    IF TG_TABLE_NAME <> 'variations' OR (OLD.stock > 0) = (NEW.stock > 0) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed('sold_count');
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "variations" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed('stock');
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "brands" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "subcategories" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "deals" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "deal_products" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "banners" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "articles" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON "shop_settings" FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
