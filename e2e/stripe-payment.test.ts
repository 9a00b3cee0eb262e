import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStub, startStripeStub } from '../apps/api/src/payment/stripe-stub';
import { apiClient, type Member } from './api';
import { expectNoSideways, screenshot, shopBrowser } from './browser';
import { type ShopServer, startServer } from './server';

// Paying with the Stripe provider in the browser. The shared e2e server uses the sandbox, so this file starts
// its own server with PAYMENT_PROVIDER=stripe against the local Stripe API stub (apps/api/src/payment/
// stripe-stub.ts). The browser never reaches Stripe: js.stripe.com serves e2e/fake-stripe.js, and the fake's
// confirm request to api.stripe.com is answered here, settling the stub's intent as the card decides
// (4242… pays, anything else is declined). The server then asks the stub, as it would ask Stripe.

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const PUBLISHABLE_KEY = 'pk_test_e2e_stripe_payment';
const FAKE_STRIPE_JS = readFileSync(resolve(import.meta.dirname, 'fake-stripe.js'), 'utf8');
const CARD_FIELD = 'Card number, expiry date and security code';
const FAILED = 'The payment did not go through.';

let stub: StripeStub;
let server: ShopServer;
let baseUrl = '';
const browser = shopBrowser(() => baseUrl);

beforeAll(async () => {
  stub = await startStripeStub();
  server = await startServer({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_e2e_stripe_payment',
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e_stripe_payment',
    STRIPE_API_URL: stub.url,
  });
  baseUrl = server.baseUrl;
});
afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

// --- API (only the fields the test reads) -----------------------------------------------------------------

type Card = { id: number; partner_only: boolean; volume_variation: number };
type Detail = { id: number; can_purchase: boolean; variations: { stock: number; stock_status: string }[] };

const { call, newMember, placeOrder } = apiClient(() => baseUrl);

/** A single product (no volumes) members may buy, well in stock. */
async function pickProduct(): Promise<number> {
  const landing = await call<{ categories: { link: string }[] }>('GET', '/page/landing');
  for (const category of landing.categories) {
    const shop = await call<{ products: Card[] }>('GET', `/page/shop?category=${category.link}`);
    for (const card of shop.products) {
      if (card.partner_only || card.volume_variation !== 0) continue;
      const detail = await call<Detail>('GET', `/page/productdetails?product_id=${card.id}`);
      const stocked = detail.variations.filter((v) => v.stock_status !== 'Out of Stock' && v.stock > 5);
      if (detail.can_purchase && stocked.length === 1) return detail.id;
    }
  }
  throw new Error('the demo catalogue has no single product in stock');
}

const orderStatus = async (token: string, po: string) =>
  (await call<{ status: string }>('GET', `/order/details?po_number=${po}`, token)).status;

/** "S$1,234.50" for 123450. */
function money(cents: number): string {
  return `S$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}

// --- the browser, with Stripe faked --------------------------------------------------------------------

type StripeRoutes = {
  blockStripeJs: boolean;
  confirms: { id: string; clientSecret: string; number: string }[];
};

/** Stripe.js and Stripe's API as the page's context meets them: the fake script, the stub's intents. */
async function fakeStripe(context: import('playwright-core').BrowserContext, routes: StripeRoutes) {
  await context.route('https://js.stripe.com/**', (route) =>
    routes.blockStripeJs
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const match = /\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(new URL(request.url()).pathname);
    const cors = { 'access-control-allow-origin': '*' };
    if (!match?.[1] || request.method() !== 'POST') {
      await route.fulfill({ status: 404, headers: cors, json: { error: { type: 'invalid_request_error' } } });
      return;
    }
    const form = new URLSearchParams(request.postData() ?? '');
    const id = decodeURIComponent(match[1]);
    const number = form.get('payment_method_data[card][number]') ?? '';
    routes.confirms.push({ id, clientSecret: form.get('client_secret') ?? '', number });
    const intent = stub.settle(id, number.startsWith('4242') ? 'succeeded' : 'declined');
    if (intent.status === 'succeeded') await route.fulfill({ status: 200, headers: cors, json: intent });
    else
      await route.fulfill({
        status: 402,
        headers: cors,
        json: { error: { type: 'card_error', ...intent.last_payment_error, payment_intent: intent } },
      });
  });
}

/**
 * A member's page whose Stripe.js is e2e/fake-stripe.js (or a network failure while `blockStripeJs`), and
 * whose card confirmations settle the stub's intents. Console errors are collected, apart from the expected
 * ones.
 */
async function openPage(member: Member, options: { width?: number; height?: number; language?: 'zh' } = {}) {
  const routes: StripeRoutes = { blockStripeJs: false, confirms: [] };
  const { context, page, errors } = await browser.openPage({
    ...options,
    as: member,
    timezoneId: 'Asia/Singapore',
    prepare: (context) => fakeStripe(context, routes),
    expected: (msg) => {
      const url = msg.location().url;
      // A declined card: Stripe answers 402, so does the shop's confirm; the page shows its own message.
      const declined =
        msg.text().includes('status of 402') &&
        (url.includes('/api/payment/') || url.startsWith('https://api.stripe.com/'));
      // Stripe.js unreachable on purpose (the load error state).
      const blocked =
        url.startsWith('https://js.stripe.com/') && msg.text().includes('ERR_INTERNET_DISCONNECTED');
      return declined || blocked;
    },
  });
  return { context, page, routes, errors };
}

/** The card element's region (the fake's inputs are inside it, as Stripe's frame would be). */
const cardField = (page: Page): Locator => page.getByRole('group', { name: CARD_FIELD });

/** Types a card into the (fake) card element. */
async function typeCard(page: Page, number: string) {
  const field = cardField(page);
  const yy = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await field.getByLabel('Card number').fill(number);
  await field.getByLabel('Expiration date MM / YY').fill(`12${yy}`);
  await field.getByLabel('Security code CVC').fill('123');
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay S\$/ });
const orderCard = (page: Page, po: string) => page.getByRole('article', { name: `Order ${po}` });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const stripeLocales = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __fakeStripe?: { locales: string[] } }).__fakeStripe?.locales ?? [],
  );

describe('paying with Stripe in the browser', () => {
  let productId: number;

  beforeAll(async () => {
    productId = await pickProduct();
  });

  it('shows a retry when Stripe.js cannot load, then pays with the card element', async () => {
    const member = await newMember('Kavitha Raj');
    const { token } = member;
    const order = await placeOrder(token, productId);
    const { context, page, routes, errors } = await openPage(member);
    try {
      // No network to Stripe: an error with a retry, not a blank form.
      routes.blockStripeJs = true;
      await page.goto(`${baseUrl}/order/pay/${order.po}`);
      await page.getByRole('heading', { level: 2, name: `Order ${order.po}` }).waitFor();
      const loadError = page
        .getByRole('alert')
        .filter({ hasText: 'The secure card form (Stripe) could not be loaded' });
      await loadError.waitFor();
      expect(await page.getByText(money(order.total), { exact: true }).count()).toBeGreaterThan(0);
      await screenshot(page, 'stripe-pay-load-error-desktop');
      routes.blockStripeJs = false;
      await loadError.getByRole('button', { name: 'Try again' }).click();

      const field = cardField(page);
      await field.getByLabel('Card number').waitFor();
      expect(await stripeLocales(page)).toEqual(['en']);
      await expect.poll(() => payButton(page).isEnabled()).toBe(true);
      // The test-mode key shows the test cards, as the sandbox does.
      await page.getByRole('complementary', { name: 'Test mode: use a test card' }).waitFor();

      // Nothing typed: the form says so under the field and puts the cursor in the card.
      await payButton(page).click();
      await page.getByRole('alert').filter({ hasText: 'Enter the complete card details' }).waitFor();
      await expect.poll(() => isFocused(field.getByLabel('Card number'))).toBe(true);
      expect(await field.getAttribute('aria-describedby')).toBeTruthy();
      // Stripe's own message for a part left incomplete (in the page's language, Stripe's text).
      await field.getByLabel('Card number').fill('4242 4242');
      await field.getByLabel('Card number').press('Tab');
      const incomplete = page.getByRole('alert').filter({ hasText: 'Your card number is incomplete.' });
      await incomplete.waitFor();
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        'Your card number is incomplete.',
      );
      await screenshot(page, 'stripe-pay-card-error-desktop');
      expect(routes.confirms).toEqual([]);

      await typeCard(page, GOOD_CARD);
      await incomplete.waitFor({ state: 'detached' });
      await screenshot(page, 'stripe-pay-desktop');
      await payButton(page).click();
      await page.waitForURL(`${baseUrl}/order/payment-success?po=${order.po}`);
      await page.getByText(`Your order number is ${order.po}.`).waitFor();

      // The browser confirmed the order's intent with its client secret; the server settled it with Stripe.
      expect(routes.confirms).toHaveLength(1);
      const [confirm] = routes.confirms;
      expect(confirm?.number).toBe(GOOD_CARD.replaceAll(' ', ''));
      expect(confirm?.clientSecret).toBe(stub.intents.get(confirm?.id ?? '')?.client_secret);
      expect(stub.intents.get(confirm?.id ?? '')?.metadata.po_number).toBe(order.po);
      expect(await orderStatus(token, order.po)).toBe('to_ship');

      await page.goto(`${baseUrl}/order/list/to_ship`);
      await page.getByRole('heading', { level: 1, name: 'To Ship' }).waitFor();
      await orderCard(page, order.po).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a declined order to pay, says so, and pays it again (375 px)', async () => {
    const member = await newMember('Daniel Tay');
    const { token } = member;
    const order = await placeOrder(token, productId);
    const { context, page, routes, errors } = await openPage(member, { width: 375, height: 812 });
    try {
      await page.goto(`${baseUrl}/order/pay/${order.po}`);
      await cardField(page).getByLabel('Card number').waitFor();
      await expect.poll(() => payButton(page).isEnabled()).toBe(true);
      await expectNoSideways(page);
      await screenshot(page, 'stripe-pay-phone');

      await typeCard(page, DECLINED_CARD);
      await payButton(page).click();
      const alert = page.getByRole('alert').filter({ hasText: FAILED });
      await alert.waitFor();
      // The outcome takes focus, so it is read out at once.
      await expect.poll(() => isFocused(alert)).toBe(true);
      // The form is right here: the alert says to use it, and sends nowhere else.
      await alert.getByText('You can try again with the form below.').waitFor();
      expect(await alert.getByRole('link').count()).toBe(0);
      await screenshot(page, 'stripe-pay-declined-phone');
      expect(routes.confirms.map((c) => c.number)).toEqual([DECLINED_CARD.replaceAll(' ', '')]);
      expect(await orderStatus(token, order.po)).toBe('to_pay');

      // Still under To Pay; the form takes another card.
      await typeCard(page, GOOD_CARD);
      await payButton(page).click();
      await page.waitForURL(`${baseUrl}/order/payment-success?po=${order.po}`);
      await page.getByText(`Your order number is ${order.po}.`).waitFor();
      expect(routes.confirms).toHaveLength(2);
      // The same intent both times: the retry reuses the order's one intent.
      expect(routes.confirms[1]?.id).toBe(routes.confirms[0]?.id);
      expect(await orderStatus(token, order.po)).toBe('to_ship');
      await screenshot(page, 'stripe-payment-success-phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("gives Stripe the page's language (Chinese)", async () => {
    const member = await newMember('Chen Xiaoming');
    const { token } = member;
    const order = await placeOrder(token, productId);
    const { context, page, errors } = await openPage(member, { language: 'zh' });
    try {
      await page.goto(`${baseUrl}/order/pay/${order.po}`);
      const field = page.getByRole('group', { name: '卡号、有效期和安全码' });
      await field.getByLabel('卡号').waitFor();
      expect(await stripeLocales(page)).toEqual(['zh']);
      await field.getByLabel('卡号').fill('4242');
      await field.getByLabel('卡号').press('Tab');
      await page.getByRole('alert').filter({ hasText: '您的银行卡号不完整。' }).waitFor();
      await screenshot(page, 'stripe-pay-desktop-zh');
      expect(await orderStatus(token, order.po)).toBe('to_pay');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
