-- A product page's related products (catalogue/product-detail-queries.ts): up to 12 best sellers of the
-- product's subcategory, then of the rest of its category (`order by sold_count desc, id`). Without an index in
-- that order every product page read and sorted its whole category: 1,240 products and 680 heap pages in the
-- bench catalogue, 3.4 of the statement's 3.8 ms. From these, each part is an index-only scan that stops after
-- 12 entries (0.4 ms and 120 buffers for the whole statement).
--
-- products_category_sold_idx cannot serve it: the listing's best-selling order breaks ties by descending id,
-- related products by ascending id. NULLS FIRST is what `desc` means in an ORDER BY; an index whose nulls sit
-- elsewhere does not match the order even though sold_count is never null. subcategory_id is the last key of
-- the second index so that excluding the product's own subcategory needs no heap visit.
CREATE INDEX "products_category_subcategory_sold_idx" ON "products" USING btree ("category_id","subcategory_id","sold_count" DESC NULLS FIRST,"id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_sold_related_idx" ON "products" USING btree ("category_id","sold_count" DESC NULLS FIRST,"id","subcategory_id") WHERE "products"."is_active";