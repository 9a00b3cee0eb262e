-- An update that changes only an ignored column (products.sold_count, variations.stock) must not notify.
-- 0001 tested OLD.stock in the same expression as TG_TABLE_NAME, and PL/pgSQL resolves every field of an
-- expression before evaluating it: on products (which has no stock column) the update failed outright.
-- The stock test now runs only for variations.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := TG_ARGV;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - ignored) = (to_jsonb(NEW) - ignored) THEN
    IF TG_TABLE_NAME <> 'variations' THEN
      RETURN NULL;
    END IF;
    -- A variation selling out or coming back in stock changes what listings show.
    IF ((to_jsonb(OLD) ->> 'stock')::int > 0) = ((to_jsonb(NEW) ->> 'stock')::int > 0) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
