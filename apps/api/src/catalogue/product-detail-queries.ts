import type { Language } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectPrepared } from '../db/client';
import { lang, type ProductCardRow, productCardColumns } from './product-cards';

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

function productDetailQuery(language: Language, productId: number, userId: number | null) {
  return sql`
    with target as (
      select id, category_id, subcategory_id from products where id = ${productId} and is_active
    )
    select ${productCardColumns(language)},
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
      (select coalesce(json_agg(r), '[]') from (
          select ${productCardColumns(language)}
          from target t
          join products p on p.category_id = t.category_id and p.id <> t.id and p.is_active
          join brands b on b.id = p.brand_id
          order by p.subcategory_id is not distinct from t.subcategory_id desc, p.sold_count desc, p.id
          limit ${RELATED_PRODUCTS}
        ) r) as related
    from target t
    join products p on p.id = t.id
    join brands b on b.id = p.brand_id
  `;
}
