import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiClient, type Credentials, type Language } from './api';
import { screenshot, shopBrowser } from './browser';

// Issue 12, points 9, 10 and 15 in the browser: banners, top picks and the magazine say their words as page
// text in the reader's language over pictures without words; the legal texts read in the glossary's Chinese;
// checkout offers its delivery days written like every other date, and the pay page and My Orders give the
// same payment deadline on the shop's clock, in the reader's language, whatever the browser's time zone.

const baseUrl = inject('baseUrl');
const { call, newMember, addAddress } = apiClient(() => baseUrl);
const browser = shopBrowser(() => baseUrl);
const WIDTHS = [1280, 375] as const;
const LANGUAGES: Language[] = ['en', 'zh'];

type Landing = {
  banner: { image_desktop: string; image_mobile: string; alt: string; headline: string; cta: string }[];
  top_pick_product_range: { title: string }[];
  article: { tag: string; title: string }[];
};

/** A page in `language` on a browser whose clock is New York's, far from the shop's Singapore. */
const openIn = (language: Language, width: number, as?: Credentials) =>
  browser.openPage({
    width,
    language,
    as,
    locale: language === 'zh' ? 'zh-CN' : 'en-US',
    timezoneId: 'America/New_York',
  });

/** Waits until the pictures in view have loaded (they load lazily), so a screenshot shows them. */
async function picturesInView(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

/** The shop's wall time "YYYY-MM-DD HH:mm:ss" written for a reader, independently of the app's formatter. */
function shopDateTime(wall: string, language: Language): string {
  const at = new Date(`${wall.replace(' ', 'T')}+08:00`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
      ...options,
      timeZone: 'Asia/Singapore',
    }).format(at);
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return language === 'zh'
    ? `${part({ year: 'numeric', month: 'long', day: 'numeric' })} ${time}`
    : `${part({ year: 'numeric', month: 'short', day: 'numeric' })}, ${time}`;
}

/** A calendar day "YYYY-MM-DD" written for a reader. */
function shopDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: language === 'zh' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

describe('words over pictures, in the reader’s language', () => {
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      it(`home (${language}, ${width} px): banner, top-pick and magazine words are page text`, async () => {
        const landing = await call<Landing>('GET', '/page/landing', undefined, undefined, language);
        const banner = landing.banner[0]!;
        expect(banner.headline.length).toBeGreaterThan(0);
        if (language === 'zh') expect(banner.headline).toMatch(/\p{Script=Han}/u);

        const { context, page, errors } = await openIn(language, width);
        await page.goto(`${baseUrl}/`);
        const carousel = page.getByRole('region', { name: language === 'zh' ? '促销活动' : 'Promotions' });
        await carousel.getByText(banner.headline, { exact: true }).waitFor();
        await carousel.getByText(banner.cta, { exact: true }).first().waitFor();
        expect(await carousel.locator('img').first().getAttribute('alt')).toBe(banner.alt);
        // The pictures themselves carry no words any more.
        for (const src of [banner.image_desktop, banner.image_mobile]) {
          expect(await (await fetch(`${baseUrl}${src}`)).text()).not.toContain('<text');
        }

        const pick = landing.top_pick_product_range[0]!;
        const tile = page.getByRole('link', { name: pick.title, exact: true });
        await tile.waitFor();
        expect(await tile.textContent()).toContain(language === 'zh' ? '人气精选' : 'Top pick');

        const article = landing.article[0]!;
        expect(article.tag.length).toBeGreaterThan(0);
        const card = page.getByRole('link', { name: new RegExp(article.title) }).last();
        expect(await card.textContent()).toContain(article.tag);

        await picturesInView(page);
        await screenshot(page, `words-home-${language}-${width}`, { fullPage: false });
        const sections = { picks: ['畅销精选', 'Best Sellers'], magazine: ['美妆杂志', 'Magazine'] };
        for (const [name, [zh, en]] of Object.entries(sections)) {
          await page
            .getByRole('heading', { name: language === 'zh' ? zh : en, exact: true })
            .scrollIntoViewIfNeeded();
          await picturesInView(page);
          await screenshot(page, `words-home-${name}-${language}-${width}`, { fullPage: false });
        }
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  for (const width of WIDTHS) {
    it(`terms of service in Chinese (${width} px) use the glossary's words and S$`, async () => {
      const { context, page, errors } = await openIn('zh', width);
      await page.goto(`${baseUrl}/terms-of-service`);
      await page.getByRole('heading', { name: '会员条款与条件' }).waitFor();
      const text = (await page.textContent('main')) ?? '';
      expect(text).toContain('结算时每 100 积分可抵扣 S$1');
      expect(text).toContain('门店预约');
      for (const replaced of ['结账', '新元', '礼券', '送货', '应用程序'])
        expect(text).not.toContain(replaced);
      await screenshot(page, `words-terms-zh-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

type OrderDetails = { po_number: string; payment_due_at: string; created_at: string };

/** Puts one plain, in-stock product in the member's cart. */
async function oneProductInCart(token: string) {
  const landing = await call<{ hot_deals: { products: { id: number; volume_variation: number }[] } }>(
    'GET',
    '/page/landing',
  );
  const product = landing.hot_deals.products.find((p) => p.volume_variation === 0);
  if (!product) throw new Error('no hot deal without sizes');
  await call('POST', '/order/addcart', token, { product: { product_id: product.id } });
}

async function chooseDayAndSlot(page: Page, language: Language) {
  const days = page.getByRole('group', { name: language === 'zh' ? '配送日期' : 'Delivery date' });
  const radios = days.getByRole('radio');
  await radios.first().waitFor({ state: 'attached' });
  expect(await radios.count()).toBe(14);
  const first = (await radios.first().getAttribute('value')) ?? '';
  const last = (await radios.last().getAttribute('value')) ?? '';
  // The hint and each day are written like every other date of the shop, not as the browser writes dates.
  const hint =
    language === 'zh'
      ? `可选 ${shopDay(first, 'zh')} 至 ${shopDay(last, 'zh')}`
      : `From ${shopDay(first, 'en')} to ${shopDay(last, 'en')}`;
  await page.getByText(hint, { exact: true }).waitFor();
  const dayMonth = shopDay(first, language)
    .replace(/^\d{4}年/, '')
    .replace(/ \d{4}$/, '');
  expect(await days.locator('label').first().textContent()).toContain(dayMonth);
  // Keyboard: the arrow key moves to the next day.
  await radios.first().focus();
  await page.keyboard.press('ArrowRight');
  expect(await radios.nth(1).isChecked()).toBe(true);
  const slots = page.getByRole('group', { name: language === 'zh' ? '配送时段' : 'Delivery time' });
  const free = slots.getByRole('radio', { disabled: false }).first();
  await free.waitFor();
  await free.check();
}

describe('the payment deadline on the shop’s clock', () => {
  const cases: [Language, number][] = [
    ['en', 1280],
    ['zh', 375],
    ['zh', 1280],
    ['en', 375],
  ];
  for (const [language, width] of cases) {
    it(`checkout, pay page and My Orders agree (${language}, ${width} px, browser in New York)`, async () => {
      const member = await newMember('Lim Wei Jie');
      const { token } = member;
      await addAddress(token, { receiver_name: member.name, address: '8 Marina Boulevard' });
      await oneProductInCart(token);
      const { context, page, errors } = await openIn(language, width, member);

      await page.goto(`${baseUrl}/order/check-out`);
      await chooseDayAndSlot(page, language);
      // The day chips scroll inside their row; the page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `words-checkout-${language}-${width}`);
      await page.getByRole('button', { name: language === 'zh' ? '提交订单' : 'Place order' }).click();
      await page.waitForURL(/\/order\/pay\/PO\d+$/);
      const po = page.url().split('/').pop()!;
      const order = await call<OrderDetails>('GET', `/order/details?po_number=${po}`, token);
      const due = shopDateTime(order.payment_due_at, language);
      const payBy = language === 'zh' ? `请在 ${due} 前付款。` : `Please pay by ${due}.`;
      await page.getByText(payBy).waitFor();
      expect(await page.textContent('main')).not.toMatch(/\b(AM|PM)\b/);
      await screenshot(page, `words-pay-${language}-${width}`);

      await page.goto(`${baseUrl}/order/list/to_pay`);
      const card = page.getByRole('article', { name: new RegExp(po) });
      await card.getByText(language === 'zh' ? `请在 ${due} 前付款` : `Pay by ${due}`).waitFor();
      expect(await card.textContent()).toContain(shopDateTime(order.created_at, language));
      await screenshot(page, `words-orders-${language}-${width}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
