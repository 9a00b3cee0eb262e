import { deflateSync } from 'node:zlib';
import type {
  MyReviewsAnswer,
  OrderDetails,
  ProductReviewsAnswer,
  StoreReviewsAnswer,
  VisitReviewAnswer,
} from '@beauty/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiClient, type Credentials, type Language, type Member, SEEDED } from './api';
import { expectAccessible, expectNoSideways, fillLoginDialog, screenshot, shopBrowser } from './browser';

// Reviews in the browser: a member's delivered order line reviewed with 4.5 stars (set by pointer, then moved
// by keyboard), comments and two photos, found in their History (photos in the viewer) and on the product's
// page; a salon and stylist review of one of Tan Mei Ling's demo visits (eight criteria), found on the salon's
// public page; the same in Chinese at 375 px; who may not write salon reviews (a visitor, a member outside
// Singapore); axe over every new page. Orders are delivered through the operator API, visits come from the
// demo seed, and every expected name and figure comes from the API.

const baseUrl = inject('baseUrl');
const browser = shopBrowser(() => baseUrl);
const { call, newMember, deliveredOrder, login } = apiClient(() => baseUrl);

/** Aiman, the demo shop's member in Malaysia (apps/api/src/seed/people.ts). */
const MALAYSIAN: Credentials = { mobile: '123456789', password: 'Demo1234' };

/** The pages' words, in both languages (the shop's i18n texts). */
const WORDS = {
  en: {
    write: 'Write a review',
    writeLabel: (name: string) => `Write a review of ${name}`,
    reviewed: (name: string) => `Reviewed: see your review of ${name}`,
    writeTitle: 'Write a review',
    rating: 'Your rating',
    stars: (n: number) => `${n} star${n === 1 ? '' : 's'}`,
    needRating: 'Please give a rating to continue',
    comments: 'Comments',
    submit: 'Submit review',
    done: 'Thank you! Your review is posted',
    productReviews: 'Product reviews',
    history: /^History/,
    tabs: 'Reviews',
    openPhoto: (n: number, count: number) => `Open photo ${n} of ${count}`,
    viewer: 'Photos of your review',
    position: (n: number, count: number) => `${n} / ${count}`,
    reviewsHeading: 'Reviews',
    starFilter: (n: number, count: number) =>
      `${n} star${n === 1 ? '' : 's'}, ${count} review${count === 1 ? '' : 's'}`,
    storeTitle: 'Salon & stylist reviews',
    profileMenu: 'Profile',
    storeMenu: 'Salon stylist review',
    writeVisit: (store: string, stylist: string) =>
      `Write a review of your visit to ${store} with ${stylist}`,
    writeVisitTitle: 'Review your visit',
    ratingsLeft: /^Rate \d+ more lines? to continue$/,
    criteria: [
      'Cleanliness',
      'Ambience',
      'Customer service',
      'Would recommend',
      'Friendliness',
      'Skill',
      'Responsiveness',
      'Personal image',
    ],
    thanks: 'Thank you for your review',
    seeStore: "See the salon's reviews",
    storePage: (name: string) => `Reviews of ${name}`,
    gate: 'Salon reviews are for Singapore members',
  },
  zh: {
    write: '写评价',
    writeLabel: (name: string) => `写评价：${name}`,
    reviewed: (name: string) => `已评价：查看您对 ${name} 的评价`,
    writeTitle: '写评价',
    rating: '您的评分',
    stars: (n: number) => `${n} 星`,
    needRating: '请先评分再继续',
    comments: '评价内容',
    submit: '提交评价',
    done: '感谢您的评价，已发布',
    productReviews: '商品评价',
    history: /^已评价/,
    tabs: '评价',
    openPhoto: (n: number, count: number) => `查看第 ${n} 张照片，共 ${count} 张`,
    viewer: '您的评价中的照片',
    position: (n: number, count: number) => `第 ${n} 张，共 ${count} 张`,
    reviewsHeading: '评价',
    starFilter: (n: number, count: number) => `${n} 星，${count} 条评价`,
    storeTitle: '门店与发型师评价',
    profileMenu: '我的账户',
    storeMenu: '门店发型师评价',
    writeVisit: (store: string, stylist: string) => `写评价：您在 ${store} 由 ${stylist} 服务的到店体验`,
    writeVisitTitle: '评价您的到店体验',
    ratingsLeft: /^还有 \d+ 项未评分，请评分后继续$/,
    criteria: ['整洁度', '环境氛围', '客户服务', '推荐意愿', '亲切友好', '专业技术', '响应速度', '个人形象'],
    thanks: '感谢您的评价',
    seeStore: '查看门店评价',
    storePage: (name: string) => `${name} 的评价`,
    gate: '门店评价仅适用于新加坡会员',
  },
} as const satisfies Record<Language, Record<string, unknown>>;

// --- fixtures --------------------------------------------------------------------------------------------

type Card = { id: number; partner_only: boolean; stock_status: string };
type Detail = {
  id: number;
  product_name: string;
  can_purchase: boolean;
  variations: { stock: number; stock_status: string }[];
};

/** Products a new member can buy as they are (one size, in stock), from the hair-care shelf. */
async function buyableProducts(): Promise<Detail[]> {
  const shop = await call<{ products: Card[] }>('GET', '/page/shop?category=hair-care');
  const details = await Promise.all(
    shop.products
      .filter((p) => !p.partner_only && p.stock_status !== 'Out of Stock')
      .map((p) => call<Detail>('GET', `/page/productdetails?product_id=${p.id}`)),
  );
  const buyable = details.filter(
    (d) => d.can_purchase && d.variations.length === 1 && d.variations.every((v) => v.stock > 5),
  );
  if (buyable.length < 2) throw new Error('the demo shop lacks products to buy');
  return buyable;
}

/** A small PNG of one colour: real pictures for the upload, which re-encodes them and makes thumbnails. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PHOTOS = [
  { name: 'bottle.png', mimeType: 'image/png', buffer: png(64, 48, [163, 36, 92]) },
  { name: 'label.png', mimeType: 'image/png', buffer: png(48, 64, [154, 123, 47]) },
];

// --- helpers ---------------------------------------------------------------------------------------------

/**
 * Clicks a rating on a star row with the mouse, where a member would: the left half of a star is its half,
 * the right half the whole star.
 */
async function rateByPointer(page: Page, group: Locator, stars: number) {
  await group.scrollIntoViewIfNeeded();
  const first = await group.locator('label').first().boundingBox();
  const last = await group.locator('label').last().boundingBox();
  if (!first || !last) throw new Error('the star row is not on screen');
  const width = last.x + last.width - first.x;
  const half = width / 10;
  await page.mouse.click(first.x + (stars * 2 - 0.5) * half, first.y + first.height / 2);
}

/** A whole-page picture from the top, so a sticky bar is pictured where it belongs. */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const checkedValue = async (group: Locator) =>
  Number(await group.locator('input[type="radio"]:checked').getAttribute('value'));

// --- product reviews -------------------------------------------------------------------------------------

/**
 * A member's whole product review in one language and width: from the delivered order's line to the write
 * page, 4.5 stars (4 by pointer, then half a star more by keyboard), comments, two photos; then History with
 * the photos in the viewer, the order's line marked reviewed, and the review on the product's page.
 */
async function reviewProduct(language: Language, width: number, member: Member, product: Detail) {
  const words = WORDS[language];
  const tag = `${language}-${width}`;
  const po = await deliveredOrder(member.token, product.id);
  const order = await call<OrderDetails>(
    'GET',
    `/order/details?po_number=${po}`,
    member.token,
    undefined,
    language,
  );
  const line = order.lines[0]!;
  const comments = language === 'zh' ? `香味很好，头发柔顺 ${po}` : `Lovely scent, my hair feels soft ${po}`;
  // Until the upload makes thumbnails (it answers `thumbnail` then), the thumbnails the review answers name are
  // not there: the page shows the photos instead, and the browser logs each missing one.
  let thumbnailsMissing = false;

  const { page, context, errors } = await browser.openPage({
    as: member,
    language,
    width,
    height: width < 600 ? 812 : 900,
    timezoneId: 'Asia/Singapore',
    path: `/order/detail/${po}`,
    expected: (msg) => thumbnailsMissing && msg.location().url.includes('/thumbs/'),
  });
  try {
    // The delivered order's line leads to the write page.
    const write = page.getByRole('link', { name: words.writeLabel(line.product_name) });
    await write.click();
    await page.waitForURL(`${baseUrl}/product-review/write-review?order_line_id=${line.id}`);
    await page.getByRole('heading', { level: 1, name: words.writeTitle }).waitFor();
    await page.getByText(line.product_name, { exact: true }).first().waitFor();

    // No rating yet: Submit is disabled and says why beside it.
    const submit = page.getByRole('button', { name: words.submit });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText(words.needRating, { exact: true }).waitFor();
    await expectAccessible(page, `write page ${tag}`);

    // 4 stars by pointer, then half a star more by keyboard (the focus is on the rating after the click).
    const group = page.getByRole('radiogroup', { name: words.rating });
    await rateByPointer(page, group, 4);
    expect(await group.getByRole('radio', { name: words.stars(4) }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await group.getByRole('radio', { name: words.stars(4.5) }).isChecked()).toBe(true);
    expect(await checkedValue(group)).toBe(4.5);

    await page.getByRole('textbox', { name: words.comments }).fill(comments);
    const uploads = page.waitForResponse((res) => res.url().endsWith('/api/common/upload'));
    await page.locator('input[type="file"]').setInputFiles(PHOTOS);
    const uploaded = await uploads;
    expect(uploaded.status()).toBe(200);
    thumbnailsMissing =
      typeof ((await uploaded.json()) as { data: { thumbnail?: unknown } }).data.thumbnail !== 'string';
    await submit.waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expectNoSideways(page);
    await pageShot(page, `reviews-write-${tag}`);
    await expectAccessible(page, `write page filled ${tag}`);

    const created = page.waitForResponse((res) => res.url().endsWith('/api/review/create'));
    await submit.click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const body = JSON.parse(answer.request().postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ type: 1, order_line_id: line.id, reviews: 4.5, comments });
    expect(body.photos).toHaveLength(2);

    // History: the toast, the stars, the words and the two photos, which open in the viewer.
    await page.waitForURL(`${baseUrl}/product-review?tab=history`);
    await page.getByText(words.done).first().waitFor();
    const tabs = page.getByRole('navigation', { name: words.tabs });
    expect(await tabs.getByRole('link', { name: words.history }).getAttribute('aria-current')).toBe('page');
    const item = page.getByRole('listitem').filter({ hasText: comments });
    await item.waitFor();
    await item.getByRole('button', { name: words.openPhoto(2, 2) }).waitFor();
    await expectNoSideways(page);
    await pageShot(page, `reviews-history-${tag}`);
    await expectAccessible(page, `history ${tag}`);

    // The toast goes after 3 s; the viewer is pictured without it.
    await page.getByText(words.done).first().waitFor({ state: 'detached' });
    await item.getByRole('button', { name: words.openPhoto(1, 2) }).click();
    const viewer = page.getByRole('dialog', { name: words.viewer });
    await viewer.getByText(words.position(1, 2)).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText(words.position(2, 2)).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText(words.position(1, 2)).waitFor();
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText(words.position(2, 2)).waitFor();
    // Focus stays in the dialog.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(page, `reviews-photo-viewer-${tag}`, { fullPage: false });
    await expectAccessible(page, `photo viewer ${tag}`);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // Back on the thumbnail of the photo shown last.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      words.openPhoto(2, 2),
    );

    // The order's line says it is reviewed.
    await page.goto(`${baseUrl}/order/detail/${po}`);
    await page.getByRole('link', { name: words.reviewed(line.product_name) }).waitFor();
    expect(await page.getByRole('link', { name: words.writeLabel(line.product_name) }).count()).toBe(0);

    // The product's page: the review among the others, under its whole star's filter too.
    const reviews = await call<ProductReviewsAnswer>(
      'GET',
      `/review/reviews?product_id=${product.id}&per_page=50`,
      undefined,
      undefined,
      language,
    );
    const mine = reviews.reviews.find((r) => r.comments === comments);
    expect(mine?.rating).toBe(4.5);
    expect(mine?.photos).toHaveLength(2);
    await page.goto(`${baseUrl}/product/detail/${product.id}`);
    const section = page.getByRole('region', { name: words.reviewsHeading, exact: true });
    await section.getByText(comments).waitFor();
    await section.getByText(mine!.reviewer, { exact: true }).first().waitFor();
    // 4.5 stars, rounded half up, counts under 5.
    const fives = reviews.summary.star_counts[5];
    await section.getByRole('button', { name: words.starFilter(5, fives) }).click();
    await expect
      .poll(() =>
        section.getByRole('button', { name: words.starFilter(5, fives) }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await section.getByText(comments).waitFor();
    await expectNoSideways(page);
    await pageShot(page, `reviews-product-${tag}`);
    await expectAccessible(page, `product page ${tag}`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('product reviews in the browser', () => {
  it('reviews a delivered line with 4.5 stars and two photos, then finds it in History and on the product page', async () => {
    const [product] = await buyableProducts();
    await reviewProduct('en', 1280, await newMember('Review Writer'), product!);
  });

  it('does the same in Chinese on a phone', async () => {
    const products = await buyableProducts();
    const product = products[1]!;
    const zh = await call<Detail>(
      'GET',
      `/page/productdetails?product_id=${product.id}`,
      undefined,
      undefined,
      'zh',
    );
    await reviewProduct('zh', 375, await newMember('Review Writer'), {
      ...product,
      product_name: zh.product_name,
    });
  });

  it('keeps Submit off until a rating is given, and shows the empty lists with their next step', async () => {
    const member = await newMember('Review Newcomer');
    const { page, context, errors } = await browser.openPage({ as: member });
    // The profile menu leads to the list.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Profile' }).click();
    await header.getByRole('link', { name: 'Product review', exact: true }).click();
    await page.waitForURL(`${baseUrl}/product-review`);
    await page.getByRole('heading', { level: 1, name: 'Product reviews' }).waitFor();
    await page.getByText('Nothing to review right now').waitFor();
    expect(await page.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    await page
      .getByRole('navigation', { name: 'Reviews' })
      .getByRole('link', { name: /^History/ })
      .click();
    await page.getByText('No reviews yet').waitFor();
    await pageShot(page, 'reviews-history-empty-en-1280');
    await expectAccessible(page, 'empty history');
    await page.goto(`${baseUrl}/product-review/write-review?order_line_id=abc`);
    await page.getByRole('heading', { level: 1, name: 'Item not found' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

// --- salon and stylist reviews ---------------------------------------------------------------------------

/**
 * One of Tan Mei Ling's demo visits reviewed in one language and width: from her list to the write page,
 * eight criteria (the salon's by keyboard, the stylist's by pointer), comments; then the thank-you page and
 * the review on the salon's public page.
 */
async function reviewVisit(language: Language, width: number) {
  const words = WORDS[language];
  const tag = `${language}-${width}`;
  const token = await login(SEEDED.member);
  const toReview = await call<MyReviewsAnswer>(
    'GET',
    '/review/myreviews?type=2&tab=1',
    token,
    undefined,
    language,
  );
  const visit = toReview.visits_to_review[0];
  if (!visit) throw new Error('Tan Mei Ling has no visit left to review');
  const comments =
    language === 'zh'
      ? `发型师很用心 ${visit.pos_transaction_id}`
      : `Chloe listened well ${visit.pos_transaction_id}`;

  const { page, context, errors } = await browser.openPage({
    as: SEEDED.member,
    language,
    width,
    height: width < 600 ? 812 : 900,
    timezoneId: 'Asia/Singapore',
    path: '/salon-review',
  });
  try {
    if (width >= 1024) {
      // A Singapore member's profile menu leads here.
      await page.goto(`${baseUrl}/`);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: words.profileMenu }).click();
      await header.getByRole('link', { name: words.storeMenu, exact: true }).click();
      await page.waitForURL(`${baseUrl}/salon-review`);
    }
    await page.getByRole('heading', { level: 1, name: words.storeTitle }).waitFor();
    await expectNoSideways(page);
    await pageShot(page, `reviews-salon-list-${tag}`);
    await expectAccessible(page, `salon list ${tag}`);
    await page
      .getByRole('link', { name: words.writeVisit(visit.store.name, visit.stylist.name) })
      .first()
      .click();
    await page.waitForURL(
      `${baseUrl}/salon-review/write-reviews/${encodeURIComponent(visit.pos_transaction_id)}`,
    );
    await page.getByRole('heading', { level: 1, name: words.writeVisitTitle }).waitFor();
    await page.getByText(visit.stylist.name, { exact: true }).first().waitFor();

    const submit = page.getByRole('button', { name: words.submit });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText(words.ratingsLeft).waitFor();

    // The salon's four by keyboard (digits and arrows), the stylist's four by pointer; one row left out first.
    const ratings = [5, 4.5, 4, 5, 5, 4.5, 3.5, 5];
    const groups = words.criteria.map((name) => page.getByRole('radiogroup', { name }));
    for (const [i, group] of groups.entries()) {
      const stars = ratings[i]!;
      if (i < 4) {
        await group.getByRole('radio').first().focus();
        await page.keyboard.press(String(Math.ceil(stars)));
        if (!Number.isInteger(stars)) await page.keyboard.press('ArrowLeft');
      } else if (i < 7) await rateByPointer(page, group, stars);
      if (i < 7) expect(await checkedValue(group), words.criteria[i]).toBe(stars);
    }
    expect(await submit.isDisabled()).toBe(true);
    await rateByPointer(page, groups[7]!, ratings[7]!);
    expect(await checkedValue(groups[7]!)).toBe(ratings[7]);
    await page.getByRole('textbox', { name: words.comments }).fill(comments);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expectNoSideways(page);
    await pageShot(page, `reviews-salon-write-${tag}`);
    await expectAccessible(page, `salon write ${tag}`);

    const created = page.waitForResponse((res) => res.url().endsWith('/api/review/create'));
    await submit.click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({
      type: 2,
      pos_transaction_id: visit.pos_transaction_id,
      ratings: Object.fromEntries(ratings.map((r, i) => [String(i + 1), r])),
      comments,
    });

    // The thank-you page, then the salon's page with the review.
    await page.waitForURL(`${baseUrl}/salon-review/complete?salon=${visit.store.id}`);
    await page.getByRole('heading', { level: 1, name: words.thanks }).waitFor();
    await pageShot(page, `reviews-salon-complete-${tag}`);
    await page.getByRole('link', { name: words.seeStore }).click();
    await page.waitForURL(`${baseUrl}/salon/review/${visit.store.id}`);
    await page.getByRole('heading', { level: 1, name: words.storePage(visit.store.name) }).waitFor();
    const storeAnswer = await call<StoreReviewsAnswer>(
      'GET',
      `/review/reviews?target_type=2&target_id=${visit.store.id}&per_page=50`,
      undefined,
      undefined,
      language,
    );
    const mine = storeAnswer.reviews.find((r) => r.comments === comments);
    expect(mine?.scores.map((s) => s.rating)).toEqual(ratings);
    await page.getByText(comments).waitFor();
    await page.getByText(mine!.reviewer, { exact: true }).first().waitFor();
    await expectNoSideways(page);
    await pageShot(page, `reviews-salon-page-${tag}`);
    await expectAccessible(page, `salon page ${tag}`);

    // The salon list gives the salon its stars now.
    if (language === 'en') {
      await page.goto(`${baseUrl}/salon/list`);
      const card = page.getByRole('article', { name: visit.store.name });
      await card.getByRole('img', { name: `Rated ${storeAnswer.summary.average} out of 5` }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `reviews-salon-card-${tag}`, { fullPage: false });
    }

    // The visit's own page now shows the review instead of the way to write it.
    const reviewed = await call<VisitReviewAnswer>(
      'GET',
      `/review/visit?pos_transaction_id=${encodeURIComponent(visit.pos_transaction_id)}`,
      token,
    );
    expect(reviewed.review?.comments).toBe(comments);
    await page.goto(`${baseUrl}/salon-review/review/${encodeURIComponent(visit.pos_transaction_id)}`);
    await page.getByText(comments).waitFor();
    expect(await page.getByRole('link', { name: words.write, exact: true }).count()).toBe(0);
    await pageShot(page, `reviews-salon-visit-${tag}`);
    await expectAccessible(page, `visit page ${tag}`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('salon and stylist reviews in the browser', () => {
  it("reviews one of Tan Mei Ling's visits, then finds it on the salon's page", async () => {
    await reviewVisit('en', 1280);
  });

  it('does the same in Chinese on a phone', async () => {
    await reviewVisit('zh', 375);
  });

  it('asks a visitor to log in, tells a member outside Singapore why, and shows a salon page to everyone', async () => {
    const { page, context, errors } = await browser.openPage({ path: '/salon-review' });
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');

    // The salon list leads to each salon's reviews, which a visitor can read.
    await page.goto(`${baseUrl}/salon/list`);
    const first = page.getByRole('article').first();
    await first.waitFor();
    const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await first.getByRole('link', { name: `Reviews of ${name}` }).click();
    await page.getByRole('heading', { level: 1, name: `Reviews of ${name}` }).waitFor();
    await expectAccessible(page, 'salon page, visitor');

    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Country code').selectOption({ label: '+60 MY' });
    await fillLoginDialog(page, MALAYSIAN);
    // Their profile menu offers product reviews only.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Profile' }).click();
    await header.getByRole('link', { name: 'Product review', exact: true }).waitFor();
    expect(await header.getByRole('link', { name: 'Salon stylist review' }).count()).toBe(0);
    for (const path of ['/salon-review', '/salon-review/write-reviews/V1', '/salon-review/complete']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: WORDS.en.gate }).waitFor();
    }
    await pageShot(page, 'reviews-salon-not-singapore-en-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});
