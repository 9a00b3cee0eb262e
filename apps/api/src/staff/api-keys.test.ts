import { ROLE_PERMISSIONS } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../account';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { makeStore } from '../test/booking';
import { makeProduct } from '../test/catalogue';
import { logIn } from '../test/members';
import { insertOrder } from '../test/orders';
import { apiKeyAuthenticator } from './api-keys';
import { createStaff } from './service';

/*
 * API keys: who may manage them, a key shown once and kept hashed, and a key as the caller of /api/admin:
 * its role's permissions, no Origin check, refused once revoked, its last use recorded once a minute.
 */

let t: TestApp;
let storeId: number;
const PW = 'staff password 1';
const OWN = { origin: 'http://localhost:80' };

beforeAll(async () => {
  t = await createTestApp();
  storeId = await makeStore(t.database.db);
  for (const [email, role] of [
    ['keyowner@shop.test', 'owner'],
    ['keymanager@shop.test', 'manager'],
  ] as const)
    await createStaff(t.database.db, { email, name: email.split('@')[0]!, password: PW, role });
  await createStaff(t.database.db, {
    email: 'keystore@shop.test',
    name: 'keystore',
    password: PW,
    role: 'store_staff',
    storeIds: [storeId],
  });
});
afterAll(() => t.close());

type Call = { cookie?: string; key?: string; headers?: Record<string, string> };

const send = (method: 'GET' | 'POST', url: string, payload?: object, call: Call = {}) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    payload,
    headers: {
      ...(method === 'POST' && !call.key ? OWN : {}),
      ...(call.cookie ? { cookie: `staff_session=${call.cookie}` } : {}),
      ...(call.key ? { authorization: `Bearer ${call.key}` } : {}),
      ...call.headers,
    },
  });

async function signIn(email: string) {
  const res = await send('POST', '/auth/login', { email, password: PW });
  expect(res.statusCode, res.body).toBe(200);
  return res.cookies.find((c) => c.name === 'staff_session')!.value;
}

let ownerCookie: string;
beforeAll(async () => {
  ownerCookie = await signIn('keyowner@shop.test');
});

async function newKey(body: Record<string, unknown>) {
  const res = await send('POST', '/api-keys', body, { cookie: ownerCookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; key: string; name: string; role: string };
}

describe('who may manage API keys', () => {
  it('answers no session 401, a member token 401, store staff 403, a manager 403 and the owner 200', async () => {
    const member = await logIn(t);
    const { id } = await newKey({ name: 'matrix', role: 'manager' });
    const calls: [string, 'GET' | 'POST', string, object | undefined][] = [
      ['list', 'GET', '/api-keys', undefined],
      ['create', 'POST', '/api-keys', { name: 'nightly', role: 'manager' }],
      ['revoke', 'POST', `/api-keys/${id}/revoke`, {}],
    ];
    const storeCookie = await signIn('keystore@shop.test');
    const managerCookie = await signIn('keymanager@shop.test');
    for (const [name, method, url, body] of calls) {
      expect((await send(method, url, body)).statusCode, `${name} without a session`).toBe(401);
      expect(
        (await send(method, url, body, { headers: { authorization: `Bearer ${member.token}` } })).statusCode,
        `${name} with a member's token`,
      ).toBe(401);
      expect((await send(method, url, body, { cookie: storeCookie })).statusCode, `${name} store staff`).toBe(
        403,
      );
      expect((await send(method, url, body, { cookie: managerCookie })).statusCode, `${name} manager`).toBe(
        403,
      );
      const res = await send(method, url, body, { cookie: ownerCookie });
      expect(res.statusCode, `${name} owner: ${res.body}`).toBe(200);
    }
  });
});

describe('a key', () => {
  it('is answered once, kept as its SHA-256 hash, and listed without it', async () => {
    const created = await newKey({ name: 'cron', role: 'store_staff', store_ids: [storeId] });
    expect(created.key).toMatch(/^bk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'cron',
      role: 'store_staff',
      store_ids: [storeId],
      created_by: 'keyowner',
      last_used_at: null,
      revoked_at: null,
    });
    const [row] = await selectRows<{ key_hash: string }>(
      t.database.db,
      sql`select key_hash from staff_api_keys where id = ${created.id}`,
    );
    expect(row!.key_hash).toBe(hashToken(created.key));
    const list = await send('GET', '/api-keys', undefined, { cookie: ownerCookie });
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(row!.key_hash);
    expect(list.json().data.api_keys.find((k: { id: number }) => k.id === created.id)).toMatchObject({
      name: 'cron',
    });
    const noStores = await send(
      'POST',
      '/api-keys',
      { name: 'x', role: 'store_staff' },
      { cookie: ownerCookie },
    );
    expect(noStores.statusCode).toBe(400);
  });

  it("acts with its role's permissions, from anywhere, and not on a person's sign-in routes", async () => {
    const ownerKey = (await newKey({ name: 'owner script', role: 'owner' })).key;
    const managerKey = (await newKey({ name: 'manager script', role: 'manager' })).key;
    expect((await send('GET', '/staff', undefined, { key: ownerKey })).statusCode).toBe(200);
    expect((await send('GET', '/staff', undefined, { key: managerKey })).statusCode).toBe(403);
    expect((await send('GET', '/api-keys', undefined, { key: managerKey })).statusCode).toBe(403);
    // A write from another site's Origin: refused with a cookie, served with a key (no ambient authority).
    const body = { email: 'scripted@shop.test', name: 'Scripted', role: 'manager', password: PW };
    const elsewhere = { origin: 'https://evil.example' };
    expect((await send('POST', '/staff', body, { cookie: ownerCookie, headers: elsewhere })).statusCode).toBe(
      403,
    );
    expect((await send('POST', '/staff', body, { key: ownerKey, headers: elsewhere })).statusCode).toBe(200);
    expect((await send('GET', '/auth/me', undefined, { key: ownerKey })).statusCode).toBe(401);
    expect((await send('POST', '/auth/totp/enrol', {}, { key: ownerKey })).statusCode).toBe(401);
    // An unknown or malformed key is no caller, even beside a valid cookie.
    const unknown = `bk_${'A'.repeat(43)}`;
    expect((await send('GET', '/staff', undefined, { key: unknown })).statusCode).toBe(401);
    expect(
      (await send('GET', '/staff', undefined, { key: 'bk_short', cookie: ownerCookie })).statusCode,
    ).toBe(401);
  });

  it('is refused once revoked', async () => {
    const { id, key } = await newKey({ name: 'leaving', role: 'owner' });
    expect((await send('GET', '/staff', undefined, { key })).statusCode).toBe(200);
    expect((await send('POST', `/api-keys/${id}/revoke`, {}, { cookie: ownerCookie })).statusCode).toBe(200);
    expect((await send('GET', '/staff', undefined, { key })).statusCode).toBe(401);
    const listed = (await send('GET', '/api-keys', undefined, { cookie: ownerCookie })).json().data.api_keys;
    expect(listed.find((k: { id: number }) => k.id === id).revoked_at).toMatch(/Z$/);
    const unknown = await send('POST', '/api-keys/999999/revoke', {}, { cookie: ownerCookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message_key).toBe('api_key_not_found');
  });

  it('records its last use, at most once a minute', async () => {
    const { id, key } = await newKey({ name: 'counted', role: 'owner' });
    const lastUsed = async () =>
      (
        await selectRows<{ at: string | null }>(
          t.database.db,
          sql`select last_used_at::text as at from staff_api_keys where id = ${id}`,
        )
      )[0]!.at;
    expect(await lastUsed()).toBeNull();
    await send('GET', '/staff', undefined, { key });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await send('GET', '/staff', undefined, { key });
    expect(await lastUsed()).toBe(first);
    await t.database.db.execute(
      sql`update staff_api_keys set last_used_at = now() - interval '2 minutes' where id = ${id}`,
    );
    const older = await lastUsed();
    await send('GET', '/staff', undefined, { key });
    expect(await lastUsed()).not.toBe(older);
  });
});

describe('a key on the operator API (/api/ops)', () => {
  const ops = (url: string, key: string) =>
    t.app.inject({ method: 'GET', url: `/api/ops${url}`, headers: { authorization: `Bearer ${key}` } });

  it("is held to its role's permission of each route, and refused once revoked", async () => {
    const store = await newKey({ name: 'salon tablet', role: 'store_staff', store_ids: [storeId] });
    const manager = await newKey({ name: 'moderation', role: 'manager' });
    expect((await ops('/commands', store.key)).statusCode).toBe(200);
    expect((await ops('/reviews', store.key)).statusCode).toBe(403);
    expect((await ops('/reviews', manager.key)).statusCode).toBe(200);
    await send('POST', `/api-keys/${manager.id}/revoke`, {}, { cookie: ownerCookie });
    expect((await ops('/reviews', manager.key)).statusCode).toBe(401);
    expect((await ops('/commands', `bk_${'B'.repeat(43)}`)).statusCode).toBe(401);
  });

  it("ships an order as the key: the order's event names the key, with no staff id", async () => {
    const { key } = await newKey({ name: 'warehouse', role: 'manager' });
    const { userId } = await logIn(t);
    const product = await makeProduct(t.database.db, { variations: [{ stock: 5 }] });
    const order = await insertOrder(t.database.db, {
      userId,
      status: 'to_ship',
      lines: [{ variationId: product.variationId, quantity: 1 }],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${order.poNumber}/ship`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = await selectRows<{ actor: string; actor_id: number | null; actor_name: string }>(
      t.database.db,
      sql`select actor, actor_id, actor_name from order_events where order_id = ${order.id} and to_status = 'to_receive'`,
    );
    expect(events).toEqual([{ actor: 'operator', actor_id: null, actor_name: 'api key warehouse' }]);
  });

  it('names the key as the actor of what it does, with no staff id', async () => {
    const { key } = await newKey({ name: 'nightly', role: 'owner' });
    const grant = await apiKeyAuthenticator(t.database.db)({
      headers: { authorization: `Bearer ${key}` },
    } as FastifyRequest);
    expect(grant?.actor).toEqual({ kind: 'staff', staffId: null, name: 'api key nightly' });
    expect([...(grant?.permissions ?? [])].sort()).toEqual([...ROLE_PERMISSIONS.owner].sort());
  });
});
