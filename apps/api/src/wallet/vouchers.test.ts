import { addDays, message, shopToday, voucherDetailSchema, voucherListSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { OPERATOR, systemActor } from '../db/lifecycle';
import { createTestApp, type TestApp } from '../test/app';
import { logIn, type Member } from '../test/members';
import { itConcurrently } from '../test/postgres-only';
import { refusalAnswer } from '../test/refusals';
import { issueVouchers, type VoucherIssue } from './voucher-issue';
import { expireVouchers, holdVoucherForBooking, useBookingVoucher } from './vouchers';

const EXPIRE_JOB = systemActor('wallet.expire-vouchers');

/*
 * The wallet's service vouchers: the member's list and detail (Singapore members only, their own only),
 * expiry at the end of the last day (Singapore time), holding one for an appointment and using it when the
 * visit completes (the booking side is in booking/vouchers.test.ts), the profile's count, and the
 * operator's issue and void.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OPS = 'test-operator-token-of-at-least-32-characters';
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query);

function refused(res: LightMyRequestResponse, status: number, key: Parameters<typeof message>[0]) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message_key: key, error_message: message(key) });
}

const get = (m: Member, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${m.token}`, ...headers },
  });

const ops = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops${url}`,
    payload,
    headers: { authorization: `Bearer ${OPS}` },
  });

type Issue = Partial<Omit<VoucherIssue, 'userId'>>;

/** One voucher of the member's: a S$30 value voucher for every store unless told. */
async function voucher(userId: number, issue: Issue = {}): Promise<number> {
  const [id] = await t.database.db.transaction((tx) =>
    issueVouchers(tx, {
      userId,
      source: 'operator',
      nameEn: 'S$30 service voucher',
      nameZh: 'S$30 服务券',
      termsEn: 'Book one day ahead.',
      termsZh: '请提前一天预约。',
      valueCents: 3000,
      serviceId: null,
      storeIds: [],
      validDays: 30,
      ...issue,
    }),
  );
  return id!;
}

/** Moves a voucher's validity to end on `until` (a shop date), as if issued earlier. */
async function validUntil(id: number, until: string) {
  await t.database.db.execute(
    sql`update vouchers set valid_from = ${until}::date - 29, valid_until = ${until}::date where id = ${id}`,
  );
}

const statusOf = async (id: number) =>
  (await rows<{ status: string }>(sql`select status from vouchers where id = ${id}`))[0]!.status;

describe('GET account/voucher', () => {
  it('lists the member’s vouchers by status with counts, usable ones soonest to expire first', async () => {
    const m = await logIn(t);
    const later = await voucher(m.userId, { validDays: 60 });
    const sooner = await voucher(m.userId, { validDays: 10 });
    const used = await voucher(m.userId);
    const lapsed = await voucher(m.userId);
    await t.database.db.execute(
      sql`update vouchers set status = 'used', used_at = '2026-03-04T10:30:00+08:00' where id = ${used}`,
    );
    // Past its last day but not marked yet: shown as expired at once.
    await validUntil(lapsed, addDays(shopToday(), -1));
    await voucher((await logIn(t)).userId);

    const res = await get(m, '/account/voucher');
    expect(res.statusCode, res.body).toBe(200);
    const list = voucherListSchema.parse(res.json().data);
    expect(list.status).toBe('active');
    expect(list.vouchers.map((v) => v.id)).toEqual([sooner, later]);
    expect(list.counts).toEqual({ active: 2, used: 1, expired: 1, void: 0 });
    expect(list).toMatchObject({ page: 1, per_page: 20, total: 2, total_pages: 1 });
    expect(list.vouchers[0]).toMatchObject({
      code: expect.stringMatching(/^VC-/),
      name: 'S$30 service voucher',
      currency: 'SGD',
      value: 3000,
      service_name: null,
      valid_from: shopToday(),
      valid_until: addDays(shopToday(), 9),
      status: 'active',
      source: 'operator',
    });

    const byNumber = voucherListSchema.parse((await get(m, '/account/voucher?status=3')).json().data);
    expect(byNumber.status).toBe('expired');
    expect(byNumber.vouchers.map((v) => [v.id, v.status])).toEqual([[lapsed, 'expired']]);
    const usedList = voucherListSchema.parse((await get(m, '/account/voucher?status=used')).json().data);
    expect(usedList.vouchers.map((v) => v.id)).toEqual([used]);
    // A used voucher says when it was used (shop time), not how long it was valid.
    expect(usedList.vouchers[0]!.used_at).toBe('2026-03-04 10:30:00');
    expect(list.vouchers[0]!.used_at).toBeNull();
    const paged = voucherListSchema.parse((await get(m, '/account/voucher?per_page=1&page=2')).json().data);
    expect(paged.vouchers.map((v) => v.id)).toEqual([later]);
    expect(paged.total_pages).toBe(2);
    expect((await get(m, '/account/voucher?status=lost')).statusCode).toBe(400);
  });

  it('names vouchers in the request language, a service voucher by its service', async () => {
    const m = await logIn(t);
    const [service] = await rows<{ id: number; name_en: string; name_zh: string }>(
      sql`select id, name_en, name_zh from services order by id limit 1`,
    );
    await voucher(m.userId, {
      valueCents: null,
      serviceId: service!.id,
      nameEn: 'Cut voucher',
      nameZh: '剪发服务券',
    });
    const zh = voucherListSchema.parse((await get(m, '/account/voucher?lang=zh')).json().data);
    expect(zh.vouchers[0]).toMatchObject({ name: '剪发服务券', value: null, service_name: service!.name_zh });
    const en = voucherListSchema.parse(
      (await get(m, '/account/voucher', { 'accept-language': 'en' })).json().data,
    );
    expect(en.vouchers[0]).toMatchObject({ name: 'Cut voucher', service_name: service!.name_en });
  });

  it('is for Singapore members: another country gets 403 voucher_region_only; a visitor 401', async () => {
    const my = await logIn(t, { country: 'MY' });
    refused(await get(my, '/account/voucher'), 403, 'voucher_region_only');
    expect((await t.app.inject({ method: 'GET', url: '/api/account/voucher' })).statusCode).toBe(401);
  });
});

describe('GET account/voucherdetails', () => {
  it('answers one of the member’s vouchers with its terms and every store when it names none', async () => {
    const m = await logIn(t);
    const id = await voucher(m.userId);
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from stores s join countries c on c.id = s.country_id where c.abbreviation = 'SG'`,
    )) as [{ n: number }];
    for (const url of [`/account/voucherdetails?id=${id}`, `/account/voucher/${id}`]) {
      const res = await get(m, url);
      expect(res.statusCode, res.body).toBe(200);
      const detail = voucherDetailSchema.parse(res.json().data);
      expect(detail).toMatchObject({
        id,
        terms: 'Book one day ahead.',
        all_stores: true,
        po_number: null,
        used_at: null,
      });
      expect(detail.stores).toHaveLength(n);
      expect(detail.stores[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        address: expect.any(String),
      });
    }
    expect(
      voucherDetailSchema.parse((await get(m, `/account/voucher/${id}?lang=zh`)).json().data).terms,
    ).toBe('请提前一天预约。');
  });

  it('lists only the stores a voucher names', async () => {
    const m = await logIn(t);
    const stores = await rows<{ id: number; name: string }>(
      sql`select id, name from stores order by id desc limit 2`,
    );
    const id = await voucher(m.userId, { storeIds: stores.map((s) => s.id) });
    const detail = voucherDetailSchema.parse((await get(m, `/account/voucher/${id}`)).json().data);
    expect(detail.all_stores).toBe(false);
    expect(detail.stores.map((s) => s.id).sort()).toEqual(stores.map((s) => s.id).sort());
  });

  it("answers 404 for another member's voucher or none, and 403 outside Singapore", async () => {
    const m = await logIn(t);
    const other = await voucher((await logIn(t)).userId);
    refused(await get(m, `/account/voucher/${other}`), 404, 'not_found');
    refused(await get(m, `/account/voucherdetails?id=${other}`), 404, 'not_found');
    refused(await get(m, '/account/voucher/999999'), 404, 'not_found');
    const my = await logIn(t, { country: 'MY' });
    refused(await get(my, `/account/voucher/${other}`), 403, 'voucher_region_only');
  });
});

describe('the expiry job wallet.expire-vouchers', () => {
  it('marks a voucher expired at the end of its last day, Singapore time, and not before', async () => {
    const m = await logIn(t);
    const id = await voucher(m.userId);
    await validUntil(id, '2031-03-10');
    // 23:59:59 on 10 March in Singapore (UTC+8): still its last day.
    expect(await expireVouchers(t.database.db, EXPIRE_JOB, new Date('2031-03-10T15:59:59Z'))).not.toContain(
      id,
    );
    expect(await statusOf(id)).toBe('active');
    // 00:00 on 11 March in Singapore.
    expect(await expireVouchers(t.database.db, EXPIRE_JOB, new Date('2031-03-10T16:00:00Z'))).toContain(id);
    expect(await statusOf(id)).toBe('expired');
    expect(await expireVouchers(t.database.db, EXPIRE_JOB, new Date('2031-03-12T00:00:00Z'))).not.toContain(
      id,
    );
  });

  it('is registered with the scheduler and leaves used and void vouchers alone', async () => {
    expect(t.app.jobs.names()).toContain('wallet.expire-vouchers');
    const m = await logIn(t);
    const used = await voucher(m.userId);
    const active = await voucher(m.userId);
    await validUntil(used, '2031-04-01');
    await validUntil(active, '2031-04-01');
    await t.database.db.execute(sql`update vouchers set status = 'used' where id = ${used}`);
    const done = await t.app.jobs.runDue({ now: new Date('2031-04-05T00:00:00Z'), force: true });
    expect(done['wallet.expire-vouchers']).toMatchObject({ expired: expect.any(Number) });
    expect([await statusOf(used), await statusOf(active)]).toEqual(['used', 'expired']);
  });
});

describe('holdVoucherForBooking and useBookingVoucher', () => {
  const STORE = 1;
  const hold = (
    voucherId: number,
    userId: number,
    extra: { storeId?: number; date?: string; serviceIds?: number[] } = {},
  ) =>
    t.database.db.transaction((tx) =>
      holdVoucherForBooking(tx, {
        voucherId,
        userId,
        storeId: extra.storeId ?? STORE,
        date: extra.date ?? addDays(shopToday(), 3),
        serviceIds: extra.serviceIds ?? [],
      }),
    );
  const useIt = (voucherId: number) =>
    t.database.db.transaction((tx) => useBookingVoucher(tx, voucherId, OPERATOR));

  it('checks a voucher can pay for the appointment and leaves it active (the booking row is the hold)', async () => {
    const m = await logIn(t);
    const id = await voucher(m.userId);
    expect(await hold(id, m.userId)).toEqual({ id, value_cents: 3000, service_id: null });
    expect(await statusOf(id)).toBe('active');
  });

  it('refuses another member’s or none (404), used or void (voucher_not_active), expired or ending before the day', async () => {
    const m = await logIn(t);
    await expect(
      refusalAnswer(hold(await voucher((await logIn(t)).userId), m.userId)),
    ).resolves.toMatchObject({
      status: 404,
    });
    await expect(refusalAnswer(hold(999_999, m.userId))).resolves.toMatchObject({ status: 404 });
    const used = await voucher(m.userId);
    await t.database.db.execute(sql`update vouchers set status = 'used' where id = ${used}`);
    await expect(refusalAnswer(hold(used, m.userId))).resolves.toMatchObject({
      status: 409,
      key: 'voucher_not_active',
    });
    const voided = await voucher(m.userId);
    await t.database.db.execute(sql`update vouchers set status = 'void' where id = ${voided}`);
    await expect(refusalAnswer(hold(voided, m.userId))).resolves.toMatchObject({
      status: 409,
      key: 'voucher_not_active',
    });
    const expired = await voucher(m.userId);
    await t.database.db.execute(sql`update vouchers set status = 'expired' where id = ${expired}`);
    await expect(refusalAnswer(hold(expired, m.userId))).resolves.toMatchObject({
      status: 409,
      key: 'voucher_expired',
    });
    const lapsed = await voucher(m.userId);
    await validUntil(lapsed, addDays(shopToday(), -1));
    await expect(hold(lapsed, m.userId)).rejects.toMatchObject({ key: 'voucher_expired' });
    // Valid for two more days: not on the third, but on the second.
    const ending = await voucher(m.userId, { validDays: 3 });
    await expect(hold(ending, m.userId)).rejects.toMatchObject({ key: 'voucher_expired' });
    expect(await hold(ending, m.userId, { date: addDays(shopToday(), 2) })).toMatchObject({ id: ending });
  });

  it('refuses a voucher not valid at the store, not yet valid, or for a service not booked', async () => {
    const m = await logIn(t);
    const stores = await rows<{ id: number }>(sql`select id from stores order by id limit 2`);
    const [first, second] = stores.map((s) => s.id) as [number, number];
    const oneStore = await voucher(m.userId, { storeIds: [first] });
    expect(await hold(oneStore, m.userId, { storeId: first })).toMatchObject({ id: oneStore });
    await expect(refusalAnswer(hold(oneStore, m.userId, { storeId: second }))).resolves.toMatchObject({
      status: 409,
      key: 'booking_voucher_unusable',
    });
    const later = await voucher(m.userId);
    await t.database.db.execute(
      sql`update vouchers set valid_from = ${addDays(shopToday(), 5)} where id = ${later}`,
    );
    await expect(hold(later, m.userId)).rejects.toMatchObject({ key: 'booking_voucher_unusable' });
    const [service] = await rows<{ id: number }>(sql`select id from services order by id limit 1`);
    const forService = await voucher(m.userId, { valueCents: null, serviceId: service!.id });
    await expect(hold(forService, m.userId, { serviceIds: [service!.id + 1] })).rejects.toMatchObject({
      key: 'booking_voucher_unusable',
    });
    expect(await hold(forService, m.userId, { serviceIds: [service!.id + 1, service!.id] })).toEqual({
      id: forService,
      value_cents: null,
      service_id: service!.id,
    });
  });

  it('uses a voucher once, even after its last day; a voucher no longer active is left as it is', async () => {
    const m = await logIn(t);
    const id = await voucher(m.userId);
    await validUntil(id, addDays(shopToday(), -2));
    expect(await useIt(id)).toBe(true);
    expect(await statusOf(id)).toBe('used');
    expect(await useIt(id)).toBe(false);
    const voided = await voucher(m.userId);
    await t.database.db.execute(sql`update vouchers set status = 'void' where id = ${voided}`);
    expect(await useIt(voided)).toBe(false);
    expect(await statusOf(voided)).toBe('void');
    const detail = voucherDetailSchema.parse((await get(m, `/account/voucher/${id}`)).json().data);
    expect(detail.status).toBe('used');
    expect(detail.used_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  itConcurrently('queues two holds of one voucher on its row lock', async () => {
    const m = await logIn(t);
    const id = await voucher(m.userId);
    const order: string[] = [];
    await Promise.all([
      t.database.db.transaction(async (tx) => {
        await holdVoucherForBooking(tx, {
          voucherId: id,
          userId: m.userId,
          storeId: STORE,
          date: addDays(shopToday(), 3),
          serviceIds: [],
        });
        await new Promise((r) => setTimeout(r, 200));
        order.push('first done');
      }),
      new Promise((r) => setTimeout(r, 50)).then(async () => {
        await hold(id, m.userId);
        order.push('second done');
      }),
    ]);
    expect(order).toEqual(['first done', 'second done']);
  });
});

describe("the profile's voucher_count", () => {
  it('counts the usable vouchers only', async () => {
    const m = await logIn(t);
    const profile = async () => (await get(m, '/account/profile')).json().data.voucher_count;
    expect(await profile()).toBe(0);
    await voucher(m.userId);
    await voucher(m.userId);
    const lapsed = await voucher(m.userId);
    const used = await voucher(m.userId);
    await validUntil(lapsed, addDays(shopToday(), -1));
    await t.database.db.execute(sql`update vouchers set status = 'used' where id = ${used}`);
    expect(await profile()).toBe(2);
  });
});

describe('the operator’s vouchers', () => {
  it('issues a value or a service voucher to a Singapore member, with the days and the note', async () => {
    const m = await logIn(t);
    const value = await ops('/vouchers', {
      user_id: m.userId,
      value_cents: 3050,
      days: 14,
      note: 'goodwill',
    });
    expect(value.statusCode, value.body).toBe(200);
    expect(value.json().data).toMatchObject({
      user_id: m.userId,
      name: 'S$30.50 service voucher',
      value_cents: 3050,
      service_id: null,
      valid_from: shopToday(),
      valid_until: addDays(shopToday(), 13),
      status: 'active',
      source: 'operator',
      note: 'goodwill',
    });
    const [service] = await rows<{ id: number; name_en: string }>(
      sql`select id, name_en from services limit 1`,
    );
    const forService = await ops('/vouchers', { user_id: m.userId, service_id: service!.id });
    expect(forService.json().data).toMatchObject({ name: `${service!.name_en} voucher`, value_cents: null });
    // Valid for the shop setting's days when none are given.
    expect(forService.json().data.valid_until).toBe(addDays(shopToday(), 179));
    const zh = voucherListSchema.parse((await get(m, '/account/voucher?lang=zh')).json().data);
    expect(zh.vouchers.map((v) => v.name)).toContain('S$30.50 服务券');
  });

  it('refuses a member outside Singapore, an unknown member or service, and a voucher of both kinds or none', async () => {
    const my = await logIn(t, { country: 'MY' });
    refused(await ops('/vouchers', { user_id: my.userId, value_cents: 3000 }), 403, 'voucher_region_only');
    expect((await ops('/vouchers', { user_id: 999_999, value_cents: 3000 })).statusCode).toBe(404);
    const m = await logIn(t);
    expect((await ops('/vouchers', { user_id: m.userId, service_id: 999_999 })).statusCode).toBe(404);
    expect((await ops('/vouchers', { user_id: m.userId })).statusCode).toBe(400);
    expect((await ops('/vouchers', { user_id: m.userId, value_cents: 3000, service_id: 1 })).statusCode).toBe(
      400,
    );
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/ops/vouchers',
      payload: { user_id: m.userId },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('voids an active voucher with the reason; a used or unknown one is refused', async () => {
    const m = await logIn(t);
    const id = await voucher(m.userId, { note: 'welcome' });
    const voided = await ops(`/vouchers/${id}/void`, { reason: 'issued twice' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ id, status: 'void', note: 'welcome; void: issued twice' });
    refused(await ops(`/vouchers/${id}/void`, { reason: 'again' }), 409, 'voucher_not_active');
    expect((await ops('/vouchers/999999/void', { reason: 'x' })).statusCode).toBe(404);
    expect((await ops(`/vouchers/${id}/void`, { reason: '' })).statusCode).toBe(400);
    const [row] = await rows<{ voided: boolean }>(
      sql`select voided_at is not null as voided from vouchers where id = ${id}`,
    );
    expect(row!.voided).toBe(true);
  });
});
