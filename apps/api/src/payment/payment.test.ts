import { message, paymentIntentSchema, paymentResultSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';
import { insertOrder, type OrderOptions, paymentTrail } from '../test/orders';
import { describeConcurrently } from '../test/postgres-only';
import { sandboxCardOutcome } from './sandbox-provider';

/* The payment calls with the default sandbox provider: test cards, no network. */

let t: TestApp;
let meiLing: Member;
let aiman: Member;

const PAID = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

beforeAll(async () => {
  t = await createTestApp();
  meiLing = await logIn(t, { mobile: '81234567' });
  aiman = await logIn(t, { mobile: '123456789', country: 'MY' });
});
afterAll(() => t.close());

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

function makePayment(token: string | undefined, poHeader: string | undefined, method = 'card') {
  return t.app.inject({
    method: 'GET',
    url: `/api/payment/makePayment?payment_method=${method}`,
    headers: { ...auth(token), ...(poHeader === undefined ? {} : { 'po-number': poHeader }) },
  });
}

const createIntent = (token: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payment/stripe/paymentIntent', headers: auth(token), payload });

const confirmIntent = (token: string | undefined, payment_intent_id: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/payment/stripe/paymentIntent',
    headers: auth(token),
    payload: { payment_intent_id, transaction_no: 'T-1' },
  });

const payByCard = (
  token: string | undefined,
  payment_intent_id: string,
  card_number: string,
  expiry = '12/39',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/confirm',
    headers: auth(token),
    payload: { payment_intent_id, card_number, expiry, cvc: '123' },
  });

async function openedOrder(extra: Partial<OrderOptions> = {}) {
  const order = await insertOrder(t.database.db, { userId: meiLing.userId, ...extra });
  const res = await makePayment(meiLing.token, `[${order.poNumber}]`);
  expect(res.statusCode).toBe(200);
  return { order, intent: paymentIntentSchema.parse(res.json().data) };
}

describe('opening a payment', () => {
  it('creates the order intent once and answers it again, by header or by body', async () => {
    const order = await insertOrder(t.database.db, { userId: meiLing.userId, totalCents: 12_345 });
    const first = await makePayment(meiLing.token, `[${order.poNumber}]`);
    expect(first.statusCode).toBe(200);
    const intent = paymentIntentSchema.parse(first.json().data);
    expect(intent).toMatchObject({
      provider: 'sandbox',
      publishable_key: null,
      po_number: order.poNumber,
      amount: 12_345,
      currency: 'SGD',
    });
    expect(intent.client_secret).toContain(intent.payment_intent_id);

    const again = await makePayment(meiLing.token, `[${order.poNumber}]`);
    expect(again.json().data.payment_intent_id).toBe(intent.payment_intent_id);
    const byBody = await createIntent(meiLing.token, {
      currency: 'SGD',
      po_number: order.poNumber,
      payment_method: 'card',
    });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json().data.payment_intent_id).toBe(intent.payment_intent_id);

    const trail = await paymentTrail(t.database.db, order.id);
    expect(trail.payments).toEqual([
      { status: 'pending', provider_ref: intent.payment_intent_id, failure_message: null },
    ]);
    expect(trail.order?.status).toBe('to_pay');
  });

  it('needs login for every call', async () => {
    const order = await insertOrder(t.database.db, { userId: meiLing.userId });
    expect((await makePayment(undefined, `[${order.poNumber}]`)).statusCode).toBe(401);
    expect(
      (await createIntent(undefined, { currency: 'SGD', po_number: order.poNumber, payment_method: 'card' }))
        .statusCode,
    ).toBe(401);
    expect((await confirmIntent(undefined, 'pi_sandbox_x')).statusCode).toBe(401);
    expect((await payByCard(undefined, 'pi_sandbox_x', PAID)).statusCode).toBe(401);
  });

  it.each([
    ['missing', undefined, 'required'],
    ['empty', '', 'required'],
    ['without brackets', 'PO12345678', 'invalid_value'],
    ['lower case', '[po12345678]', 'invalid_value'],
    ['double brackets', '[[PO12345678]]', 'invalid_value'],
    ['space inside', '[ PO12345678]', 'invalid_value'],
    ['two numbers', '[PO12345678],[PO12345679]', 'invalid_value'],
    ['too short', '[PO123]', 'invalid_value'],
    ['not a PO', '[12345678]', 'invalid_value'],
  ])('refuses a po-number header %s with 400', async (_what, header, key) => {
    const res = await makePayment(meiLing.token, header);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message_key: 'validation_failed',
      errors: { 'po-number': [message(key as 'required', 'en')] },
    });
  });

  it("answers 404 for another member's order and for an unknown one", async () => {
    const order = await insertOrder(t.database.db, { userId: meiLing.userId });
    expect((await makePayment(aiman.token, `[${order.poNumber}]`)).statusCode).toBe(404);
    expect(
      (
        await createIntent(aiman.token, {
          currency: 'SGD',
          po_number: order.poNumber,
          payment_method: 'card',
        })
      ).statusCode,
    ).toBe(404);
    expect((await makePayment(meiLing.token, '[PO99999999999]')).statusCode).toBe(404);
  });

  it('refuses methods, currencies and orders the sandbox cannot take', async () => {
    const order = await insertOrder(t.database.db, { userId: meiLing.userId });
    const unsupported = message('payment_method_unsupported', 'en');

    const paynow = await makePayment(meiLing.token, `[${order.poNumber}]`, 'paynow');
    expect(paynow.statusCode).toBe(400);
    expect(paynow.json()).toMatchObject({
      message_key: 'payment_method_unsupported',
      error_message: unsupported,
    });

    const unknown = await makePayment(meiLing.token, `[${order.poNumber}]`, 'bitcoin');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.payment_method).toEqual([unsupported]);

    const usd = await createIntent(meiLing.token, {
      currency: 'USD',
      po_number: order.poNumber,
      payment_method: 'card',
    });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().errors.currency).toEqual([unsupported]);

    const ringgit = await insertOrder(t.database.db, { userId: meiLing.userId, currency: 'MYR' });
    const res = await makePayment(meiLing.token, `[${ringgit.poNumber}]`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message_key).toBe('payment_method_unsupported');
  });

  it('refuses an order that is not to pay, or past its payment time', async () => {
    for (const extra of [
      { status: 'cancelled' },
      { status: 'to_ship' },
      { paymentDueMinutes: -1 },
    ] as const) {
      const order = await insertOrder(t.database.db, { userId: meiLing.userId, ...extra });
      const res = await makePayment(meiLing.token, `[${order.poNumber}]`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message_key).toBe('order_not_payable');
    }
  });
});

describe('paying with the sandbox card form', () => {
  it('pays with 4242…: the order moves to ship once, with its points', async () => {
    const { order, intent } = await openedOrder({ pointsRedeemed: 300, pointsEarned: 46 });
    const res = await payByCard(meiLing.token, intent.payment_intent_id, PAID);
    expect(res.statusCode).toBe(200);
    expect(paymentResultSchema.parse(res.json().data)).toEqual({
      po_number: order.poNumber,
      status: 'succeeded',
      order_status: 'to_ship',
      message: null,
    });

    // The browser then asks the shop to confirm, as with Stripe: the same answer, nothing paid twice.
    const confirmed = await confirmIntent(meiLing.token, intent.payment_intent_id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'succeeded', order_status: 'to_ship' });
    expect((await payByCard(meiLing.token, intent.payment_intent_id, DECLINED)).statusCode).toBe(200);

    const trail = await paymentTrail(t.database.db, order.id);
    expect(trail.order).toMatchObject({ status: 'to_ship', payment_method: 'card' });
    expect(trail.order?.paid_at).not.toBeNull();
    expect(trail.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(trail.events).toEqual([{ from_status: 'to_pay', to_status: 'to_ship', actor: 'payment' }]);
    expect(trail.points).toEqual([
      { kind: 'redeemed', status: 'successful', points: -300 },
      { kind: 'earned', status: 'pending', points: 46 },
    ]);
    // Paid: no new payment can be opened.
    expect((await makePayment(meiLing.token, `[${order.poNumber}]`)).statusCode).toBe(409);
  });

  it('declines 4000…0002, leaves the order to pay, and a retry with 4242… pays', async () => {
    const { order, intent } = await openedOrder({ pointsRedeemed: 100 });
    const declined = await payByCard(meiLing.token, intent.payment_intent_id, DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      success: false,
      code: 402,
      message_key: 'payment_failed',
      error_message: 'Payment failed, please retry in My Orders > To Pay',
    });
    let trail = await paymentTrail(t.database.db, order.id);
    expect(trail.order?.status).toBe('to_pay');
    expect(trail.payments).toEqual([
      { status: 'failed', provider_ref: intent.payment_intent_id, failure_message: 'card_declined' },
    ]);
    expect(trail.points).toEqual([{ kind: 'redeemed', status: 'pending', points: -100 }]);
    expect(trail.events).toEqual([]);
    // The shop's confirmation agrees with the provider: failed.
    expect((await confirmIntent(meiLing.token, intent.payment_intent_id)).statusCode).toBe(402);

    // Retry from My Orders > To Pay: the same intent comes back and the good card pays it.
    const reopened = await makePayment(meiLing.token, `[${order.poNumber}]`);
    expect(reopened.json().data.payment_intent_id).toBe(intent.payment_intent_id);
    const paid = await payByCard(meiLing.token, intent.payment_intent_id, PAID);
    expect(paid.statusCode).toBe(200);
    trail = await paymentTrail(t.database.db, order.id);
    expect(trail.order?.status).toBe('to_ship');
    expect(trail.payments).toEqual([
      { status: 'succeeded', provider_ref: intent.payment_intent_id, failure_message: null },
    ]);
    expect(trail.points[0]).toEqual({ kind: 'redeemed', status: 'successful', points: -100 });
  });

  it('declines any other card number as invalid', async () => {
    const { order, intent } = await openedOrder();
    const res = await payByCard(meiLing.token, intent.payment_intent_id, '4111 1111 1111 1111');
    expect(res.statusCode).toBe(402);
    const trail = await paymentTrail(t.database.db, order.id);
    expect(trail.payments[0]).toMatchObject({ status: 'failed', failure_message: 'invalid_number' });
  });

  it('refuses an expired card before charging, and a malformed form', async () => {
    const { order, intent } = await openedOrder();
    const expired = await payByCard(meiLing.token, intent.payment_intent_id, PAID, '01/20');
    expect(expired.statusCode).toBe(400);
    expect(Object.keys(expired.json().errors)).toEqual(['expiry']);
    const malformed = await payByCard(meiLing.token, intent.payment_intent_id, 'abcd', '13/30');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['card_number', 'expiry']);
    expect((await paymentTrail(t.database.db, order.id)).payments[0]?.status).toBe('pending');
  });

  it('reads card expiry as valid to the end of its month', () => {
    const now = new Date('2030-06-15T00:00:00Z');
    expect(sandboxCardOutcome(PAID, '06/30', now).status).toBe('succeeded');
    expect(sandboxCardOutcome(PAID, '05/30', now).status).toBe('expired');
    expect(sandboxCardOutcome(DECLINED, '01/31', now)).toEqual({
      status: 'failed',
      failureMessage: 'card_declined',
    });
  });

  it("answers 404 for another member's intent and an unknown one", async () => {
    const { order, intent } = await openedOrder();
    expect((await payByCard(aiman.token, intent.payment_intent_id, PAID)).statusCode).toBe(404);
    expect((await confirmIntent(aiman.token, intent.payment_intent_id)).statusCode).toBe(404);
    expect((await confirmIntent(meiLing.token, 'pi_sandbox_000000000000000000000000')).statusCode).toBe(404);
    expect((await paymentTrail(t.database.db, order.id)).order?.status).toBe('to_pay');
  });

  it('answers pending before the card form was used', async () => {
    const { intent } = await openedOrder();
    const res = await confirmIntent(meiLing.token, intent.payment_intent_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'pending', order_status: 'to_pay' });
  });

  it('refunds a charge for an order cancelled meanwhile and answers order_not_payable', async () => {
    const { order, intent } = await openedOrder({ pointsEarned: 20 });
    await t.database.db.execute(
      sql`update orders set status = 'cancelled', cancelled_at = now() where id = ${order.id}`,
    );
    const res = await payByCard(meiLing.token, intent.payment_intent_id, PAID);
    expect(res.statusCode).toBe(409);
    expect(res.json().message_key).toBe('order_not_payable');
    const trail = await paymentTrail(t.database.db, order.id);
    expect(trail.order?.status).toBe('cancelled');
    expect(trail.payments.map((p) => p.status)).toEqual(['refunded']);
    expect(trail.events).toEqual([]);
    expect(trail.points).toEqual([]);
    expect((await confirmIntent(meiLing.token, intent.payment_intent_id)).statusCode).toBe(409);
  });

  it("refunds and refuses a charge whose amount is not the order's", async () => {
    const { order, intent } = await openedOrder({ totalCents: 5_000 });
    await t.database.db.execute(sql`update orders set total_cents = 4000 where id = ${order.id}`);
    const res = await payByCard(meiLing.token, intent.payment_intent_id, PAID);
    expect(res.statusCode).toBe(409);
    expect(res.json().message_key).toBe('payment_failed');
    const trail = await paymentTrail(t.database.db, order.id);
    expect(trail.order?.status).toBe('to_pay');
    expect(trail.payments.map((p) => p.status)).toEqual(['refunded']);
    // Paying again opens an intent for the order's real total.
    const reopened = await makePayment(meiLing.token, `[${order.poNumber}]`);
    expect(reopened.json().data.amount).toBe(4_000);
    expect(reopened.json().data.payment_intent_id).not.toBe(intent.payment_intent_id);
  });

  it('documents the payment calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/payment/makePayment',
        '/api/payment/stripe/paymentIntent',
        '/api/payment/sandbox/confirm',
      ]),
    );
  });

  it('has no Stripe webhook', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/stripe/webhook', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describeConcurrently('confirming the same payment many times at once', () => {
  it('marks the order paid once: one successful payment, one pay event, points earned once', async () => {
    const { order, intent } = await openedOrder({ pointsRedeemed: 200, pointsEarned: 49 });
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => payByCard(meiLing.token, intent.payment_intent_id, PAID)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().data.order_status))).toEqual(new Set(['to_ship']));
    const confirms = await Promise.all(
      Array.from({ length: 10 }, () => confirmIntent(meiLing.token, intent.payment_intent_id)),
    );
    expect(confirms.map((r) => r.statusCode)).toEqual(Array(10).fill(200));

    const trail = await paymentTrail(t.database.db, order.id);
    expect(trail.order?.status).toBe('to_ship');
    expect(trail.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(trail.events).toHaveLength(1);
    expect(trail.points).toEqual([
      { kind: 'redeemed', status: 'successful', points: -200 },
      { kind: 'earned', status: 'pending', points: 49 },
    ]);
  });
});
