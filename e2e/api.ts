/*
 * The shop's API as the browser tests call it beside the browser: to arrange what a test needs (its own
 * members, addresses, carts, orders), to read what a member sees and to move orders on. Every helper answers
 * the envelope's data, or throws with the call and its answer.
 */

import { addDays, shopToday } from '@beauty/shared';

export type Language = 'en' | 'zh';

/** Who logs in: a number and its password (a member made by `newMember`, or a seeded account). */
export type Credentials = { mobile: string; password: string };

/** A member of the test's own, with an app token to arrange and read their data beside the browser. */
export type Member = Credentials & { name: string; token: string };

/**
 * The seeded accounts (apps/api/src/seed/people.ts) a test uses only for what the API cannot make: partner
 * accounts and their ranks, and a points balance to spend. Anything else a test needs, it makes itself.
 */
export const SEEDED = {
  /** Tan Mei Ling, a Singapore member with welcome points. */
  member: { mobile: '81234567', password: 'Demo1234' },
  /** Rachel, a Style Silver partner. */
  agent: { mobile: '81230001', password: 'Demo1234' },
  /** Nadia, a Style Platinum partner. */
  platinumAgent: { mobile: '81230003', password: 'Demo1234' },
} as const satisfies Record<string, Credentials>;

/** The operator token outside production (apps/api/src/config.ts DEMO_OPS_TOKEN; e2e/server.ts sets none). */
const OPS_TOKEN = process.env.OPS_TOKEN ?? 'demo-only-operator-token-not-for-production';
const NEW_MEMBER_PASSWORD = 'Welcome123';

type CallOptions = { token?: string; body?: unknown; language?: Language; headers?: Record<string, string> };

export function apiClient(baseUrl: () => string) {
  async function send<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const { token, body, language = 'en' } = options;
    const headers: Record<string, string> = { 'Accept-Language': language, ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { success: boolean; data: T };
    if (!res.ok || !answer.success)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer.data;
  }

  function call<T>(method: string, path: string, token?: string, body?: unknown, language?: Language) {
    return send<T>(method, path, { token, body, language });
  }

  let singapore: Promise<number> | null = null;
  function singaporeId(): Promise<number> {
    singapore ??= call<{ id: number; abbreviation: string }[]>('GET', '/common/country_list').then((rows) => {
      const row = rows.find((c) => c.abbreviation === 'SG');
      if (!row) throw new Error('no Singapore in the country list');
      return row.id;
    });
    return singapore;
  }

  /**
   * A session token of a Singapore account. An app (android) login by default, so it does not end the
   * browser's web session of the same account; a `web` login does, as a login on another computer would.
   */
  async function login(who: Credentials, osType: 'android' | 'web' = 'android'): Promise<string> {
    const session = await call<{ token: string }>('POST', '/account/login', undefined, {
      country_id: await singaporeId(),
      mobile: who.mobile,
      password: who.password,
      os_type: osType,
    });
    return session.token;
  }

  /** An app token of a seeded account (see SEEDED). */
  const appToken = (mobile: string, password: string) => login({ mobile, password });

  /** The code in the newest text message to a number, as a demo user reads it from the outbox. */
  async function lastCode(mobile: string, previous?: string): Promise<string> {
    for (let i = 0; i < 40; i++) {
      const [newest] = await call<{ body: string }[]>('GET', `/dev/sms-outbox?mobile=${mobile}`);
      const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
      if (code && code !== previous) return code;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no new code sent to ${mobile}`);
  }

  /**
   * A new Singapore member, signed up the way the app does it (code by text message, verified, then the
   * account), with an unused number. Each sign-up comes from an address of its own (the server trusts the
   * test's X-Forwarded-For, e2e/server.ts), as different customers' would: an address may ask for only so
   * many codes an hour.
   */
  async function newMember(name = 'Test Member'): Promise<Member> {
    const countryId = await singaporeId();
    for (let attempt = 0; attempt < 5; attempt++) {
      const mobile = `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const octet = () => Math.floor(Math.random() * 254) + 1;
      const headers = { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
      const target = { country_id: countryId, mobile, type: 1 };
      try {
        await send('POST', '/common/requestSMSOTP', { body: target, headers });
      } catch (error) {
        if (String(error).includes('mobile_taken')) continue;
        throw error;
      }
      await send('POST', '/common/verify_otp', { body: { ...target, otp: await lastCode(mobile) }, headers });
      const session = await send<{ token: string }>('POST', '/account/register', {
        headers,
        body: {
          name,
          email: `member-${mobile}@e2e.example`,
          country_id: countryId,
          mobile,
          birthday: '1990-06-15',
          gender: 2,
          password: NEW_MEMBER_PASSWORD,
          password_confirmation: NEW_MEMBER_PASSWORD,
          os_type: 'android',
        },
      });
      return { mobile, password: NEW_MEMBER_PASSWORD, name, token: session.token };
    }
    throw new Error('no unused mobile number found');
  }

  /** Saves an address in the member's book (by default their default delivery and billing address). */
  async function addAddress(
    token: string,
    address: { receiver_name: string; address: string } & Record<string, unknown>,
  ): Promise<{ id: number }> {
    return call('POST', '/account/newaddress', token, {
      floor_unit: '',
      postcode: '238826',
      contact_no: '91234567',
      country_id: await singaporeId(),
      default_delivery_address: true,
      default_billing_address: true,
      ...address,
    });
  }

  async function emptyCart(token: string) {
    const cart = await call<{ mycart: { items: { id: number }[] }[] }>('POST', '/purchase/editcart', token);
    const lines = cart.mycart.flatMap((g) => g.items.map((i) => i.id));
    if (lines.length > 0) await call('DELETE', '/purchase/deleteitems', token, { cart_item_id: lines });
  }

  /**
   * Places an order for one product (the cart emptied first) with the first free delivery slot two days on;
   * answers its PO number and total. A member without an address gets one first.
   */
  async function placeOrder(token: string, productId: number): Promise<{ po: string; total: number }> {
    await emptyCart(token);
    const book = await call<unknown[]>('GET', '/account/address', token);
    if (book.length === 0) await addAddress(token, { receiver_name: 'Test Member', address: '1 Test Road' });
    await call('POST', '/order/addcart', token, { product: { product_id: productId } });
    const date = addDays(shopToday(), 2);
    const schedule = await call<{ slots: { time: string; available: boolean }[] }>(
      'GET',
      `/purchase/schedule?date=${date}`,
      token,
    );
    const slot = schedule.slots.find((s) => s.available);
    if (!slot) throw new Error(`no free delivery slot on ${date}`);
    const placed = await call<{ po_number: string; total: number }>('POST', '/purchase/placeorder', token, {
      date,
      time: slot.time,
    });
    return { po: placed.po_number, total: placed.total };
  }

  /** Moves an order on as the shop's operator would (ship, deliver, fail-delivery, …). */
  const operate = (po: string, command: string) =>
    call<unknown>('POST', `/ops/orders/${po}/${command}`, OPS_TOKEN, {});

  /** Pays an order with the sandbox's test card, as the pay page's card form does. */
  async function payOrder(token: string, po: string): Promise<void> {
    const intent = await call<{ payment_intent_id: string }>('POST', '/payment/stripe/paymentIntent', token, {
      currency: 'SGD',
      po_number: po,
      payment_method: 'card',
    });
    const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
    await call('POST', '/payment/sandbox/confirm', token, {
      payment_intent_id: intent.payment_intent_id,
      card_number: '4242 4242 4242 4242',
      expiry: `12/${year}`,
      cvc: '123',
    });
  }

  /** An order of one product placed, paid, shipped and delivered: its PO number. */
  async function deliveredOrder(token: string, productId: number): Promise<string> {
    const { po } = await placeOrder(token, productId);
    await payOrder(token, po);
    await operate(po, 'ship');
    await operate(po, 'deliver');
    return po;
  }

  return {
    call,
    login,
    appToken,
    lastCode,
    newMember,
    addAddress,
    emptyCart,
    placeOrder,
    operate,
    payOrder,
    deliveredOrder,
  };
}
