import { BANNER_REDIRECT } from '@beauty/shared';
import type { Tx } from '../db/client';
import { articles, banners, shopSettings } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { ARTICLES } from './articles-data';
import { insertBatched, putPictures, reserveIds } from './batch';
import type { Catalogue } from './catalogue';
import { inStock } from './deals';
import { articleThumbnail, type BannerInput, bannerDesktop, bannerMobile } from './images';
import { AGENT_TERMS, MEMBER_TERMS, PARTNER_DETAILS, PRIVACY_POLICY } from './legal';
import { SHOP } from './shop';

const DAY_MS = 86_400_000;

export async function insertArticles(tx: Tx, storage: FileStorage, now: Date): Promise<number[]> {
  const ids = await reserveIds(tx, 'articles', ARTICLES.length);
  const thumbnails = await putPictures(
    storage,
    ARTICLES.map((a, i) => ({
      key: `articles/${ids[i]}.svg`,
      svg: articleThumbnail({ title: a.titleEn, kicker: a.kicker, colour: a.colour, motif: a.motif }),
    })),
  );
  await insertBatched(
    tx,
    articles,
    ARTICLES.map((a, i) => ({
      id: ids[i]!,
      titleEn: a.titleEn,
      titleZh: a.titleZh,
      summaryEn: a.summaryEn,
      summaryZh: a.summaryZh,
      contentEn: a.contentEn,
      contentZh: a.contentZh,
      thumbnail: thumbnails[i]!,
      publishedAt: new Date(now.getTime() - a.daysAgo * DAY_MS),
    })),
  );
  return ids;
}

type BannerDef = BannerInput & {
  altEn: string;
  altZh: string;
  redirect:
    | { type: typeof BANNER_REDIRECT.URL; url: string }
    | { type: typeof BANNER_REDIRECT.PRODUCT; product: number }
    | { type: typeof BANNER_REDIRECT.ARTICLE; article: number };
};

function articleIndex(kicker: string): number {
  const index = ARTICLES.findIndex((a) => a.kicker === kicker);
  if (index < 0) throw new Error(`No article with kicker ${kicker}`);
  return index;
}

/** The home carousel: two products, two articles and the app page, so every redirect type is exercised. */
function bannerDefs(catalogue: Catalogue): BannerDef[] {
  // The best seller of a category (or of one subcategory), open to everyone and in stock.
  const bestIn = (slug: string, subcategorySlug?: string) => {
    const categoryIndex = catalogue.categories.findIndex((c) => c.slug === slug);
    const candidates = catalogue.products
      .map((p, i) => ({ p, i }))
      .filter(
        ({ p }) =>
          p.categoryIndex === categoryIndex &&
          (!subcategorySlug || catalogue.subcategories[p.subcategoryIndex]!.slug === subcategorySlug) &&
          !p.partnerOnly &&
          inStock(p),
      )
      .sort((a, b) => b.p.soldCount - a.p.soldCount);
    const best = candidates[0];
    if (!best) throw new Error(`No product to feature in ${slug}`);
    return { index: best.i, brand: catalogue.brands[best.p.brandIndex]!.name, ...best.p };
  };
  const hair = bestIn('hair-care');
  const scent = bestIn('fragrance', 'perfume');
  return [
    {
      headline: 'Salon-quality hair at home',
      subline: `${hair.brand} ${hair.nameEn}`,
      cta: 'Shop now',
      colour: '#a3245c',
      shapes: ['pump', 'jar', 'tube'],
      altEn: `Salon-quality hair at home: ${hair.brand} ${hair.nameEn}`,
      altZh: `在家享受沙龙级秀发：${hair.brand} ${hair.nameZh}`,
      redirect: { type: BANNER_REDIRECT.PRODUCT, product: hair.index },
    },
    {
      headline: 'Your humid-weather skin routine',
      subline: 'Fewer steps, lighter textures, sunscreen every day',
      cta: 'Read more',
      colour: '#1d6b73',
      shapes: ['dropper', 'tube', 'jar'],
      altEn: 'Read: a simple skincare routine for humid weather',
      altZh: '阅读：湿热天气的简易护肤步骤',
      redirect: { type: BANNER_REDIRECT.ARTICLE, article: articleIndex('Skin care') },
    },
    {
      headline: 'Shop faster in the app',
      subline: 'Book appointments, track orders and collect points',
      cta: 'Get the app',
      colour: '#2d3e50',
      shapes: ['box', 'pump', 'compact'],
      altEn: `Get the ${SHOP.name} app: book appointments, track orders and collect points`,
      altZh: `下载${SHOP.name}应用程序：预约服务、追踪订单、累积积分`,
      redirect: { type: BANNER_REDIRECT.URL, url: SHOP.appUrl },
    },
    {
      headline: 'A scent for every mood',
      subline: `${scent.brand} ${scent.nameEn}`,
      cta: 'Discover',
      colour: '#5b3a8a',
      shapes: ['spray', 'bottle', 'spray'],
      altEn: `A scent for every mood: ${scent.brand} ${scent.nameEn}`,
      altZh: `每种心情都有专属香气：${scent.brand} ${scent.nameZh}`,
      redirect: { type: BANNER_REDIRECT.PRODUCT, product: scent.index },
    },
    {
      headline: 'Become a Style Partner',
      subline: 'Partner prices, referral rewards and cash back',
      cta: 'Learn more',
      colour: '#7a5f1f',
      shapes: ['box', 'spray', 'jar'],
      altEn: 'Become a Style Partner: partner prices, referral rewards and cash back',
      altZh: '成为 Style Partner：合作伙伴价、推荐奖励与现金回馈',
      redirect: { type: BANNER_REDIRECT.ARTICLE, article: articleIndex('Partners') },
    },
  ];
}

export async function insertBanners(
  tx: Tx,
  storage: FileStorage,
  catalogue: Catalogue,
  productIds: number[],
  articleIds: number[],
): Promise<void> {
  const defs = bannerDefs(catalogue);
  const ids = await reserveIds(tx, 'banners', defs.length);
  const paths = await putPictures(
    storage,
    defs.flatMap((d, i) => [
      { key: `banners/${ids[i]}-desktop.svg`, svg: bannerDesktop(d) },
      { key: `banners/${ids[i]}-mobile.svg`, svg: bannerMobile(d) },
    ]),
  );
  await insertBatched(
    tx,
    banners,
    defs.map((d, i) => {
      const r = d.redirect;
      return {
        id: ids[i]!,
        imageDesktop: paths[2 * i]!,
        imageMobile: paths[2 * i + 1]!,
        altEn: d.altEn,
        altZh: d.altZh,
        redirectType: r.type,
        redirectId:
          r.type === BANNER_REDIRECT.PRODUCT
            ? productIds[r.product]!
            : r.type === BANNER_REDIRECT.ARTICLE
              ? articleIds[r.article]!
              : null,
        url: r.type === BANNER_REDIRECT.URL ? r.url : null,
        position: i,
      };
    }),
  );
}

/** Written last: its row is what marks the shop as seeded. */
export async function insertShopSettings(tx: Tx): Promise<void> {
  await tx.insert(shopSettings).values({
    id: 1,
    memberTermsEn: MEMBER_TERMS.en,
    memberTermsZh: MEMBER_TERMS.zh,
    agentTermsEn: AGENT_TERMS.en,
    agentTermsZh: AGENT_TERMS.zh,
    privacyPolicyEn: PRIVACY_POLICY.en,
    privacyPolicyZh: PRIVACY_POLICY.zh,
    partnerDetailsEn: PARTNER_DETAILS.en,
    partnerDetailsZh: PARTNER_DETAILS.zh,
    customerServiceEmail: SHOP.customerServiceEmail,
    agentMinWithdrawalCents: SHOP.agentMinWithdrawalCents,
    currency: 'SGD',
  });
}
