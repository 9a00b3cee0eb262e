import { type MessageKey, message } from '@beauty/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../staff/service';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';

type Parameter = { in: 'query' | 'path' | 'header'; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  security?: Record<string, string[]>[];
};
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
let paths: string[];
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  paths = Object.keys(doc.paths);
  member = await logIn(t, { mobile: '81234567' });
  await createStaff(t.database.db, {
    email: STAFF.email,
    name: 'Sweep',
    password: STAFF.password,
    role: 'owner',
  });
});
afterAll(() => t.close());

const STAFF = { email: 'sweep-owner@shop.test', password: 'sweep owner password' };

/**
 * What the back office's own pages send to /api/admin: a fresh owner's session cookie, and the header that
 * says the call comes from them (without it every write there is refused as cross-site before its body).
 */
async function staffHeaders(): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    headers: { 'x-client': 'admin' },
    payload: STAFF,
  });
  const cookie = res.cookies.find((c) => c.name === 'staff_session')!.value;
  return { cookie: `staff_session=${cookie}`, 'x-client': 'admin' };
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const QUERIES = [
  '',
  '?lang=',
  '?lang=%E4%B8%AD%E6%96%87',
  `?lang=${'z'.repeat(20_000)}`,
  '?lang[]=a&lang[]=b',
  '?lang[x]=1',
  '?%00=%00',
  '?page=-1&per_page=1e309',
];
const BODIES: { type?: string; payload?: string }[] = [
  {},
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: '{' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '[1,2,3]' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: JSON.stringify({ lang: { $ne: 1 }, __proto__: { admin: true } }) },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'application/json', payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
];

describe('no input produces a 500', () => {
  it('answers every documented endpoint, with any method, query and body, in the envelope below 500', async () => {
    expect(paths.length).toBeGreaterThan(3);
    let requests = 0;
    for (const path of paths) {
      for (const method of METHODS) {
        for (const query of QUERIES) {
          for (const body of method === 'GET' ? [{}] : BODIES) {
            const res = await t.app.inject({
              method,
              url: path + query,
              headers: body.type ? { 'content-type': body.type } : {},
              payload: body.payload,
            });
            requests++;
            const label = `${method} ${path}${query.slice(0, 40)} ${body.type ?? ''} ${String(body.payload).slice(0, 20)}`;
            expect(res.statusCode, label).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(res.json(), label).toMatchObject({ success: false, code: res.statusCode });
              expect(typeof res.json().error_message, label).toBe('string');
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    // About 22,000 requests, which can take longer than the default 30 s on a machine shared with other runs.
  }, 180_000);

  it("answers the back office's endpoints signed in as staff, with any method, query and body, below 500", async () => {
    const adminPaths = paths.filter((p) => p.startsWith('/api/admin/'));
    expect(adminPaths).toContain('/api/admin/auth/login');
    for (const path of adminPaths) {
      // A session of its own per path: the sweep signs out too.
      const headers = await staffHeaders();
      for (const method of METHODS) {
        for (const query of QUERIES) {
          for (const body of method === 'GET' ? [{}] : BODIES) {
            const res = await t.app.inject({
              method,
              url: path + query,
              headers: { ...headers, ...(body.type ? { 'content-type': body.type } : {}) },
              payload: body.payload,
            });
            const label = `${method} ${path}${query.slice(0, 40)} ${body.type ?? ''} ${String(body.payload).slice(0, 20)}`;
            expect(res.statusCode, label).toBeLessThan(500);
            if (res.statusCode >= 400)
              expect(res.json(), label).toMatchObject({ success: false, code: res.statusCode });
          }
        }
      }
    }
  }, 180_000);

  it('answers odd headers and paths in the envelope', async () => {
    for (const url of [
      '/api',
      '/api/',
      '/api/%',
      '/api/page/%E0%A4%A',
      `/api/${'a/'.repeat(500)}`,
      '/api/page/landing/extra',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ success: false });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/page/landing',
      headers: { 'accept-language': '😀'.repeat(1000), authorization: 'Bearer \u0000' },
    });
    expect(res.statusCode).toBe(200);
  });
});

const CONTROL_MESSAGE = message('control_characters');
/** Valid path parameters, so that the field under test is the one refused (params are checked first). */
const PATH_SAMPLES: Record<string, string> = { id: '1', po: 'PO100001', kind: 'product' };
/** Operations that answer any bad value of their field with the spec's own message. */
const OWN_MESSAGE: Record<string, MessageKey> = { 'POST /api/purchase/pointredeem': 'points_not_valid' };

describe('control characters in parameters', () => {
  /** Every parameter of every documented operation, each as one request carrying a NUL in it alone. */
  const cases = (staff: Record<string, string>) =>
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const auth = operation.security?.some((s) => 'ops' in s)
          ? 'test-operator-token-of-at-least-32-characters'
          : member.token;
        // The back office's calls carry its session cookie and header instead (and the member's token, unread).
        const extra = path.startsWith('/api/admin/') ? staff : {};
        const base = { method: method.toUpperCase(), path, auth, extra };
        const parameters = (operation.parameters ?? []).map((p) => ({ ...base, where: p.in, field: p.name }));
        const body = Object.keys(operation.requestBody?.content['application/json']?.schema.properties ?? {});
        return [...parameters, ...body.map((field) => ({ ...base, where: 'body' as const, field }))];
      }),
    );

  it('answers a NUL in any parameter of any operation with 400 naming the field, never 500', async () => {
    const all = cases(await staffHeaders());
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContainEqual(
      expect.objectContaining({ path: '/api/account/register_devicetoken', field: 'device_token' }),
    );
    for (const { method, path, auth, extra, where, field } of all) {
      let url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        name === field ? '%00' : (PATH_SAMPLES[name] ?? ''),
      );
      if (where === 'query') url += `?${field}=%00`;
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: {
          authorization: `Bearer ${auth}`,
          ...extra,
          ...(where === 'header' ? { [field]: '\u0000' } : {}),
        },
        payload: where === 'body' ? { [field]: '\u0000' } : undefined,
      });
      const label = `${method} ${path} ${where} ${field}`;
      expect(res.statusCode, label).toBe(400);
      const own = OWN_MESSAGE[`${method} ${path}`];
      expect(res.json(), label).toMatchObject({
        success: false,
        code: 400,
        message_key: own ?? 'validation_failed',
      });
      expect(res.json().errors?.[field], label).toContain(own ? message(own) : CONTROL_MESSAGE);
    }
  });

  it('refuses the NULs PostgreSQL would have refused with a 500', async () => {
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${member.token}` } });
    const device = await call('POST', '/api/account/register_devicetoken', {
      device_token: '\u0000',
      os_type: 'web',
    });
    expect(device.statusCode).toBe(400);
    expect(device.json().errors).toEqual({ device_token: [CONTROL_MESSAGE] });
    const intent = await call('PUT', '/api/payment/stripe/paymentIntent', {
      payment_intent_id: 'pi_\u0000',
      transaction_no: 'a',
    });
    expect(intent.statusCode).toBe(400);
    expect(intent.json().errors).toEqual({ payment_intent_id: [CONTROL_MESSAGE] });
    const header = await t.app.inject({
      method: 'GET',
      url: '/api/payment/makePayment?payment_method=card',
      headers: { authorization: `Bearer ${member.token}`, 'po-number': '[PO100001\u0000]' },
    });
    expect(header.statusCode).toBe(400);
    expect(Object.keys(header.json().errors)).toEqual(['po-number']);
  });

  it('lets tab and line feed through only in multi-line text', async () => {
    const returnRefund = (comments: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/return_refund',
        payload: { po_number: 'PO999999999', order_line_id: 1, reason: 1, comments },
        headers: { authorization: `Bearer ${member.token}` },
      });
    // Not the member's order: 404 means the text itself passed.
    expect((await returnRefund('Cracked bottle.\nArrived\tleaking.')).statusCode).toBe(404);
    const bell = await returnRefund('Cracked\u0007');
    expect(bell.statusCode).toBe(400);
    expect(bell.json().errors).toEqual({ comments: [CONTROL_MESSAGE] });
    const name = await t.app.inject({
      method: 'PUT',
      url: '/api/account/editprofile',
      payload: { full_name: 'Tan\tMei Ling' },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().errors).toEqual({ full_name: [CONTROL_MESSAGE] });
  });
});
