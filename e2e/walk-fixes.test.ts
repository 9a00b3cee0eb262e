import { formatShopDate } from '@beauty/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiClient, type Language, SEEDED } from './api';
import { expectNoSideways, screenshot, shopBrowser } from './browser';

// Issue 27, points 15 and 16 in the browser: the words a new user's walk found wrong (the point rate, a used
// voucher's date), the partner-only tag on partners' cards, the thank-you pages opened with nothing to thank
// for, and the phone's signed-in top bar, tab rows and star labels at 375 px, in both languages.

const baseUrl = inject('baseUrl');
const { call, login, newMember } = apiClient(() => baseUrl);
const browser = shopBrowser(() => baseUrl);
const PHONE = 375;
const LANGUAGES: Language[] = ['en', 'zh'];

type Card = { id: number; partner_only: boolean };
type Listing = { products: Card[] };
type Voucher = { id: number; code: string; used_at: string | null };
type MyReviews = { visits_to_review: { pos_transaction_id: string }[] };

/** A text field's placeholder fits inside it: its width in the field's font, within the padded box. */
function placeholderRoom(field: Locator) {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, width: context.measureText(input.placeholder).width, room };
  });
}

/** Each text of `elements` on one line: a text's range has one line box. */
function lineCounts(elements: Locator) {
  return elements.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return { text: el.textContent, lines: tops.size };
    }),
  );
}

/**
 * A phone's row of tabs that scrolls sideways shows a fade at the end with more tabs beyond it: at the end
 * first, at the start once scrolled to the far end.
 */
async function expectScrollCues(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: label });
  const list = nav.locator('ul');
  await list.locator('a[aria-current="page"]').waitFor();
  const overflows = () => list.evaluate((ul) => ul.scrollWidth > ul.clientWidth);
  // Whether the labels fill 375 px depends on the counts beside them (the member's points and vouchers move
  // with the shop's date): when they happen to fit, the row is narrowed so that the cues are always tested.
  if (!(await overflows()))
    await list.evaluate((ul) => {
      ul.style.maxWidth = `${Math.floor(ul.scrollWidth / 2)}px`;
    });
  expect(await overflows(), `${label} scrolls`).toBe(true);
  await list.evaluate((ul) => {
    ul.scrollLeft = 0;
  });
  await nav.locator('[data-scroll-cue="end"]').waitFor();
  // The cue follows the scroll event, which may come after the end's cue is already there.
  await nav.locator('[data-scroll-cue="start"]').waitFor({ state: 'detached' });
  await list.evaluate((ul) => {
    ul.scrollLeft = ul.scrollWidth;
  });
  await nav.locator('[data-scroll-cue="start"]').waitFor();
  await nav.locator('[data-scroll-cue="end"]').waitFor({ state: 'detached' });
}

describe('partner-only products', () => {
  it("partners' cards carry the Partner only tag the product page has", async () => {
    const token = await login(SEEDED.agent);
    const deals = await call<Listing>('GET', '/page/agentdeals', token);
    const agentOnly = deals.products.filter((p) => p.partner_only).length;
    expect(agentOnly).toBeGreaterThan(0);
    const { context, page, errors } = await browser.openPage({
      as: SEEDED.agent,
      path: '/product/agent-deals',
    });
    const tags = page.locator('main article').getByText('Partner only', { exact: true });
    await tags.first().waitFor();
    expect(await tags.count()).toBe(agentOnly);
    await screenshot(page, 'walk-partner-cards-agent-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('thank-you pages opened directly', () => {
  it('payment success without a paid order goes to My Orders; a salon review thanks only after one', async () => {
    const member = await newMember('Walk Direct');
    const { context, page, errors } = await browser.openPage({ as: member, width: PHONE });
    await page.goto(`${baseUrl}/order/payment-success`);
    await page.waitForURL(`${baseUrl}/order`);
    await page.goto(`${baseUrl}/order/payment-success?po=PO99999999`);
    await page.waitForURL(`${baseUrl}/order`);
    expect(await page.getByText('Your payment went through').count()).toBe(0);
    await page.goto(`${baseUrl}/salon-review/complete?salon=1`);
    await page.waitForURL(`${baseUrl}/salon-review?tab=history`);
    expect(await page.getByText('Thank you for your review').count()).toBe(0);
    await screenshot(page, 'walk-review-complete-direct-en-375');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('a signed-in member at 375 px', () => {
  for (const language of LANGUAGES) {
    const zh = language === 'zh';

    it(`the top bar's search hint fits; the wallet's and orders' tab rows show they scroll (${language})`, async () => {
      const { context, page, errors } = await browser.openPage({
        as: SEEDED.member,
        language,
        width: PHONE,
        height: 812,
      });
      await page.goto(`${baseUrl}/`);
      const search = page.locator('#search-mobile');
      await search.waitFor();
      const { text, width, room } = await placeholderRoom(search);
      expect(width, `"${text}" in ${room} px`).toBeLessThanOrEqual(room);
      await screenshot(page, `walk-topbar-${language}-375`, { fullPage: false });

      await page.goto(`${baseUrl}/wallet`);
      // 100 points are worth S$1.00: the rate says "points", plural.
      await page.getByText(zh ? '100 积分 = S$1.00' : '100 points = S$1.00', { exact: true }).waitFor();
      await expectScrollCues(page, zh ? '钱包' : 'Wallet');
      await expectNoSideways(page);
      await screenshot(page, `walk-wallet-tabs-${language}-375`, { fullPage: false });

      await page.goto(`${baseUrl}/order/list/to_ship`);
      await expectScrollCues(page, zh ? '订单状态' : 'Order status');
      await expectNoSideways(page);
      await screenshot(page, `walk-order-tabs-${language}-375`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`a used voucher says when it was used (${language})`, async () => {
      const token = await login(SEEDED.member);
      const used = await call<{ vouchers: Voucher[] }>('GET', '/account/voucher?status=used', token);
      const voucher = used.vouchers[0]!;
      expect(voucher.used_at).not.toBeNull();
      const { context, page, errors } = await browser.openPage({
        as: SEEDED.member,
        language,
        width: PHONE,
        path: '/wallet?tab=vouchers&voucher_status=used',
      });
      const date = formatShopDate(voucher.used_at, language);
      await page
        .getByText(zh ? `已于 ${date} 使用` : `Used on ${date}`, { exact: true })
        .first()
        .waitFor();
      expect(await page.getByText(zh ? '有效期至' : 'Valid until').count()).toBe(0);
      await screenshot(page, `walk-used-voucher-${language}-375`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`the salon review's star labels stay on one line (${language})`, async () => {
      const token = await login(SEEDED.member);
      const toReview = await call<MyReviews>('GET', '/review/myreviews?type=2&tab=1', token);
      const visit = toReview.visits_to_review[0];
      if (!visit) throw new Error('Tan Mei Ling has no visit left to review');
      const { context, page, errors } = await browser.openPage({
        as: SEEDED.member,
        language,
        width: PHONE,
        height: 812,
        path: `/salon-review/write-reviews/${encodeURIComponent(visit.pos_transaction_id)}`,
      });
      const groups = page.getByRole('radiogroup');
      await groups.first().waitFor();
      expect(await groups.count()).toBe(8);
      const words = groups.locator(':scope > div > span[aria-hidden="true"]');
      expect((await lineCounts(words)).filter((w) => w.lines !== 1)).toEqual([]);
      // Rated, the words change ("4.5 stars") and still keep to one line.
      await groups.first().getByRole('radio').first().focus();
      await page.keyboard.press('5');
      await page.keyboard.press('ArrowLeft');
      await groups
        .first()
        .getByText(zh ? '4.5 星' : '4.5 stars', { exact: true })
        .waitFor();
      expect((await lineCounts(words)).filter((w) => w.lines !== 1)).toEqual([]);
      await expectNoSideways(page);
      await screenshot(page, `walk-salon-stars-${language}-375`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
