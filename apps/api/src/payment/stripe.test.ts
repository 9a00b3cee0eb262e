import { paymentIntentSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';
import { insertOrder, type OrderOptions, paymentTrail } from '../test/orders';
import { describeConcurrently } from '../test/postgres-only';
import { refusalAnswer } from '../test/refusals';
import { intentKey, refundKey } from './provider';
import { stripeProvider } from './stripe-provider';
import { type StripeStub, type StubIntent, startStripeStub } from './stripe-stub';

/* The Stripe provider on the official SDK, against a local stub of the Stripe API. */

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stub';
const settings = (apiUrl: string) => ({
  secretKey: 'sk_test_stub',
  publishableKey: 'pk_test_stub',
  webhookSecret: WEBHOOK_SECRET,
  apiUrl,
});

let stub: StripeStub;
let t: TestApp;
let member: Member;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({ payment: stripeProvider(settings(stub.url), () => undefined) });
  member = await logIn(t, { mobile: '81234567' });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const headers = () => ({ authorization: `Bearer ${member.token}` });

async function openedOrder(extra: Partial<OrderOptions> = {}) {
  const order = await insertOrder(t.database.db, { userId: member.userId, ...extra });
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/payment/makePayment?payment_method=card',
    headers: { ...headers(), 'po-number': `[${order.poNumber}]` },
  });
  expect(res.statusCode).toBe(200);
  return { order, intent: paymentIntentSchema.parse(res.json().data) };
}

const confirm = (id: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/payment/stripe/paymentIntent',
    headers: headers(),
    payload: { payment_intent_id: id },
  });

function webhook(type: string, intent: StubIntent | Record<string, unknown>, signWith = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: intent },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Stripe intents', () => {
  it('creates one PaymentIntent per order total, by idempotency key, in cents', async () => {
    const before = stub.requests.length;
    const { order, intent } = await openedOrder({ totalCents: 8_765 });
    expect(intent).toMatchObject({
      provider: 'stripe',
      publishable_key: 'pk_test_stub',
      amount: 8_765,
      currency: 'SGD',
      po_number: order.poNumber,
    });
    expect(intent.client_secret).toBe(stub.intents.get(intent.payment_intent_id)?.client_secret);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/paymentIntent',
      headers: headers(),
      payload: { currency: 'SGD', po_number: order.poNumber, payment_method: 'paynow' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment_intent_id).toBe(intent.payment_intent_id);

    const creates = stub.requests.slice(before).filter((r) => r.path === '/v1/payment_intents');
    expect(creates).toHaveLength(2);
    for (const request of creates) {
      expect(request.idempotencyKey).toBe(intentKey(order.id, 8_765));
      expect(request.authorization).toBe('Bearer sk_test_stub');
      expect(request.form).toMatchObject({
        amount: '8765',
        currency: 'sgd',
        'metadata[po_number]': order.poNumber,
      });
    }
    // The member's latest choice is what the payment records.
    const [row] = await selectRows<{ payment_method: string }>(
      t.database.db,
      sql`select payment_method from payments where order_id = ${order.id}`,
    );
    expect(row?.payment_method).toBe('paynow');
  });

  it('asks Stripe, not the client: pending, declined (402, still to pay), then paid once', async () => {
    const { order, intent } = await openedOrder({ pointsEarned: 30 });
    const pending = await confirm(intent.payment_intent_id);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toMatchObject({ status: 'pending', order_status: 'to_pay' });

    stub.settle(intent.payment_intent_id, 'declined');
    const declined = await confirm(intent.payment_intent_id);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error_message).toBe('Payment failed, please retry in My Orders > To Pay');
    expect((await paymentTrail(t.database.db, order.id)).order?.status).toBe('to_pay');

    stub.settle(intent.payment_intent_id, 'succeeded');
    const paid = await confirm(intent.payment_intent_id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'succeeded', order_status: 'to_ship' });
    const trail = await paymentTrail(t.database.db, order.id);
    expect(trail.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(trail.events).toEqual([{ from_status: 'to_pay', to_status: 'to_ship', actor: 'payment' }]);
    expect(trail.points).toEqual([{ kind: 'earned', status: 'pending', points: 30 }]);
  });

  it('refunds, once, a charge for an order cancelled meanwhile', async () => {
    const { order, intent } = await openedOrder({ totalCents: 2_500 });
    await t.database.db.execute(sql`update orders set status = 'cancelled' where id = ${order.id}`);
    stub.settle(intent.payment_intent_id, 'succeeded');
    const res = await confirm(intent.payment_intent_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message_key).toBe('order_not_payable');
    expect((await confirm(intent.payment_intent_id)).statusCode).toBe(409);

    const refunds = stub.refunds.filter((r) => r.payment_intent === intent.payment_intent_id);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 2_500, idempotencyKey: refundKey(intent.payment_intent_id) }),
    ]);
    const trail = await paymentTrail(t.database.db, order.id);
    expect(trail.payments.map((p) => p.status)).toEqual(['refunded']);
    expect(trail.order?.status).toBe('cancelled');
  });

  it('refunds through the provider with the idempotency key, in cents', async () => {
    const provider = stripeProvider(settings(stub.url));
    const intent = await provider.createIntent({
      amountCents: 1_999,
      currency: 'SGD',
      poNumber: 'PO00000001',
      paymentMethod: 'card',
      idempotencyKey: 'order-test-1999',
    });
    stub.settle(intent.id, 'succeeded');
    const first = await provider.refund({
      intentId: intent.id,
      amountCents: 1_999,
      idempotencyKey: 'refund-k',
    });
    const second = await provider.refund({
      intentId: intent.id,
      amountCents: 1_999,
      idempotencyKey: 'refund-k',
    });
    expect(second.id).toBe(first.id);
    const sent = stub.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === intent.id);
    expect(sent.map((r) => [r.idempotencyKey, r.form.amount])).toEqual([
      ['refund-k', '1999'],
      ['refund-k', '1999'],
    ]);
    expect(stub.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
  });

  it('answers 503 when Stripe cannot be reached', async () => {
    const provider = stripeProvider(
      { ...settings('http://127.0.0.1:9'), apiUrl: 'http://127.0.0.1:9' },
      () => undefined,
    );
    await expect(refusalAnswer(provider.retrieveIntent('pi_x'))).resolves.toMatchObject({
      status: 503,
      key: 'service_unavailable',
    });
  });

  it('has no sandbox card form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/confirm',
      headers: headers(),
      payload: { payment_intent_id: 'pi_x', card_number: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe webhook', () => {
  it('settles payment_intent.succeeded with a good signature', async () => {
    const { order, intent } = await openedOrder();
    const res = await webhook('payment_intent.succeeded', stub.settle(intent.payment_intent_id, 'succeeded'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { received: true } });
    expect((await paymentTrail(t.database.db, order.id)).order?.status).toBe('to_ship');
    // Delivered again (Stripe retries): nothing changes.
    expect(
      (await webhook('payment_intent.succeeded', stub.intents.get(intent.payment_intent_id)!)).statusCode,
    ).toBe(200);
    expect((await paymentTrail(t.database.db, order.id)).events).toHaveLength(1);
  });

  it('records payment_intent.payment_failed and never undoes a success with it', async () => {
    const { order, intent } = await openedOrder();
    const failed = structuredClone(stub.settle(intent.payment_intent_id, 'declined'));
    expect((await webhook('payment_intent.payment_failed', failed)).statusCode).toBe(200);
    let trail = await paymentTrail(t.database.db, order.id);
    expect(trail.payments[0]).toMatchObject({ status: 'failed', failure_message: 'generic_decline' });
    expect(trail.order?.status).toBe('to_pay');

    await webhook('payment_intent.succeeded', stub.settle(intent.payment_intent_id, 'succeeded'));
    // A late failure event, delivered out of order.
    expect((await webhook('payment_intent.payment_failed', failed)).statusCode).toBe(200);
    trail = await paymentTrail(t.database.db, order.id);
    expect(trail.payments[0]?.status).toBe('succeeded');
    expect(trail.order?.status).toBe('to_ship');
  });

  it('acknowledges other events and intents the shop never opened', async () => {
    expect((await webhook('charge.refunded', { id: 'ch_1', object: 'charge' })).statusCode).toBe(200);
    const stranger = {
      ...stub.settle((await openedOrder()).intent.payment_intent_id, 'succeeded'),
      id: 'pi_elsewhere',
    };
    expect((await webhook('payment_intent.succeeded', stranger)).statusCode).toBe(200);
  });

  it('refuses a bad, missing or replayed-with-changes signature with the 400 envelope', async () => {
    const { order, intent } = await openedOrder();
    const settled = stub.settle(intent.payment_intent_id, 'succeeded');
    const wrongSecret = await webhook('payment_intent.succeeded', settled, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ success: false, code: 400, message_key: 'bad_request' });

    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: settled },
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);

    // Signed, then changed by one byte: the raw body no longer matches.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: `${payload} `,
    });
    expect(tampered.statusCode).toBe(400);
    expect((await paymentTrail(t.database.db, order.id)).order?.status).toBe('to_pay');

    // The same bytes as signed are accepted, whatever the content type says.
    const exact = await t.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': signature },
      payload,
    });
    expect(exact.statusCode).toBe(200);
    expect((await paymentTrail(t.database.db, order.id)).order?.status).toBe('to_ship');
  });
});

describeConcurrently('the same Stripe payment confirmed at once by the browser and the webhook', () => {
  it('marks the order paid once', async () => {
    const { order, intent } = await openedOrder({ pointsRedeemed: 150, pointsEarned: 49 });
    const settled = stub.settle(intent.payment_intent_id, 'succeeded');
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => confirm(intent.payment_intent_id)),
      ...Array.from({ length: 5 }, () => webhook('payment_intent.succeeded', settled)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(15).fill(200));
    const trail = await paymentTrail(t.database.db, order.id);
    expect(trail.order?.status).toBe('to_ship');
    expect(trail.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(trail.events).toHaveLength(1);
    expect(trail.points).toEqual([
      { kind: 'redeemed', status: 'successful', points: -150 },
      { kind: 'earned', status: 'pending', points: 49 },
    ]);
  });
});
