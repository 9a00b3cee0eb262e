import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { needsLogin } from './login';

type Operation = { security?: Record<string, string[]>[] };

let t: TestApp;
/** "METHOD /path" of every operation the document marks as needing a member's login. */
let memberOperations: string[];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  memberOperations = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => needsLogin(operation.security))
      .map(([method, _]) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

const MADE_UP_TOKEN = 'madeUpToken_0123456789abcdefghijklmnopqrstuv';

describe('login is checked before anything else', () => {
  it('marks the member operations in the OpenAPI document, the account calls among them', () => {
    expect(memberOperations).toEqual(
      expect.arrayContaining([
        'PUT /api/account/editprofile',
        'PUT /api/account/changepassword',
        'POST /api/account/checkcurrentpassword',
        'POST /api/account/enable_push_notification',
        'POST /api/account/register_devicetoken',
        'POST /api/account/newaddress',
        'PUT /api/account/editaddress/{id}',
        'GET /api/order/index',
        'POST /api/order/addcart',
        'GET /api/purchase/shipping',
        'GET /api/payment/makePayment',
        'GET /api/wishlist/index',
        'POST /api/common/upload',
      ]),
    );
    expect(memberOperations).not.toContain('POST /api/account/login');
    expect(memberOperations).not.toContain('GET /api/ops/orders');
  });

  it('answers every member operation with 401 in the envelope without a token or with a made-up one', async () => {
    const callers = [{}, { authorization: `Bearer ${MADE_UP_TOKEN}` }, { authorization: 'Bearer \u0001' }];
    for (const operation of memberOperations) {
      const [method, path] = operation.split(' ') as [string, string];
      // Parameters that would fail validation: login must be refused before they are looked at.
      const url = `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?page=-1&type=nonsense`;
      for (const headers of callers) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: method === 'GET' ? undefined : '{"device_token":"\\u0000"}',
        });
        const label = `${operation} ${JSON.stringify(headers)}`;
        expect(res.statusCode, label).toBe(401);
        expect(res.json(), label).toMatchObject({ success: false, code: 401, message_key: 'unauthorized' });
      }
    }
  });

  it('reads only the bearer alternative as required login', () => {
    expect(needsLogin([{ bearer: [] }])).toBe(true);
    expect(needsLogin([{ ops: [] }])).toBe(false);
    expect(needsLogin([{}, { bearer: [] }])).toBe(false);
    expect(needsLogin([])).toBe(false);
    expect(needsLogin(undefined)).toBe(false);
  });
});
