import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '../apps/web/src/routes/paths';
import { apiClient, type Member } from './api';
import { shopBrowser } from './browser';

// Issue 27, point 2: every page of the route table, signed in as a member, under the server's
// Content-Security-Policy: no inline script or style the policy refuses, nothing from elsewhere. A violation
// shows in the console (Chromium's "Refused to … because it violates … Content Security Policy") and as a
// securitypolicyviolation event, which the page reports to the console here.

const baseUrl = inject('baseUrl');
const { call, newMember, placeOrder } = apiClient(() => baseUrl);
const browser = shopBrowser(() => baseUrl);

type Card = { id: number; partner_only: boolean; stock_status: string };
type Detail = { id: number; can_purchase: boolean; variations: { stock: number }[] };

let member: Member;
/** A value for every route parameter: the member's own where one exists, else one that shows a not-found page. */
let params: Record<string, string>;

beforeAll(async () => {
  member = await newMember('Farah Aziz');
  const shop = await call<{ products: Card[] }>('GET', '/page/shop?category=hair-care');
  const card = shop.products.find((p) => !p.partner_only && p.stock_status !== 'Out of Stock');
  if (!card) throw new Error('no product in stock');
  const detail = await call<Detail>('GET', `/page/productdetails?product_id=${card.id}`);
  const { po } = await placeOrder(member.token, detail.id);
  const article = (await call<{ articles: { article_id: number }[] }>('GET', '/page/articlelist'))
    .articles[0];
  params = {
    articleId: String(article?.article_id ?? 1),
    category: 'hair-care',
    topPickImageId: '1',
    productId: String(detail.id),
    searchName: 'shampoo',
    id: '1',
    poNumber: po,
    orderId: '1',
    addressId: '1',
    bookingId: '1',
    memberId: '1',
    salonId: '1',
    posTransactionId: '1',
  };
});

/** Reports every violation of the page to the console, whatever Chromium prints about it itself. */
async function reportViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

describe('the storefront under its Content-Security-Policy', () => {
  it('loads every public and member page without a violation', { timeout: 300_000 }, async () => {
    const { context, page, errors } = await browser.openPage({ as: member });
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/content security policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
    });
    await reportViolations(page);
    for (const [name, pattern] of Object.entries(ROUTES)) {
      const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
        const value = params[key];
        if (value === undefined) throw new Error(`no value for :${key} of ${name}`);
        return encodeURIComponent(value);
      });
      const res = await page.goto(`${baseUrl}${path}`);
      expect(res?.headers()['content-security-policy'], name).toContain("script-src 'self'");
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    // Pages of things that do not exist answer 404 to their calls; nothing else may fail.
    expect(errors.filter((e) => !/status of 404/.test(e) && !/content security policy/i.test(e))).toEqual([]);
    await context.close();
  });
});
