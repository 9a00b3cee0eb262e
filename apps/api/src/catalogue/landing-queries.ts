import { type ArticleSummary, type Language, SHOP_TIME_ZONE } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { articleSummarySql } from '../article';
import { type Db, selectPrepared } from '../db/client';
import { lang } from '../db/translated';
import { type ProductCardRow, productCardSql } from './product-cards';

export type LandingRow = {
  settings: {
    member_terms: string;
    agent_terms: string;
    privacy_policy: string;
    partner_details: string;
    customer_service_email: string;
    agent_min_withdrawal_cents: number;
    currency: string;
  } | null;
  banners: {
    id: number;
    image_desktop: string;
    image_mobile: string;
    alt: string;
    headline: string;
    subline: string;
    cta: string;
    redirect_type: number;
    redirect_id: number | null;
    url: string | null;
  }[];
  top_picks: { slider_image_id: number; image_desktop: string; title: string }[];
  /** When the running flash and hot deals end, in epoch milliseconds (a daily flash deal: the shop's midnight). */
  flash_ends_at: number | null;
  hot_ends_at: number | null;
  /** The next moment time alone changes this answer (a deal starts or ends, an article is published). */
  next_change_at: number | null;
  deal_products: (ProductCardRow & { deal_type: number })[];
  articles: ArticleSummary[];
  categories: {
    id: number;
    name: string;
    link: string;
    subcategories: { id: number; name: string; link: string }[];
  }[];
};

const LANDING_ARTICLES = 6;

/** The next midnight of the shop's time zone: when a flash deal without an end time ends each day. */
export const shopMidnight = sql.raw(
  `((date_trunc('day', now() at time zone '${SHOP_TIME_ZONE}') + interval '1 day') at time zone '${SHOP_TIME_ZONE}')`,
);

/** A deal (alias `d`) that is running now; of several running deals of one type, the first by position wins. */
export const dealIsLive = sql.raw(
  'd.is_active and d.starts_at <= now() and (d.ends_at is null or d.ends_at > now())',
);
export const liveDealOrder = sql.raw('d.position, d.id');

/**
 * Everything the landing page shows, in one round trip: each part is a subquery that the database turns into
 * JSON, so the server does no per-row work beyond shaping product cards.
 */
export async function fetchLanding(db: Db, language: Language): Promise<LandingRow> {
  const [row] = await selectPrepared<LandingRow>(db, `landing_${language}`, landingQuery(language));
  if (!row) throw new Error('landing query returned no row');
  return row;
}

export function landingQuery(language: Language) {
  return sql`
    with live_deals as (
      select distinct on (d.type) d.id, d.type, d.ends_at
      from deals d
      where d.type in (1, 2) and ${dealIsLive}
      order by d.type, ${liveDealOrder}
    )
    select
      (select json_build_object(
          'member_terms', ${lang(language, 's.member_terms')},
          'agent_terms', ${lang(language, 's.agent_terms')},
          'privacy_policy', ${lang(language, 's.privacy_policy')},
          'partner_details', ${lang(language, 's.partner_details')},
          'customer_service_email', s.customer_service_email,
          'agent_min_withdrawal_cents', s.agent_min_withdrawal_cents,
          'currency', s.currency)
        from shop_settings s where s.id = 1) as settings,
      (select coalesce(json_agg(json_build_object(
          'id', b.id, 'image_desktop', b.image_desktop, 'image_mobile', b.image_mobile,
          'alt', ${lang(language, 'b.alt')}, 'headline', ${lang(language, 'b.headline')},
          'subline', ${lang(language, 'b.subline')}, 'cta', ${lang(language, 'b.cta')}, 'redirect_type', b.redirect_type,
          'redirect_id', b.redirect_id, 'url', b.url) order by b.position, b.id), '[]')
        from banners b where b.is_active) as banners,
      (select coalesce(json_agg(json_build_object(
          'slider_image_id', d.id, 'image_desktop', d.image, 'title', ${lang(language, 'd.title')})
          order by d.position, d.id), '[]')
        from deals d
        where d.type = 3 and d.image is not null and ${dealIsLive}) as top_picks,
      (select extract(epoch from coalesce(ends_at, ${shopMidnight})) * 1000
        from live_deals where type = 1)::float8 as flash_ends_at,
      (select extract(epoch from ends_at) * 1000 from live_deals where type = 2)::float8 as hot_ends_at,
      (select extract(epoch from least(
          (select min(starts_at) from deals where is_active and starts_at > now()),
          (select min(ends_at) from deals where is_active and ends_at > now()),
          (select min(published_at) from articles where published_at > now()),
          (select ${shopMidnight} from live_deals where type = 1 and ends_at is null))) * 1000)::float8
        as next_change_at,
      (select coalesce(json_agg(c order by c.deal_type, c.position, c.id), '[]') from (
          select ld.type as deal_type, dp.position, ${productCardSql(language)}
          from live_deals ld
          join deal_products dp on dp.deal_id = ld.id
          join products p on p.id = dp.product_id and p.is_active
          join brands b on b.id = p.brand_id
        ) c) as deal_products,
      (select coalesce(json_agg(a), '[]') from (
          select ${articleSummarySql(language, 'ar')} from articles ar where ar.published_at <= now()
          order by ar.published_at desc, ar.id desc limit ${LANDING_ARTICLES}
        ) a) as articles,
      (select coalesce(json_agg(json_build_object(
          'id', c.id, 'name', ${lang(language, 'c.name')}, 'link', c.slug,
          'subcategories', (select coalesce(json_agg(json_build_object(
              'id', sc.id, 'name', ${lang(language, 'sc.name')}, 'link', sc.slug) order by sc.position, sc.id), '[]')
            from subcategories sc where sc.category_id = c.id)) order by c.position, c.id), '[]')
        from categories c) as categories
  `;
}
