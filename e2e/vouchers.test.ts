import { describe, expect, inject, it } from 'vitest';
import { apiClient, type Credentials, type Language, type Member } from './api';
import { expectAccessible, expectNoSideways, fillLoginDialog, screenshot, shopBrowser } from './browser';

// Issue 14, service vouchers in the browser: a Singapore member buys a voucher product through a checkout
// with no delivery step (no address, date or slot; paid by the sandbox's card), the header's voucher count
// follows, the voucher is in the wallet's vouchers tab and its page shows the code and its QR code; then the
// same in Chinese on a phone. Which products sell vouchers, and every code and figure, come from the API.

const baseUrl = inject('baseUrl');
const browser = shopBrowser(() => baseUrl);
const { call, newMember, emptyCart } = apiClient(() => baseUrl);
const GOOD_CARD = '4242 4242 4242 4242';

type Card = { id: number; product_name: string };
type VoucherList = {
  vouchers: { id: number; code: string; name: string; status: string }[];
  counts: Record<string, number>;
};
type OrderDetails = { voucher_only: boolean; status: string; lines: { is_voucher: boolean }[] };

/** The page's words for each step, in both languages (the shop's i18n texts). */
const WORDS = {
  en: {
    addToCart: 'Add to cart',
    added: 'Added to cart',
    cartTag: 'Service voucher',
    checkout: /^Check out \(/,
    checkoutTitle: 'Check out',
    vouchersHeading: 'Service vouchers',
    addresses: 'Addresses',
    delivery: 'Delivery',
    placeOrder: 'Place order',
    cardOnly: 'Vouchers are paid by card.',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: /^Pay S\$/,
    success: 'Thank you for your order!',
    viewVouchers: 'View my vouchers',
    statusNav: 'Voucher status',
    active: /^Active/,
    copy: 'Copy code',
    back: 'My vouchers',
    qr: (code: string) => `QR code of voucher ${code}`,
    headerVouchers: (n: number) => `${n} voucher${n === 1 ? '' : 's'}`,
  },
  zh: {
    addToCart: '加入购物车',
    added: '已加入购物车',
    cartTag: '服务券',
    checkout: /^去结算（/,
    checkoutTitle: '结算',
    vouchersHeading: '服务券',
    addresses: '地址',
    delivery: '配送',
    placeOrder: '提交订单',
    cardOnly: '服务券仅支持银行卡付款。',
    cardNumber: '卡号',
    expiry: '有效期（月/年，MM/YY）',
    cvc: '安全码（CVC）',
    pay: /^支付 S\$/,
    success: '感谢您的订购！',
    viewVouchers: '查看我的服务券',
    statusNav: '服务券状态',
    active: /^可使用/,
    copy: '复制券码',
    back: '我的服务券',
    qr: (code: string) => `服务券 ${code} 的二维码`,
    headerVouchers: (n: number) => `${n} 张优惠券`,
  },
} as const satisfies Record<Language, Record<string, unknown>>;

/**
 * The shop's voucher products: the landing's category whose link names vouchers (the demo shop's "StoreWithStylists
 * Vouchers" shelf), as the wallet's "Shop vouchers" finds it.
 */
async function voucherProducts(): Promise<Card[]> {
  const landing = await call<{ categories: { link: string }[] }>('GET', '/page/landing');
  const shelf = landing.categories.find((c) => c.link.includes('voucher'));
  if (!shelf) throw new Error('the demo shop has no voucher category');
  const shop = await call<{ products: Card[] }>('GET', `/page/shop?category=${shelf.link}`);
  if (shop.products.length === 0) throw new Error('the voucher category is empty');
  return shop.products;
}

const vouchersOf = (token: string, language: Language) =>
  call<VoucherList>('GET', '/account/voucher?status=active', token, undefined, language);

/**
 * The whole story in one language and width: add the voucher product, check out without a delivery step,
 * pay, and find the voucher in the wallet and on its page. Answers the voucher the API issued.
 */
async function buyVoucher(language: Language, width: number, member: Member, product: Card) {
  const words = WORDS[language];
  const tag = `${language}-${width}`;
  const { context, page, errors } = await browser.openPage({
    as: member,
    language,
    width,
    height: width < 600 ? 812 : 900,
    timezoneId: 'Asia/Singapore',
  });
  try {
    const header = page.getByRole('banner');
    // The header's voucher count links to the wallet (SG members); the new member has none yet.
    if (width >= 1024) await header.getByRole('link', { name: words.headerVouchers(0) }).waitFor();

    // The product page: into the cart.
    await page.goto(`${baseUrl}/product/detail/${product.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: words.addToCart }).first().click();
    await page.getByRole('status').getByText(words.added).first().waitFor();

    // The cart: the line carries the voucher tag and says it needs no delivery.
    await page.goto(`${baseUrl}/order/cart`);
    const line = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: product.product_name }) });
    await line.getByText(words.cartTag, { exact: true }).waitFor();
    await expectNoSideways(page);
    await screenshot(page, `vouchers-cart-${tag}`);

    // The checkout: no address, no delivery date or slot; the vouchers note in their place.
    await page.getByRole('link', { name: words.checkout }).first().click();
    await page.getByRole('heading', { level: 1, name: words.checkoutTitle }).waitFor();
    await page.getByRole('region', { name: words.vouchersHeading }).waitFor();
    expect(await page.getByRole('region', { name: words.addresses }).count()).toBe(0);
    expect(await page.getByRole('region', { name: words.delivery, exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    await expectNoSideways(page);
    await screenshot(page, `vouchers-checkout-${tag}`);
    await expectAccessible(page, `checkout ${tag}`);
    const placed = page.waitForResponse((res) => res.url().includes('/api/purchase/placeorder'));
    await page.getByRole('button', { name: words.placeOrder }).click();
    const placeorder = await placed;
    expect(placeorder.status()).toBe(200);
    // Placed without a date or a slot.
    expect(JSON.parse(placeorder.request().postData() ?? '{}')).toEqual({});
    // The pay page: the card, the only way to pay for vouchers. It opens as a new document (its own
    // Content-Security-Policy), which may leave before the answer's body can be read: the PO comes from the
    // address.
    await page.waitForURL(new RegExp(`^${baseUrl}/order/pay/PO\\d+$`));
    const po = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByText(words.cardOnly).waitFor();
    await page.getByLabel(words.cardNumber).fill(GOOD_CARD);
    const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
    await page.getByLabel(words.expiry).fill(`12/${year}`);
    await page.getByLabel(words.cvc).fill('123');
    await page.getByRole('button', { name: words.pay }).click();

    // Paid: the success page leads to the vouchers; the header's count has followed.
    await page.getByRole('heading', { level: 1, name: words.success }).waitFor();
    const order = await call<OrderDetails>('GET', `/order/details?po_number=${po}`, member.token);
    expect(order.voucher_only).toBe(true);
    expect(order.lines.every((l) => l.is_voucher)).toBe(true);
    const issued = await vouchersOf(member.token, language);
    expect(issued.vouchers.length).toBeGreaterThanOrEqual(1);
    const voucher = issued.vouchers[0]!;
    if (width >= 1024) {
      await header.getByRole('link', { name: words.headerVouchers(issued.counts.active ?? 0) }).waitFor();
    }
    await screenshot(page, `vouchers-success-${tag}`);
    await page.getByRole('link', { name: words.viewVouchers }).click();

    // The wallet's vouchers tab: Active with its count, the voucher's card.
    await page.waitForURL(/\/wallet\?tab=vouchers/);
    const statuses = page.getByRole('navigation', { name: words.statusNav });
    const active = statuses.getByRole('link', { name: words.active });
    const card = page.getByRole('link', { name: voucher.name }).first();
    await card.waitFor();
    expect(await active.getAttribute('aria-current')).toBe('page');
    expect(await active.textContent()).toContain(String(issued.counts.active));
    await expectNoSideways(page);
    await screenshot(page, `vouchers-wallet-${tag}`);
    await expectAccessible(page, `wallet ${tag}`);

    // Its page: the name, the code as text and as a QR code.
    await card.click();
    await page.waitForURL(`${baseUrl}/voucher-detail/${voucher.id}`);
    await page.getByRole('heading', { level: 1, name: voucher.name }).waitFor();
    await page.getByRole('code').filter({ hasText: voucher.code }).waitFor();
    const qr = page.getByRole('img', { name: words.qr(voucher.code) });
    await qr.waitFor();
    expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(150);
    await page.getByRole('button', { name: new RegExp(`^${words.copy}`) }).waitFor();
    await page.getByRole('link', { name: new RegExp(po) }).waitFor();
    await expectNoSideways(page);
    await screenshot(page, `vouchers-detail-${tag}`);
    await expectAccessible(page, `detail ${tag}`);

    // The wallet and the voucher at the other width too (phone and desktop), nothing poking out.
    const other = width < 600 ? 1280 : 375;
    await page.setViewportSize({ width: other, height: other < 600 ? 812 : 900 });
    await expectNoSideways(page);
    await screenshot(page, `vouchers-detail-${language}-${other}`);
    await page.getByRole('link', { name: words.back }).first().click();
    await page.getByRole('link', { name: voucher.name }).first().waitFor();
    await expectNoSideways(page);
    await screenshot(page, `vouchers-wallet-${language}-${other}`);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });

    // The order that bought it: nothing to deliver, no tracking, the way to the vouchers.
    await page.goto(`${baseUrl}/order/detail/${po}`);
    const vouchersPanel = page.getByRole('region', { name: words.vouchersHeading });
    await vouchersPanel.getByRole('link', { name: words.viewVouchers }).waitFor();
    expect(await page.getByRole('region', { name: words.delivery, exact: true }).count()).toBe(0);
    await expectNoSideways(page);
    await screenshot(page, `vouchers-order-${tag}`);

    expect(errors).toEqual([]);
    return voucher;
  } finally {
    await context.close();
  }
}

describe('service vouchers in the browser', () => {
  it('buys a voucher with no delivery step, then finds it in the wallet and opens its QR code (desktop)', async () => {
    const [product] = await voucherProducts();
    const member = await newMember('Voucher Buyer');
    await emptyCart(member.token);
    const voucher = await buyVoucher('en', 1280, member, product!);
    expect(voucher.status).toBe('active');
  });

  it('does the same in Chinese on a phone', async () => {
    const products = await voucherProducts();
    const product = products[1] ?? products[0]!;
    const member = await newMember('Voucher Buyer');
    const zhName = (
      await call<Card>('GET', `/page/productdetails?product_id=${product.id}`, undefined, undefined, 'zh')
    ).product_name;
    const voucher = await buyVoucher('zh', 375, member, { ...product, product_name: zhName });
    expect(voucher.status).toBe('active');
  });
});

describe('a voucher link opened by a member outside Singapore', () => {
  /** Aiman, the demo shop's member in Malaysia (apps/api/src/seed/people.ts). */
  const aiman: Credentials = { mobile: '123456789', password: 'Demo1234' };

  it('asks once, says why in plain words and offers the way back, not a "Try again" that cannot help', async () => {
    const { page, context, errors } = await browser.openPage({
      // The browser reports the refused call itself; that 403 is the point of this test.
      expected: (msg) => msg.text().includes('status of 403'),
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).first().click();
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByLabel('Country code')
      .selectOption({ label: '+60 MY' });
    await fillLoginDialog(page, aiman);

    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/account/voucherdetails')) asked.push(req.url());
    });
    await page.goto(`${baseUrl}/voucher-detail/1`);
    const alert = page.getByRole('alert').filter({ hasText: 'Service vouchers are for Singapore members' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: 'Back to my wallet' }).getAttribute('href')).toBe('/wallet');
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    // The error shows once the query gives up, so every retry it would make has been asked by now.
    expect(asked).toHaveLength(1);
    await expectAccessible(page, 'voucher link outside Singapore');
    await screenshot(page, 'vouchers-not-singapore');
    expect(errors).toEqual([]);
    await context.close();
  });
});
