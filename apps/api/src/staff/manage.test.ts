import { STAFF_MESSAGES } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../account';
import { selectRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { makeStore } from '../test/booking';
import { logIn } from '../test/members';
import { itConcurrently } from '../test/postgres-only';
import { changeStaffRole } from './manage';
import { createStaff } from './service';
import { totpCodeAt } from './totp';

/*
 * The owner's staff page: who may call it, adding and changing staff, the shop's last active owner (also two
 * owners demoting each other at once, on PostgreSQL), and deactivation and a second factor's reset ending
 * the sessions they must.
 */

let t: TestApp;
let storeId: number;
let otherStoreId: number;
const PW = 'staff password 1';
const en = STAFF_MESSAGES.en;
const OWN = { origin: 'http://localhost:80' };

beforeAll(async () => {
  t = await createTestApp();
  // The demo shop's staff step aside: the owners counted below are this file's.
  await t.database.db.execute(sql`update staff_members set active = false`);
  storeId = await makeStore(t.database.db);
  otherStoreId = await makeStore(t.database.db);
  for (const [email, role] of [
    ['owner@shop.test', 'owner'],
    ['manager@shop.test', 'manager'],
  ] as const)
    await createStaff(t.database.db, { email, name: email.split('@')[0]!, password: PW, role });
  await createStaff(t.database.db, {
    email: 'store@shop.test',
    name: 'store',
    password: PW,
    role: 'store_staff',
    storeIds: [storeId],
  });
});
afterAll(() => t.close());

type Call = { cookie?: string; headers?: Record<string, string> };

const send = (method: 'GET' | 'POST', url: string, payload?: object, call: Call = {}) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    payload,
    headers: {
      ...(method === 'POST' ? OWN : {}),
      ...(call.cookie ? { cookie: `staff_session=${call.cookie}` } : {}),
      ...call.headers,
    },
  });

async function signIn(email: string, extra: Record<string, unknown> = {}) {
  const res = await send('POST', '/auth/login', { email, password: PW, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.cookies.find((c) => c.name === 'staff_session')!.value;
}

async function staffId(email: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`select id from staff_members where lower(email) = lower(${email})`,
  );
  return row!.id;
}

const liveSessions = async (id: number) =>
  (
    await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from staff_sessions where staff_id = ${id} and ended_at is null`,
    )
  )[0]!.n;

const as = (cookie: string) => ({
  list: () => send('GET', '/staff', undefined, { cookie }),
  add: (body: object) => send('POST', '/staff', body, { cookie }),
  role: (id: number, body: object) => send('POST', `/staff/${id}/role`, body, { cookie }),
  deactivate: (id: number) => send('POST', `/staff/${id}/deactivate`, {}, { cookie }),
  reactivate: (id: number) => send('POST', `/staff/${id}/reactivate`, {}, { cookie }),
  resetSecondFactor: (id: number) => send('POST', `/staff/${id}/second-factor/reset`, {}, { cookie }),
  endSessions: (id: number) => send('POST', `/staff/${id}/sessions/end`, {}, { cookie }),
});

let owner: ReturnType<typeof as>;
beforeAll(async () => {
  owner = as(await signIn('owner@shop.test'));
});

describe('who may manage staff', () => {
  it('answers no session 401, a member token 401, store staff 403, a manager 403 and the owner 200 on every route', async () => {
    const managerId = await staffId('manager@shop.test');
    const member = await logIn(t);
    const calls: [string, 'GET' | 'POST', string, object | undefined][] = [
      ['list', 'GET', '/staff', undefined],
      ['add', 'POST', '/staff', { email: 'new@shop.test', name: 'New', role: 'manager', password: PW }],
      ['role', 'POST', `/staff/${managerId}/role`, { role: 'manager' }],
      ['deactivate', 'POST', `/staff/${managerId}/deactivate`, {}],
      ['reactivate', 'POST', `/staff/${managerId}/reactivate`, {}],
      ['reset', 'POST', `/staff/${managerId}/second-factor/reset`, {}],
      ['end', 'POST', `/staff/${managerId}/sessions/end`, {}],
    ];
    const storeCookie = await signIn('store@shop.test');
    for (const [name, method, url, body] of calls) {
      expect((await send(method, url, body)).statusCode, `${name} without a session`).toBe(401);
      expect(
        (await send(method, url, body, { headers: { authorization: `Bearer ${member.token}` } })).statusCode,
        `${name} with a member's token`,
      ).toBe(401);
      expect((await send(method, url, body, { cookie: storeCookie })).statusCode, `${name} store staff`).toBe(
        403,
      );
      // Each round signs the manager in again: the owner's calls below deactivate them and end their sessions.
      const managerCookie = await signIn('manager@shop.test');
      expect((await send(method, url, body, { cookie: managerCookie })).statusCode, `${name} manager`).toBe(
        403,
      );
    }
    for (const [name, method, url, body] of calls) {
      const res = await send(method, url, body, { cookie: await signIn('owner@shop.test') });
      expect(res.statusCode, `${name} owner: ${res.body}`).toBe(200);
    }
  });
});

describe('the staff list and adding staff', () => {
  it('adds store staff with their stores and lists them with the stores named, never a password', async () => {
    const res = await owner.add({
      email: 'Stella@Shop.test',
      name: 'Stella',
      role: 'store_staff',
      store_ids: [otherStoreId, storeId, storeId],
      password: PW,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const list = await owner.list();
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('password');
    const stella = list.json().data.staff.find((s: { id: number }) => s.id === id);
    const names = await selectRows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from stores where id in (${storeId}, ${otherStoreId}) order by id`,
    );
    expect(stella).toEqual({
      id,
      email: 'Stella@Shop.test',
      name: 'Stella',
      role: 'store_staff',
      stores: names,
      active: true,
      second_factor: false,
      last_sign_in_at: null,
    });
    await send('POST', '/auth/login', { email: 'stella@shop.test', password: PW });
    const signedIn = (await owner.list()).json().data.staff.find((s: { id: number }) => s.id === id);
    expect(signedIn.last_sign_in_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('requires stores of store staff, ignores them for other roles, and refuses an unknown store or a taken email', async () => {
    const noStores = await owner.add({ email: 'a@shop.test', name: 'A', role: 'store_staff', password: PW });
    expect(noStores.statusCode).toBe(400);
    expect(noStores.json().errors.store_ids).toEqual([en.staff_stores_required]);
    const empty = await owner.add({
      email: 'a@shop.test',
      name: 'A',
      role: 'store_staff',
      store_ids: [],
      password: PW,
    });
    expect(empty.json().errors.store_ids).toEqual([en.staff_stores_required]);
    const unknown = await owner.add({
      email: 'a@shop.test',
      name: 'A',
      role: 'store_staff',
      store_ids: [storeId, 999999],
      password: PW,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.store_ids).toEqual([en.store_not_found]);
    const manager = await owner.add({
      email: 'b@shop.test',
      name: 'B',
      role: 'manager',
      store_ids: [storeId],
      password: PW,
    });
    expect(manager.statusCode).toBe(200);
    const listed = (await owner.list())
      .json()
      .data.staff.find((s: { email: string }) => s.email === 'b@shop.test');
    expect(listed.stores).toEqual([]);
    const taken = await owner.add({ email: 'B@SHOP.test', name: 'B', role: 'manager', password: PW });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message_key).toBe('email_taken');
    const short = await owner.add({ email: 'c@shop.test', name: 'C', role: 'manager', password: 'short' });
    expect(short.json().errors.password).toEqual([en.staff_password_min_length]);
  });

  it('changes a role and stores, and answers 404 for an unknown member of staff', async () => {
    const id = await staffId('b@shop.test');
    expect((await owner.role(id, { role: 'store_staff' })).json().errors.store_ids).toEqual([
      en.staff_stores_required,
    ]);
    expect((await owner.role(id, { role: 'store_staff', store_ids: [otherStoreId] })).statusCode).toBe(200);
    let listed = (await owner.list()).json().data.staff.find((s: { id: number }) => s.id === id);
    expect(listed).toMatchObject({ role: 'store_staff', stores: [{ id: otherStoreId }] });
    expect((await owner.role(id, { role: 'manager', store_ids: [otherStoreId] })).statusCode).toBe(200);
    listed = (await owner.list()).json().data.staff.find((s: { id: number }) => s.id === id);
    expect(listed).toMatchObject({ role: 'manager', stores: [] });
    for (const res of [
      await owner.role(999999, { role: 'manager' }),
      await owner.deactivate(999999),
      await owner.reactivate(999999),
      await owner.resetSecondFactor(999999),
      await owner.endSessions(999999),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message_key).toBe('staff_not_found');
    }
  });
});

describe('the last active owner', () => {
  it('an owner cannot demote or deactivate themselves, and the shop keeps an active owner', async () => {
    const ownerId = await staffId('owner@shop.test');
    for (const res of [await owner.role(ownerId, { role: 'manager' }), await owner.deactivate(ownerId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message_key).toBe('staff_not_yourself');
    }
    // Keeping one's own role while setting stores is no change of role.
    expect((await owner.role(ownerId, { role: 'owner' })).statusCode).toBe(200);

    const second = (
      await owner.add({ email: 'co@shop.test', name: 'Co', role: 'owner', password: PW })
    ).json().data.id as number;
    const co = as(await signIn('co@shop.test'));
    // The first owner deactivated by the second: the second is then the last, and cannot be taken away.
    expect((await co.deactivate(ownerId)).statusCode).toBe(200);
    const third = (
      await co.add({ email: 'tri@shop.test', name: 'Tri', role: 'manager', password: PW })
    ).json().data.id as number;
    expect((await co.role(third, { role: 'owner' })).statusCode).toBe(200);
    const tri = as(await signIn('tri@shop.test'));
    expect((await tri.role(second, { role: 'manager' })).statusCode).toBe(200);
    // Tri is the last active owner now; the deactivated first owner does not count.
    const refused = await co.role(third, { role: 'manager' });
    expect(refused.statusCode).toBe(403); // co is a manager now, with no staff.manage
    expect((await tri.reactivate(ownerId)).statusCode).toBe(200);
    owner = as(await signIn('owner@shop.test'));
    expect((await owner.role(third, { role: 'manager' })).statusCode).toBe(200);
    const last = await tri.role(ownerId, { role: 'manager' });
    expect(last.statusCode).toBe(403); // tri was just demoted
    expect(await activeOwners()).toBe(1);
  });

  it('refuses taking away the last active owner with last_owner', async () => {
    // Only reachable by someone other than the owner; the service refuses it whoever asks.
    const ownerId = await staffId('owner@shop.test');
    const managerId = await staffId('manager@shop.test');
    await expect(
      changeStaffRole(t.database.db, managerId, ownerId, { role: 'manager' }),
    ).rejects.toMatchObject({
      key: 'last_owner',
    });
    const res = await send(
      'POST',
      `/staff/${ownerId}/deactivate`,
      {},
      { cookie: await signIn('owner@shop.test') },
    );
    expect(res.json().message_key).toBe('staff_not_yourself');
    expect(await activeOwners()).toBe(1);
  });

  itConcurrently('two owners demoting each other at once leave one owner, every time', async () => {
    for (let round = 0; round < 8; round++) {
      const [a, b] = await Promise.all(
        ['a', 'b'].map((x) =>
          createStaff(t.database.db, {
            email: `race${round}${x}@shop.test`,
            name: x,
            password: PW,
            role: 'owner',
          }),
        ),
      );
      // The shop's other owners step aside, so a and b are its only two.
      await t.database.db.execute(
        sql`update staff_members set active = false where role = 'owner' and id not in (${a!}, ${b!})`,
      );
      const answers = await Promise.allSettled([
        changeStaffRole(t.database.db, a!, b!, { role: 'manager' }),
        changeStaffRole(t.database.db, b!, a!, { role: 'manager' }),
      ]);
      expect(answers.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
      expect(await activeOwners()).toBe(1);
    }
    await t.database.db.execute(
      sql`update staff_members set active = (email = 'owner@shop.test') where role = 'owner'`,
    );
  });
});

async function activeOwners() {
  const [row] = await selectRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from staff_members where role = 'owner' and active`,
  );
  return row!.n;
}

describe('access', () => {
  it('deactivating ends their sessions at once, and they sign in no more until reactivated', async () => {
    await owner.add({ email: 'leaver@shop.test', name: 'Leaver', role: 'manager', password: PW });
    const id = await staffId('leaver@shop.test');
    const cookie = await signIn('leaver@shop.test');
    owner = as(await signIn('owner@shop.test'));
    expect((await owner.deactivate(id)).statusCode).toBe(200);
    expect(await liveSessions(id)).toBe(0);
    expect((await send('GET', '/auth/me', undefined, { cookie })).statusCode).toBe(401);
    expect((await send('POST', '/auth/login', { email: 'leaver@shop.test', password: PW })).statusCode).toBe(
      400,
    );
    expect((await owner.list()).json().data.staff.find((s: { id: number }) => s.id === id).active).toBe(
      false,
    );
    expect((await owner.reactivate(id)).statusCode).toBe(200);
    await signIn('leaver@shop.test');
  });

  it('resetting a second factor forgets the secret, its step and recovery codes, and ends their sessions', async () => {
    await owner.add({ email: 'phone@shop.test', name: 'Lost phone', role: 'manager', password: PW });
    const id = await staffId('phone@shop.test');
    const cookie = await signIn('phone@shop.test');
    const enrol = await send('POST', '/auth/totp/enrol', {}, { cookie });
    const secret = new URL(enrol.json().data.otpauth_uri).searchParams.get('secret')!;
    const confirmed = await send(
      'POST',
      '/auth/totp/confirm',
      { totp: totpCodeAt(secret, Date.now()) },
      { cookie },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(
      (await owner.list()).json().data.staff.find((s: { id: number }) => s.id === id).second_factor,
    ).toBe(true);

    expect((await owner.resetSecondFactor(id)).statusCode).toBe(200);
    expect(await liveSessions(id)).toBe(0);
    expect((await send('GET', '/auth/me', undefined, { cookie })).statusCode).toBe(401);
    const [row] = await selectRows<{
      secret: string | null;
      step: number | null;
      at: Date | null;
      codes: number;
    }>(
      t.database.db,
      sql`select totp_secret as secret, totp_last_step as step, totp_enabled_at as at,
          (select count(*)::int from staff_recovery_codes where staff_id = ${id}) as codes
        from staff_members where id = ${id}`,
    );
    expect(row).toEqual({ secret: null, step: null, at: null, codes: 0 });
    // The password alone signs in again.
    await signIn('phone@shop.test');
  });

  it('ends every session of a member of staff and answers how many', async () => {
    const id = await staffId('manager@shop.test');
    await owner.endSessions(id);
    const one = await signIn('manager@shop.test');
    await signIn('manager@shop.test');
    const res = await owner.endSessions(id);
    expect(res.json().data).toEqual({ ended: 2 });
    expect((await send('GET', '/auth/me', undefined, { cookie: one })).statusCode).toBe(401);
    expect(await liveSessions(id)).toBe(0);
    expect(hashToken(one)).not.toBe(one);
  });
});
