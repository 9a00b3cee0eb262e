import { message } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../staff';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
const PW = 'staff password 1';
const ids: Record<'manager' | 'owner' | 'store', number> = { manager: 0, owner: 0, store: 0 };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.database.db;
  ids.owner = await createStaff(db, { email: 'owner@shop.test', name: 'Olive', password: PW, role: 'owner' });
  ids.manager = await createStaff(db, { email: 'mgr@shop.test', name: 'Mei', password: PW, role: 'manager' });
  ids.store = await createStaff(db, {
    email: 'orchard@shop.test',
    name: 'Sam',
    password: PW,
    role: 'store_staff',
  });
  // Rows as the writers leave them, at chosen times (the test writes them directly to set `at`). 2026-03-01
  // 23:30 UTC is 2 March in Singapore: the date filters read shop days.
  await db.execute(sql`insert into audit_log
      (at, actor_kind, staff_id, actor_name, action, record_type, record_id, before, after, reason, request_id, ip)
    values
      ('2026-03-01T10:00:00Z', 'staff', ${ids.manager}, 'Mei', 'order.ship', 'orders', '11',
        '{"status":"to_ship"}', '{"status":"to_receive"}', null, 'req-1', '203.0.113.9'),
      ('2026-03-01T23:30:00Z', 'staff', ${ids.manager}, 'Mei', 'wallet.adjust_points', 'users', '7',
        null, '{"points":50}', 'goodwill', 'req-2', '203.0.113.9'),
      ('2026-03-03T02:00:00Z', 'operator', null, 'operator', 'order.ship', 'orders', '12',
        '{"status":"to_ship"}', '{"status":"to_receive"}', null, 'req-3', '127.0.0.1'),
      ('2026-03-04T02:00:00Z', 'staff', ${ids.owner}, 'Olive', 'staff.deactivate', 'staff_members', '3',
        '{"active":true}', '{"active":false}', null, 'req-4', '198.51.100.1')`);
});
afterAll(() => t.close());

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    headers: { origin: 'http://localhost:80' },
    payload: { email, password: PW },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.cookies.find((c) => c.name === 'staff_session')!.value;
}

const audit = (cookie: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/audit${query}`,
    headers: cookie ? { cookie: `staff_session=${cookie}` } : {},
  });

const recordsOf = (res: Awaited<ReturnType<typeof audit>>) =>
  (res.json().data.entries as { record_id: string }[]).map((e) => e.record_id);

describe('GET /api/admin/audit', () => {
  it('answers 401 without a session and 403 to store staff', async () => {
    expect((await audit(null)).statusCode).toBe(401);
    const res = await audit(await signIn('orchard@shop.test'));
    expect([res.statusCode, res.json().message_key]).toEqual([403, 'forbidden']);
  });

  it("answers a manager every row, newest first, with the staff member's name and the row as written", async () => {
    const res = await audit(await signIn('mgr@shop.test'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 4, page: 1, per_page: 25 });
    expect(recordsOf(res)).toEqual(['3', '12', '7', '11']);
    expect(data.entries[2]).toEqual({
      id: expect.any(Number),
      at: '2026-03-02 07:30:00',
      actor_kind: 'staff',
      staff_id: ids.manager,
      staff_name: 'Mei',
      actor_name: 'Mei',
      action: 'wallet.adjust_points',
      record_type: 'users',
      record_id: '7',
      before: null,
      after: { points: 50 },
      reason: 'goodwill',
      request_id: 'req-2',
      ip: '203.0.113.9',
    });
    expect(data.entries[1]).toMatchObject({ actor_kind: 'operator', staff_id: null, staff_name: null });
  });

  it('filters by staff member, action, record and shop dates, and pages', async () => {
    const cookie = await signIn('owner@shop.test');
    expect(recordsOf(await audit(cookie, `?staff_id=${ids.manager}`))).toEqual(['7', '11']);
    expect(recordsOf(await audit(cookie, '?action=order.ship'))).toEqual(['12', '11']);
    expect(recordsOf(await audit(cookie, '?record_type=orders&record_id=12'))).toEqual(['12']);
    expect(recordsOf(await audit(cookie, '?from=2026-03-02&to=2026-03-03'))).toEqual(['12', '7']);
    expect(recordsOf(await audit(cookie, '?to=2026-03-01'))).toEqual(['11']);
    const second = await audit(cookie, '?page=2&per_page=25');
    expect(second.json().data).toMatchObject({ entries: [], total: 4, page: 2 });
  });

  it('refuses a page size other than 25, 50 or 100, and a range that ends before it starts', async () => {
    const cookie = await signIn('owner@shop.test');
    expect((await audit(cookie, '?per_page=50')).statusCode).toBe(200);
    expect((await audit(cookie, '?per_page=30')).statusCode).toBe(400);
    const backwards = await audit(cookie, '?from=2026-03-03&to=2026-03-02');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toEqual([message('date_out_of_range')]);
  });
});
