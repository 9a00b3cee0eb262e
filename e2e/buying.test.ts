import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, SEEDED } from './api';
import { expectNoSideways, screenshot, shopBrowser } from './browser';

// Issue 5, buying in the browser: a member fills the cart (a volume and a single product), redeems points,
// chooses the address and a delivery slot, places the order and pays with the sandbox's card; a second order
// is declined, stays under To Pay and is paid from there; a paid order is cancelled with a reason and its
// points come back; the operator ships it and a failed delivery is rescheduled. Every price, point figure and
// PO number is read from the API or the page, never assumed from the seed.

const baseUrl = inject('baseUrl');
/** The story redeems points: a balance only the seed gives, so the seeded member with points buys. */
const MEMBER = SEEDED.member;
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

const browser = shopBrowser(() => baseUrl);

// --- API answers (only the fields the tests read) --------------------------------------------------------

type Variation = {
  id: number;
  name: string;
  unit_price: number;
  discounted_price: number | null;
  stock_status: string;
  stock: number;
  points_to_redeem: number;
};
type Card = { id: number; product_name: string; partner_only: boolean; volume_variation: number };
type Detail = Card & {
  currency: string;
  variations: Variation[];
  can_purchase: boolean;
  max_per_order: number;
};
type CartLine = { id: number; volume_variation_id: number };
type CartAnswer = {
  mycart: { items: CartLine[] }[];
  cart_count: number;
  point_available: number;
  /** Currency value of one point. */
  point_redemption_rate: number;
  order_summary: { total: number; currency: string };
};
type OrderLine = { volume_variation_id: number; unit_price: number };
type Order = {
  po_number: string;
  status: string;
  total: number;
  points_redeemed: number;
  points_value: number;
  lines: OrderLine[];
};

const { call, login, emptyCart, operate: ops } = apiClient(() => baseUrl);

const cartOf = (token: string) => call<CartAnswer>('POST', '/purchase/editcart', token);
const orderOf = (token: string, po: string) => call<Order>('GET', `/order/details?po_number=${po}`, token);

/** A price as the shop shows it: S$ for SGD, thousands separators, exactly two decimals. */
function money(cents: number, currency = 'SGD'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const prefix = currency === 'SGD' ? 'S$' : `${currency} `;
  return `${sign}${prefix}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** A calendar day (YYYY-MM-DD) as the shop writes it in English: "25 Nov 2026". */
function shownDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** "S$1,234.50" → 123450. */
function cents(text: string | null): number {
  const match = text?.match(/([-−]?)S\$\s*([\d,]+)\.(\d{2})/);
  if (!match) throw new Error(`no price in ${JSON.stringify(text)}`);
  return (match[1] ? -1 : 1) * (Number(match[2]?.replaceAll(',', '')) * 100 + Number(match[3]));
}

const payable = (v: Variation) => v.discounted_price ?? v.unit_price;
const inStock = (v: Variation) => v.stock_status !== 'Out of Stock' && v.stock > 0;

/** A product with at least two volumes in stock at different prices, and a single product, both for members. */
async function pickProducts(): Promise<{ withVolumes: Detail; single: Detail; third: Detail }> {
  const landing = await call<{ categories: { link: string }[] }>('GET', '/page/landing');
  let withVolumes: Detail | null = null;
  const singles: Detail[] = [];
  for (const category of landing.categories) {
    const shop = await call<{ products: Card[] }>('GET', `/page/shop?category=${category.link}`);
    for (const card of shop.products.filter((p) => !p.partner_only)) {
      if (withVolumes && singles.length >= 2) break;
      const wantVolumes = card.volume_variation === 1 && !withVolumes;
      const wantSingle = card.volume_variation === 0 && singles.length < 2;
      if (!wantVolumes && !wantSingle) continue;
      const detail = await call<Detail>('GET', `/page/productdetails?product_id=${card.id}`);
      if (!detail.can_purchase) continue;
      const stocked = detail.variations.filter(inStock);
      if (wantVolumes && stocked.length > 1 && new Set(stocked.map(payable)).size > 1) withVolumes = detail;
      // Plenty in stock and a price well above the smallest charge, so points can come off it.
      if (wantSingle && stocked.length === 1 && (stocked[0]?.stock ?? 0) > 5 && payable(stocked[0]!) > 1000)
        singles.push(detail);
    }
    if (withVolumes && singles.length >= 2) break;
  }
  if (!withVolumes || !singles[0] || !singles[1])
    throw new Error('the demo catalogue lacks a needed product');
  return { withVolumes, single: singles[0], third: singles[1] };
}

// --- browser helpers ----------------------------------------------------------------------------------

/** The member logged in, in Singapore (the shop's clock and the browser's agree). */
const openAsMember = () =>
  browser.openPage({
    as: MEMBER,
    timezoneId: 'Asia/Singapore',
    expected: (msg) =>
      // The declined sandbox card answers 402, which the pay page shows as its own message.
      msg.text() ===
        'Failed to load resource: the server responded with a status of 402 (Payment Required)' &&
      msg.location().url.includes('/api/payment/'),
  });

/** The buying column of the product page: the one holding the product's name. */
function buyingColumn(page: Page): Locator {
  return page.locator('div', { has: page.getByRole('heading', { level: 1 }) }).last();
}

async function addToCart(page: Page, product: Detail, variation?: Variation) {
  await page.goto(`${baseUrl}/product/detail/${product.id}`);
  const buying = buyingColumn(page);
  await buying.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
  if (variation) {
    await buying.getByRole('radio', { name: variation.name, exact: true }).check();
    await buying
      .getByText(money(payable(variation), product.currency), { exact: true })
      .first()
      .waitFor();
  }
  await buying.getByRole('button', { name: 'Add to cart' }).click();
  await buying.getByRole('status').getByText('Added to cart').waitFor();
}

/** The summary panel's value for a row label. */
async function summaryValue(summary: Locator, label: string | RegExp): Promise<number> {
  const row = summary
    .locator('div')
    .filter({ has: summary.page().locator('dt', { hasText: label }) })
    .last();
  return cents(await row.locator('dd').textContent());
}

/** On the checkout page: the earliest allowed date (or `later` days after it) and the first free slot. */
async function chooseDelivery(page: Page, later = 0): Promise<{ date: string; time: string }> {
  const day = page.getByRole('group', { name: 'Delivery date' }).getByRole('radio').nth(later);
  const date = (await day.getAttribute('value')) ?? '';
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await day.check({ force: true });
  const slots = page.getByRole('group', { name: 'Delivery time' });
  const free = slots.getByRole('radio', { disabled: false }).first();
  await free.waitFor();
  await free.check();
  const time = (await free.getAttribute('value')) ?? '';
  expect(time).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
  return { date, time };
}

/** On the pay page: the sandbox card form, filled and sent. */
async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  const now = new Date();
  await page
    .getByLabel('Expiry date (MM/YY)')
    .fill(`12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay S\$/ }).click();
}

/** The order card of a PO in the current list. */
function orderCard(page: Page, po: string): Locator {
  return page.getByRole('article', { name: `Order ${po}` });
}

async function openTab(page: Page, tab: string) {
  await page
    .getByRole('navigation', { name: 'Order status' })
    .getByRole('link', { name: new RegExp(`^${tab}`) })
    .click();
  await page.getByRole('heading', { level: 1, name: tab }).waitFor();
}

// --- the story ----------------------------------------------------------------------------------------

describe('buying in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let token: string;
  let products: Awaited<ReturnType<typeof pickProducts>>;
  let firstPo = '';
  let secondPo = '';
  let redeemed = 0;
  let pointsBefore = 0;
  /** [variation id, unit price] of the first order's lines, as the product pages showed them. */
  let firstLines: [number, number][] = [];

  beforeAll(async () => {
    token = await login(MEMBER);
    products = await pickProducts();
    // Start from an empty cart whatever ran before on this server.
    await emptyCart(token);
    ({ context, page, errors } = await openAsMember());
  });
  afterAll(async () => {
    await context?.close();
    // Leave the shared demo member's cart as it was found: empty.
    if (token) await emptyCart(token);
  });

  it('adds a chosen volume and a single product; the cart and the header show both', async () => {
    const { withVolumes, single } = products;
    // The product page starts on its default volume; choose another one at a different price.
    await page.goto(`${baseUrl}/product/detail/${withVolumes.id}`);
    const buying = buyingColumn(page);
    await buying.getByRole('heading', { level: 1, name: withVolumes.product_name }).waitFor();
    const stocked = withVolumes.variations.filter(inStock);
    let preset: Variation | undefined;
    for (const v of stocked) {
      if (await buying.getByRole('radio', { name: v.name, exact: true }).isChecked()) preset = v;
    }
    expect(preset).toBeDefined();
    const chosen = stocked.find((v) => v.id !== preset?.id && payable(v) !== payable(preset!));
    expect(chosen).toBeDefined();
    await addToCart(page, withVolumes, chosen);
    await addToCart(page, single);

    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Cart, 2 items' }).first().waitFor();
    await header.getByRole('link', { name: 'Cart, 2 items' }).first().click();
    await page.waitForURL(`${baseUrl}/order/cart`);
    await page.getByRole('heading', { level: 1, name: /Shopping cart/ }).waitFor();

    const singleVariation = single.variations.find(inStock)!;
    const lineOf = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    const volumeLine = lineOf(withVolumes.product_name);
    const singleLine = lineOf(single.product_name);
    await volumeLine.waitFor();
    expect(await volumeLine.getByLabel('Volume').locator('option:checked').textContent()).toBe(chosen!.name);
    expect(await volumeLine.textContent()).toContain(money(payable(chosen!)));
    expect(await singleLine.textContent()).toContain(money(payable(singleVariation)));
    expect(await page.getByRole('checkbox', { name: /^Select .* for checkout$/ }).count()).toBe(2);

    const summary = page.getByRole('region', { name: 'Order summary' });
    const subtotal = await summaryValue(summary, /^Subtotal/);
    const total = await summaryValue(summary, /^Total$/);
    const cart = await cartOf(token);
    expect(cart.cart_count).toBe(2);
    const apiLines = cart.mycart.flatMap((g) => g.items);
    expect(apiLines.map((l) => l.volume_variation_id).sort()).toEqual(
      [chosen!.id, singleVariation.id].sort(),
    );
    expect(total).toBe(cart.order_summary.total);
    firstLines = [
      [chosen!.id, payable(chosen!)],
      [singleVariation.id, payable(singleVariation)],
    ];
    expect(subtotal).toBeGreaterThanOrEqual(payable(chosen!) + payable(singleVariation));
    await screenshot(page, 'buying-cart-desktop');
    expect(errors).toEqual([]);
  });

  it('checks out with points, the address from the chooser and a slot, and pays with 4242', async () => {
    const cartBefore = await cartOf(token);
    pointsBefore = cartBefore.point_available;
    await page
      .getByRole('link', { name: /^Check out \(/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/order/check-out`);
    await page.getByRole('heading', { level: 1, name: 'Check out' }).waitFor();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.waitFor();
    const totalBefore = await summaryValue(summary, /^Total$/);

    // Points: an amount below the most this order may take, applied; the summary takes its value off.
    const points = page.getByRole('region', { name: 'Points' });
    const hint = (await points.textContent()) ?? '';
    const max = Number(hint.match(/Up to ([\d,]+) points? can be used/)?.[1]?.replaceAll(',', ''));
    expect(max).toBeGreaterThan(1);
    redeemed = Math.min(500, Math.floor(max / 2));
    await points.getByLabel('Points to redeem').fill(String(redeemed));
    await points.getByRole('button', { name: 'Apply' }).click();
    // Their value at the API's rate (currency units per point), in cents.
    const value = Math.round(redeemed * cartBefore.point_redemption_rate * 100);
    await points
      .getByText(`${redeemed.toLocaleString('en-US')} points in use, ${money(value)} off`)
      .waitFor();
    expect(await summaryValue(summary, `Points redeemed (${redeemed.toLocaleString('en-US')})`)).toBe(-value);
    await expect.poll(() => summaryValue(summary, /^Total$/)).toBe(totalBefore - value);

    // The address chooser: a dialog with focus inside; Escape closes it and gives focus back to its button.
    const addresses = page.getByRole('region', { name: 'Addresses' });
    const change = addresses.getByRole('button', { name: 'Change Delivery address' });
    await change.click();
    const dialog = page.getByRole('dialog', { name: 'Choose delivery address' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(page, 'buying-address-dialog-desktop', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => change.evaluate((el) => el === document.activeElement)).toBe(true);
    // Again, and choose the default address.
    await change.click();
    const radios = dialog.getByRole('radio');
    let picked = -1;
    for (let i = 0; i < (await radios.count()); i++) {
      const label = radios.nth(i).locator('xpath=ancestor::label');
      if (((await label.textContent()) ?? '').includes('Default delivery')) picked = i;
    }
    expect(picked).toBeGreaterThanOrEqual(0);
    await radios.nth(picked).check();
    // The chooser writes each address with its receiver first, in bold.
    const label = radios.nth(picked).locator('xpath=ancestor::label');
    const receiver = (await label.locator('.font-semibold').first().textContent()) ?? '';
    expect(receiver).not.toBe('');
    await dialog.getByRole('button', { name: 'Use this address' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await addresses.textContent()).toContain(receiver);

    const slot = await chooseDelivery(page, 1);
    await screenshot(page, 'buying-checkout-desktop');
    await summary.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL(/\/order\/pay\/PO\d+$/);
    firstPo = page.url().split('/').pop() ?? '';
    await page.getByRole('heading', { level: 2, name: `Order ${firstPo}` }).waitFor();
    const placed = await orderOf(token, firstPo);
    expect(placed.status).toBe('to_pay');
    expect(placed.points_redeemed).toBe(redeemed);
    expect(placed.points_value).toBe(value);
    expect(placed.total).toBe(totalBefore - value);
    // The lines at the prices the product pages showed.
    const byId = (a: [number, number], b: [number, number]) => a[0] - b[0];
    expect(
      placed.lines.map((l): [number, number] => [l.volume_variation_id, l.unit_price]).sort(byId),
    ).toEqual([...firstLines].sort(byId));
    expect(await page.getByText(money(placed.total), { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.textContent('main')).toContain(`delivery ${shownDay(slot.date)}, ${slot.time}`);
    // Placing the order holds the points.
    expect((await cartOf(token)).point_available).toBe(pointsBefore - redeemed);
    await screenshot(page, 'buying-pay-desktop');

    await payWithCard(page, GOOD_CARD);
    await page.waitForURL(`${baseUrl}/order/payment-success?po=${firstPo}`);
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
    await page.getByText(`Your order number is ${firstPo}.`).waitFor();
    await page.getByText(money(placed.total), { exact: true }).waitFor();
    await screenshot(page, 'buying-payment-success-desktop');
    // The ordered lines left the cart; the header count follows.
    expect((await cartOf(token)).cart_count).toBe(0);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).count()).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: 'My order' }).first().click();
    await page.waitForURL(`${baseUrl}/order`);
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    await page
      .getByRole('link', { name: /^To Ship/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'To Ship' }).waitFor();
    await orderCard(page, firstPo).waitFor();
    expect(await orderCard(page, firstPo).textContent()).toContain(money(placed.total));
    await screenshot(page, 'buying-to-ship-desktop');
    expect(errors).toEqual([]);
  });

  it('keeps a declined order under To Pay and pays it from there', async () => {
    await addToCart(page, products.third);
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).first().click();
    await page.waitForURL(`${baseUrl}/order/cart`);
    await page.getByRole('link', { name: 'Check out (1)' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Check out' }).waitFor();
    await chooseDelivery(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order\/pay\/PO\d+$/);
    secondPo = page.url().split('/').pop() ?? '';
    expect(secondPo).not.toBe(firstPo);

    await payWithCard(page, DECLINED_CARD);
    // One instruction: the card form is on this page, so the alert points to it, not to My Orders.
    const alert = page.getByRole('alert').filter({ hasText: 'The payment did not go through.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('You can try again with the form below.');
    expect(await alert.textContent()).not.toContain('My Orders');
    await screenshot(page, 'buying-payment-declined-desktop');
    expect((await orderOf(token, secondPo)).status).toBe('to_pay');

    // The tab by its code, as the old app linked it, leads to the tab's own address.
    await page.goto(`${baseUrl}/order/list/1`);
    await page.waitForURL(`${baseUrl}/order/list/to_pay`);
    const card = orderCard(page, secondPo);
    await card.waitFor();
    await card.getByRole('link', { name: 'Pay now' }).click();
    await page.waitForURL(`${baseUrl}/order/pay/${secondPo}`);
    await payWithCard(page, GOOD_CARD);
    await page.waitForURL(`${baseUrl}/order/payment-success?po=${secondPo}`);
    await page.getByText(`Your order number is ${secondPo}.`).waitFor();
    expect((await orderOf(token, secondPo)).status).toBe('to_ship');

    await page.goto(`${baseUrl}/order/list/to_pay`);
    await page.getByRole('heading', { level: 1, name: 'To Pay' }).waitFor();
    await page.getByText('No orders to pay').waitFor();
    await openTab(page, 'To Ship');
    await orderCard(page, secondPo).waitFor();
    await orderCard(page, firstPo).waitFor();
    expect(errors).toEqual([]);
  });

  it('cancels a paid order with a reason; it moves to Cancelled and the points come back', async () => {
    const card = orderCard(page, firstPo);
    const cancel = card.getByRole('button', { name: 'Cancel order' });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${firstPo}` });
    await dialog.waitFor();
    // Escape keeps the order and gives focus back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);
    await cancel.click();
    await dialog.waitFor();
    // No reason chosen: the dialog asks for one.
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('alert').getByText('Please choose a reason.').waitFor();
    const reason = dialog.getByRole('radio').first();
    await reason.waitFor();
    const reasonText = ((await reason.locator('xpath=ancestor::label').textContent()) ?? '').trim();
    await reason.check();
    await dialog.getByLabel('Anything else we should know? (optional)').fill('Ordered by mistake');
    await screenshot(page, 'buying-cancel-dialog-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Order ${firstPo} has been cancelled.`).first().waitFor();
    await card.waitFor({ state: 'detached' });
    // The button went with the card: focus is on the page's heading, not lost on the body.
    const heading = page.getByRole('heading', { level: 1, name: 'To Ship' });
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    // The header's balance has the redeemed points back without a reload.
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${pointsBefore.toLocaleString('en-US')} points` })
      .first()
      .waitFor();

    await openTab(page, 'Cancelled');
    await orderCard(page, firstPo).waitFor();
    const cancelled = await orderOf(token, firstPo);
    expect(cancelled.status).toBe('cancelled');

    // The order's detail page says why; the redeemed points are back in the balance.
    await orderCard(page, firstPo)
      .getByRole('link', { name: `View details of order ${firstPo}` })
      .click();
    await page.waitForURL(`${baseUrl}/order/detail/${firstPo}`);
    await page.getByText(reasonText).first().waitFor();
    // The history shows the refund of the paid total once, and a cancelled order earns no points.
    const history = page.getByRole('region', { name: 'Order history' });
    await history.getByText('Refunded', { exact: true }).waitFor();
    await history.getByText(money(cancelled.total), { exact: true }).waitFor();
    expect(await history.getByText('Preparing to ship', { exact: true }).count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toContain('You earn');
    await screenshot(page, 'buying-order-detail-cancelled-desktop');
    expect((await cartOf(token)).point_available).toBe(pointsBefore);
    expect(errors).toEqual([]);
  });

  it('shows the shipped order under To Receive; after a failed delivery it is rescheduled', async () => {
    await ops(secondPo, 'ship');
    await page.goto(`${baseUrl}/order/list/to_receive`);
    await page.getByRole('heading', { level: 1, name: 'To Receive' }).waitFor();
    await orderCard(page, secondPo).waitFor();

    await ops(secondPo, 'fail-delivery');
    await page.goto(`${baseUrl}/order/delivery/${secondPo}`);
    await page.getByText('Delivery attempt failed, please reschedule').first().waitFor();
    await screenshot(page, 'buying-delivery-failed-desktop');

    // Reschedule: a later day and a free slot; the order keeps its state with the new date and time.
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Reschedule' }) });
    await form.getByRole('button', { name: 'Reschedule' }).click();
    await form.getByRole('alert').getByText('Please choose a time slot.').waitFor();
    const day = form.getByRole('group', { name: 'New delivery date' }).getByRole('radio').nth(2);
    const date = (await day.getAttribute('value')) ?? '';
    await day.check({ force: true });
    const slot = form
      .getByRole('group', { name: 'Time slot' })
      .getByRole('radio', { disabled: false })
      .last();
    await slot.waitFor();
    const time = (await slot.getAttribute('value')) ?? '';
    await slot.check();
    await form.getByRole('button', { name: 'Reschedule' }).click();
    await page
      .getByText(`Delivery rescheduled to ${shownDay(date)}, ${time}.`)
      .first()
      .waitFor();
    const moved = await call<{ status: string; delivery_date: string; delivery_time: string }>(
      'GET',
      `/order/details?po_number=${secondPo}`,
      token,
    );
    expect([moved.status, moved.delivery_date, moved.delivery_time]).toEqual(['to_receive', date, time]);
    await page
      .getByText(`Scheduled for ${shownDay(date)}, ${time}`)
      .first()
      .waitFor();
    await screenshot(page, 'buying-delivery-rescheduled-desktop');
    expect(errors).toEqual([]);
  });

  it('shows the order detail page, and the cart and checkout at 375 px and in Chinese', async () => {
    await page.goto(`${baseUrl}/order/detail/${secondPo}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText(secondPo).first().waitFor();
    await screenshot(page, 'buying-order-detail-desktop');

    await addToCart(page, products.single);
    await addToCart(page, products.third);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseUrl}/order/cart`);
    await page.getByRole('heading', { level: 1, name: /Shopping cart/ }).waitFor();
    await page.getByRole('link', { name: products.third.product_name }).waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'buying-cart-phone');

    await page
      .getByRole('link', { name: /^Check out \(/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Check out' }).waitFor();
    await page.getByRole('group', { name: 'Delivery time' }).getByRole('radio').first().waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'buying-checkout-phone');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/order/cart`);
    await page.getByRole('heading', { level: 1, name: /Shopping cart/ }).waitFor();
    await page.getByLabel('Language').first().selectOption('zh');
    await page.getByRole('heading', { level: 1, name: /购物车/ }).waitFor();
    await screenshot(page, 'buying-cart-desktop-zh');

    // The order detail in Chinese: each section is named by its own heading.
    await page.goto(`${baseUrl}/order/detail/${firstPo}`);
    const zhHistory = page.getByRole('region', { name: '订单记录' });
    await zhHistory.waitFor();
    expect(await zhHistory.getByRole('heading').textContent()).toBe('订单记录');
    await screenshot(page, 'buying-order-detail-desktop-zh');
    await page.getByLabel('语言').first().selectOption('en');
    await page.getByRole('region', { name: 'Order history' }).waitFor();
    expect(errors).toEqual([]);
  });
});
