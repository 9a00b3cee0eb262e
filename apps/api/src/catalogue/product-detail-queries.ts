import type { Language } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectPrepared } from '../db/client';
import { lang } from '../db/translated';
import { cardPage, type Scope } from './listing-queries';
import { type ProductCardRow, productCardSql } from './product-cards';

type NamedLink = { id: number; name: string; link: string };

export type ProductDetailRow = ProductCardRow & {
  description: string;
  max_per_order: number;
  brand: NamedLink;
  category: NamedLink;
  subcategory: NamedLink | null;
  images: string[];
  wish_id: number | null;
  related: ProductCardRow[];
};

export const RELATED_PRODUCTS = 12;

/**
 * One active product with everything its page shows, in one round trip: gallery, names of its brand and
 * categories, the caller's wishlist entry and the related products are subqueries turned into JSON.
 * Related products share the category; those of the same subcategory come first, then the best sellers.
 */
export async function fetchProductDetail(
  db: Db,
  language: Language,
  productId: number,
  userId: number | null,
): Promise<ProductDetailRow | undefined> {
  const [row] = await selectPrepared<ProductDetailRow>(
    db,
    `product_detail_${language}`,
    productDetailQuery(language, productId, userId),
  );
  return row;
}

/**
 * Related products are picked the way a listing picks its page: ids first, from indexes that hold them in
 * order (migration 0009), then cards for those 12 only; ordering the whole category instead read and sorted
 * every one of its products (1,240 in the bench catalogue) on every product page. Up to 12 candidates come
 * from the product's subcategory (for a product without one, from the others without one) and up to 12 from
 * the rest of the category, each part already in best-seller order; cardPage keeps the first 12 of them.
 */
function productDetailQuery(language: Language, productId: number, userId: number | null) {
  const limit = sql.raw(String(RELATED_PRODUCTS));
  const bestSellers = sql`order by p.sold_count desc, p.id limit ${limit}`;
  const candidates: Scope = { from: sql`candidates p`, where: sql`true` };
  return sql`
    with target as (
      select id, category_id, subcategory_id from products where id = ${productId} and is_active
    ), candidates as (
      select r.* from target t cross join lateral (
        (select p.id, true as same, p.sold_count from products p
          where p.is_active and p.category_id = t.category_id and p.subcategory_id = t.subcategory_id
            and p.id <> t.id
          ${bestSellers})
        union all
        (select p.id, true, p.sold_count from products p
          where t.subcategory_id is null and p.is_active and p.category_id = t.category_id
            and p.subcategory_id is null and p.id <> t.id
          -- Null everywhere here; named so PostgreSQL 15 reads the index in order (IS NULL is not an equality
          -- to it) instead of sorting every product of the category without a subcategory.
          order by p.subcategory_id, p.sold_count desc, p.id limit ${limit})
        union all
        (select p.id, false, p.sold_count from products p
          where p.is_active and p.category_id = t.category_id and p.subcategory_id is distinct from t.subcategory_id
          ${bestSellers})
      ) r
    )
    select ${productCardSql(language)},
      ${lang(language, 'p.description')} as description,
      p.max_per_order,
      json_build_object('id', b.id, 'name', b.name, 'link', b.slug) as brand,
      (select json_build_object('id', c.id, 'name', ${lang(language, 'c.name')}, 'link', c.slug)
        from categories c where c.id = p.category_id) as category,
      (select json_build_object('id', sc.id, 'name', ${lang(language, 'sc.name')}, 'link', sc.slug)
        from subcategories sc where sc.id = p.subcategory_id) as subcategory,
      (select coalesce(json_agg(pi.path order by pi.path = p.image desc, pi.position, pi.id), '[]')
        from product_images pi where pi.product_id = p.id) as images,
      (select w.id from wishlist_items w where w.user_id = ${userId}::int and w.product_id = p.id) as wish_id,
      ${cardPage(language, candidates, 'related', { limit: RELATED_PRODUCTS, offset: 0 })} as related
    from target t
    join products p on p.id = t.id
    join brands b on b.id = p.brand_id
  `;
}
