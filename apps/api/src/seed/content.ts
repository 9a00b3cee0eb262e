import { BANNER_REDIRECT } from '@beauty/shared';
import type { Tx } from '../db/client';
import { articles, banners, shopSettings } from '../db/schema';
import type { FileStorage } from '../files';
import { sanitizeRichText } from '../http/rich-text';
import { ARTICLES } from './articles-data';
import { insertBatched, putPictures, reserveIds } from './batch';
import type { Catalogue } from './catalogue';
import type { Bilingual } from './catalogue-data';
import { inStock } from './deals';
import { articleThumbnail, type BannerInput, bannerDesktop, bannerMobile } from './images';
import { AGENT_DETAILS, AGENT_TERMS, MEMBER_TERMS, PRIVACY_POLICY } from './legal';
import { SHOP } from './shop';

const DAY_MS = 86_400_000;

export async function insertArticles(tx: Tx, storage: FileStorage, now: Date): Promise<number[]> {
  const ids = await reserveIds(tx, 'articles', ARTICLES.length);
  const thumbnails = await putPictures(
    storage,
    ARTICLES.map((a, i) => ({
      key: `articles/${ids[i]}.svg`,
      svg: articleThumbnail({ title: a.titleEn, colour: a.colour, motif: a.motif }),
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
      // Through the one allow-list every stored article and legal text passes (http/rich-text.ts).
      contentEn: sanitizeRichText(a.contentEn),
      contentZh: sanitizeRichText(a.contentZh),
      tagEn: a.tagEn,
      tagZh: a.tagZh,
      thumbnail: thumbnails[i]!,
      publishedAt: new Date(now.getTime() - a.daysAgo * DAY_MS),
    })),
  );
  return ids;
}

/** A banner: a picture without words, and the words the storefront sets over it in each language. */
type BannerDef = Omit<BannerInput, 'label'> & {
  headline: Bilingual;
  subline: Bilingual;
  cta: Bilingual;
  /** What the picture shows. */
  alt: Bilingual;
  redirect:
    | { type: typeof BANNER_REDIRECT.URL; url: string }
    | { type: typeof BANNER_REDIRECT.PRODUCT; product: number }
    | { type: typeof BANNER_REDIRECT.ARTICLE; article: number };
};

function articleIndex(tag: string): number {
  const index = ARTICLES.findIndex((a) => a.tagEn === tag);
  if (index < 0) throw new Error(`No article tagged ${tag}`);
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
          !p.agentOnly &&
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
      headline: { en: 'Salon-quality hair at home', zh: '在家享受沙龙级秀发' },
      subline: { en: `${hair.brand} ${hair.nameEn}`, zh: `${hair.brand} ${hair.nameZh}` },
      cta: { en: 'Shop now', zh: '立即选购' },
      alt: {
        en: `${hair.brand} hair care: a pump bottle, a jar and a tube`,
        zh: `${hair.brand} 护发产品：按压瓶、面霜罐和软管`,
      },
      colour: '#a3245c',
      shapes: ['pump', 'jar', 'tube'],
      redirect: { type: BANNER_REDIRECT.PRODUCT, product: hair.index },
    },
    {
      headline: { en: 'Your humid-weather skin routine', zh: '湿热天气的护肤步骤' },
      subline: {
        en: 'Fewer steps, lighter textures, sunscreen every day',
        zh: '步骤更少，质地更轻盈，每天都要防晒',
      },
      cta: { en: 'Read more', zh: '阅读全文' },
      alt: { en: 'Skin care: a dropper bottle, a tube and a jar', zh: '护肤产品：滴管瓶、软管和面霜罐' },
      colour: '#1d6b73',
      shapes: ['dropper', 'tube', 'jar'],
      redirect: { type: BANNER_REDIRECT.ARTICLE, article: articleIndex('Skin care') },
    },
    {
      headline: { en: 'Shop faster in the app', zh: '用 App 购物更快捷' },
      subline: {
        en: 'Book appointments, track orders and collect points',
        zh: '预约服务、跟踪订单、累积积分',
      },
      cta: { en: 'Get the app', zh: '下载 App' },
      alt: { en: 'A gift box, a pump bottle and a compact', zh: '礼盒、按压瓶和粉饼盒' },
      colour: '#2d3e50',
      shapes: ['box', 'pump', 'compact'],
      redirect: { type: BANNER_REDIRECT.URL, url: SHOP.appUrl },
    },
    {
      headline: { en: 'A scent for every mood', zh: '每种心情都有专属香气' },
      subline: { en: `${scent.brand} ${scent.nameEn}`, zh: `${scent.brand} ${scent.nameZh}` },
      cta: { en: 'Discover', zh: '探索香氛' },
      alt: {
        en: `${scent.brand} fragrance: two spray bottles and a perfume bottle`,
        zh: `${scent.brand} 香氛：两支喷雾瓶和一只香水瓶`,
      },
      colour: '#5b3a8a',
      shapes: ['spray', 'bottle', 'spray'],
      redirect: { type: BANNER_REDIRECT.PRODUCT, product: scent.index },
    },
    {
      headline: { en: 'Become a Style Partner', zh: '成为 Style Partner 合作伙伴' },
      subline: {
        en: 'Partner prices, referral rewards and cash back',
        zh: '合作伙伴价、推荐奖励与返现',
      },
      cta: { en: 'Learn more', zh: '了解详情' },
      alt: { en: 'A gift box, a spray bottle and a jar', zh: '礼盒、喷雾瓶和面霜罐' },
      colour: '#7a5f1f',
      shapes: ['box', 'spray', 'jar'],
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
      { key: `banners/${ids[i]}-desktop.svg`, svg: bannerDesktop({ ...d, label: d.alt.en }) },
      { key: `banners/${ids[i]}-mobile.svg`, svg: bannerMobile({ ...d, label: d.alt.en }) },
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
        altEn: d.alt.en,
        altZh: d.alt.zh,
        headlineEn: d.headline.en,
        headlineZh: d.headline.zh,
        sublineEn: d.subline.en,
        sublineZh: d.subline.zh,
        ctaEn: d.cta.en,
        ctaZh: d.cta.zh,
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
    memberTermsEn: sanitizeRichText(MEMBER_TERMS.en),
    memberTermsZh: sanitizeRichText(MEMBER_TERMS.zh),
    agentTermsEn: sanitizeRichText(AGENT_TERMS.en),
    agentTermsZh: sanitizeRichText(AGENT_TERMS.zh),
    privacyPolicyEn: sanitizeRichText(PRIVACY_POLICY.en),
    privacyPolicyZh: sanitizeRichText(PRIVACY_POLICY.zh),
    agentDetailsEn: sanitizeRichText(AGENT_DETAILS.en),
    agentDetailsZh: sanitizeRichText(AGENT_DETAILS.zh),
    customerServiceEmail: SHOP.customerServiceEmail,
    agentMinWithdrawalCents: SHOP.agentMinWithdrawalCents,
    currency: 'SGD',
  });
}
