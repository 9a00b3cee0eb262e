import { addDays, shopToday } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { move, OPERATOR, systemActor } from '../db/lifecycle';
import {
  booked,
  bookingDay,
  bookingTestShop,
  makeVoucher,
  refused,
  type VoucherTerms,
} from '../test/booking';
import { logIn, type Member } from '../test/members';
import { expireVouchers } from '../wallet/vouchers';
import { BOOKING_LIFECYCLE } from './lifecycle';

/*
 * A service voucher from the wallet paying for an appointment: held by the booking (bookings.voucher_id)
 * while booked, used when the visit completes, released by a cancel or a no-show; refused when it is another
 * member's, spent, expired by the day, for another store or for a service not booked.
 */

const shop = bookingTestShop();
const { db, rows, book, edit, cancel } = shop;

const stylist = () => shop.testStore.stylist();

/** A S$30 voucher of the member's for every store, valid 30 days, unless told. */
const voucher = (m: Member, terms: VoucherTerms = {}) => makeVoucher(db(), m.userId, terms);

const voucherStatus = async (id: number) =>
  (await rows<{ status: string }>(sql`select status from vouchers where id = ${id}`))[0]!.status;

/** Its last day was yesterday, as if issued a month ago. */
async function lapse(id: number) {
  const until = addDays(shopToday(), -1);
  await db().execute(
    sql`update vouchers set valid_from = ${until}::date - 29, valid_until = ${until} where id = ${id}`,
  );
}

/** The operator's move, on a clock after the visit (they are made once the appointment has started). */
const operator = (id: number, action: 'complete' | 'no_show') =>
  db().transaction((tx) =>
    move(tx, BOOKING_LIFECYCLE, { id, status: 'booked' }, action, OPERATOR, {
      now: new Date(Date.now() + 40 * 86_400_000),
    }),
  );

describe('paying for an appointment with a voucher', () => {
  it('holds the voucher while booked and uses it when the visit completes, even after its last day', async () => {
    const m = await logIn(shop.t);
    const id = await voucher(m);
    const a = booked(await book(m, await stylist(), { voucher_id: id }));
    expect(a.voucher).toMatchObject({
      id,
      name: 'S$30 service voucher',
      code: expect.stringMatching(/^VC-/),
    });
    expect(await voucherStatus(id)).toBe('active');
    // Its last day passes before the operator completes the visit.
    await lapse(id);
    await operator(a.booking_id, 'complete');
    expect(await voucherStatus(id)).toBe('used');
  });

  it('pays for one appointment at a time: a second booking with it is refused until the first is cancelled', async () => {
    const m = await logIn(shop.t);
    const id = await voucher(m);
    const a = booked(await book(m, await stylist(), { voucher_id: id }));
    refused(
      await book(m, await stylist(), { voucher_id: id, time: '15:00' }),
      409,
      'booking_voucher_unusable',
    );
    booked(await cancel(m, a.booking_id));
    expect(await voucherStatus(id)).toBe('active');
    const b = booked(await book(m, await stylist(), { voucher_id: id, time: '15:00' }));
    expect(b.voucher?.id).toBe(id);
  });

  it('is released by a no-show', async () => {
    const m = await logIn(shop.t);
    const id = await voucher(m);
    const a = booked(await book(m, await stylist(), { voucher_id: id }));
    await operator(a.booking_id, 'no_show');
    expect(await voucherStatus(id)).toBe('active');
    booked(await book(m, await stylist(), { voucher_id: id, date: bookingDay(4) }));
  });

  it('is held, swapped or dropped by an edit, which says the voucher as it is to be', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const first = await voucher(m);
    const second = await voucher(m);
    const a = booked(await book(m, s, { voucher_id: first }));
    expect(booked(await edit(m, a.booking_id, s, { voucher_id: first, time: '11:00' })).voucher?.id).toBe(
      first,
    );
    expect(booked(await edit(m, a.booking_id, s, { voucher_id: second })).voucher?.id).toBe(second);
    // The first is free again.
    const b = booked(await book(m, await stylist(), { voucher_id: first, time: '15:00' }));
    expect(booked(await edit(m, a.booking_id, s)).voucher).toBeNull();
    refused(await edit(m, a.booking_id, s, { voucher_id: first }), 409, 'booking_voucher_unusable');
    expect(b.voucher?.id).toBe(first);
  });

  it('refuses another member’s voucher (404), a spent one and one expired by the day of the appointment', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    refused(await book(m, s, { voucher_id: await voucher(await logIn(shop.t)) }), 404, 'not_found');
    const used = await voucher(m);
    await db().execute(sql`update vouchers set status = 'used' where id = ${used}`);
    refused(await book(m, s, { voucher_id: used }), 409, 'voucher_not_active');
    refused(await book(m, s, { voucher_id: await voucher(m, { validDays: 2 }) }), 409, 'voucher_expired');
    expect(await rows(sql`select 1 from bookings where user_id = ${m.userId}`)).toHaveLength(0);
  });

  it('refuses a voucher for another store, and a service voucher whose service is not booked', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    refused(
      await book(m, s, { voucher_id: await voucher(m, { storeIds: [shop.testStore.otherStore] }) }),
      409,
      'booking_voucher_unusable',
    );
    const colour = await voucher(m, { serviceId: shop.testStore.colour });
    refused(await book(m, s, { voucher_id: colour }), 409, 'booking_voucher_unusable');
    const a = booked(
      await book(m, s, { voucher_id: colour, service_ids: [shop.testStore.cut, shop.testStore.colour] }),
    );
    expect(a.voucher?.id).toBe(colour);
    booked(
      await book(m, s, {
        voucher_id: await voucher(m, { storeIds: [shop.testStore.store] }),
        date: bookingDay(4),
      }),
    );
  });
});

describe('the expiry job and held vouchers', () => {
  it('leaves a voucher a booked appointment holds active, and expires it once released', async () => {
    const m = await logIn(shop.t);
    const id = await voucher(m);
    const a = booked(await book(m, await stylist(), { voucher_id: id }));
    await lapse(id);
    expect(await expireVouchers(db(), systemActor('wallet.expire-vouchers'))).not.toContain(id);
    expect(await voucherStatus(id)).toBe('active');
    booked(await cancel(m, a.booking_id));
    expect(await expireVouchers(db(), systemActor('wallet.expire-vouchers'))).toContain(id);
    expect(await voucherStatus(id)).toBe('expired');
  });
});
