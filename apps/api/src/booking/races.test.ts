import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { memberActor, move, OPERATOR } from '../db/lifecycle';
import { tally } from '../test/app';
import { booked, bookingDay, bookingTestShop, makeVoucher, withBookingSettings } from '../test/booking';
import { logIn } from '../test/members';
import { describeConcurrently, itConcurrently } from '../test/postgres-only';
import { answerOf } from '../test/refusals';
import { BOOKING_LIFECYCLE } from './lifecycle';

/*
 * Requests that race for the same time, member or voucher, all at once on PostgreSQL: whatever the timing,
 * the database leaves one winner (the exclusion constraints, the member's advisory lock, the voucher's unique
 * hold) and the losers get the 409 or 422 a check would have given. After every test, no two booked or
 * completed appointments of a stylist or of a member overlap.
 */

const shop = bookingTestShop();
const { db, rows, book, edit } = shop;

const DAY = bookingDay(3);

/** Overlapping pairs of active appointments, of one stylist (with the buffer) or of one member. */
async function overlaps(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from bookings a join bookings b on a.id < b.id
      where a.status in ('booked', 'completed') and b.status in ('booked', 'completed')
        and ((a.stylist_id = b.stylist_id
            and tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until))
          or (a.user_id = b.user_id and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)))`,
  );
  return row!.n;
}

describeConcurrently('racing bookings', () => {
  afterAll(async () => expect(await overlaps()).toBe(0));

  itConcurrently('20 members booking one stylist at the same time at once: exactly one booking', async () => {
    const s = await shop.testStore.stylist();
    const members = await Promise.all(Array.from({ length: 20 }, () => logIn(shop.t)));
    const answers = await Promise.all(members.map((m) => book(m, s, { time: '10:00' })));
    expect(tally(answers)).toEqual({ '200': 1, '409 booking_slot_taken': 19 });
    expect(await rows(sql`select 1 from bookings where stylist_id = ${s}`)).toHaveLength(1);
  });

  itConcurrently('10:00 for 60 minutes against 10:30 at once: one of them', async () => {
    for (let round = 0; round < 8; round++) {
      const s = await shop.testStore.stylist();
      const [a, b] = [await logIn(shop.t), await logIn(shop.t)];
      const answers = await Promise.all([
        book(a, s, { time: '10:00', service_ids: [shop.testStore.colour] }),
        book(b, s, { time: '10:30', service_ids: [shop.testStore.cut] }),
      ]);
      expect(tally(answers)).toEqual({ '200': 1, '409 booking_slot_taken': 1 });
    }
  });

  itConcurrently('an edit racing a new booking for the same time never leaves an overlap', async () => {
    for (let round = 0; round < 8; round++) {
      const s = await shop.testStore.stylist();
      const [a, b] = [await logIn(shop.t), await logIn(shop.t)];
      const mine = booked(await book(a, s, { time: '10:00' }));
      const answers = await Promise.all([
        edit(a, mine.booking_id, s, { time: '14:00', service_ids: [shop.testStore.colour] }),
        book(b, s, { time: '14:30' }),
      ]);
      expect(tally(answers)).toEqual({ '200': 1, '409 booking_slot_taken': 1 });
      expect(await overlaps()).toBe(0);
    }
  });

  itConcurrently('one member’s two bookings at once, one short of the limit: one of them', async () => {
    const restore = await withBookingSettings(db(), { maxUpcoming: 3 });
    try {
      for (let round = 0; round < 4; round++) {
        const m = await logIn(shop.t);
        booked(await book(m, await shop.testStore.stylist(), { date: bookingDay(2) }));
        booked(await book(m, await shop.testStore.stylist(), { date: bookingDay(4) }));
        const [s1, s2] = [await shop.testStore.stylist(), await shop.testStore.stylist()];
        const answers = await Promise.all([book(m, s1, { time: '10:00' }), book(m, s2, { time: '15:00' })]);
        expect(tally(answers)).toEqual({ '200': 1, '422 booking_limit': 1 });
      }
    } finally {
      await restore();
    }
  });

  itConcurrently(
    'one member’s two bookings of overlapping times with two stylists at once: one',
    async () => {
      for (let round = 0; round < 4; round++) {
        const m = await logIn(shop.t);
        const [s1, s2] = [await shop.testStore.stylist(), await shop.testStore.stylist()];
        const answers = await Promise.all([book(m, s1, { time: '10:00' }), book(m, s2, { time: '10:00' })]);
        expect(tally(answers)).toEqual({ '200': 1, '409 booking_member_overlap': 1 });
      }
    },
  );

  itConcurrently('two bookings racing for one voucher: one holds it', async () => {
    for (let round = 0; round < 4; round++) {
      const m = await logIn(shop.t);
      const voucherId = await makeVoucher(db(), m.userId);
      const [s1, s2] = [await shop.testStore.stylist(), await shop.testStore.stylist()];
      const answers = await Promise.all([
        book(m, s1, { time: '10:00', voucher_id: voucherId }),
        book(m, s2, { time: '15:00', voucher_id: voucherId }),
      ]);
      expect(tally(answers)).toEqual({ '200': 1, '409 booking_voucher_unusable': 1 });
    }
  });

  itConcurrently('the member’s cancel racing the operator’s complete: one move wins', async () => {
    for (let round = 0; round < 6; round++) {
      const m = await logIn(shop.t);
      const a = booked(await book(m, await shop.testStore.stylist(), { date: DAY }));
      const results = await Promise.allSettled([
        db().transaction((tx) =>
          move(
            tx,
            BOOKING_LIFECYCLE,
            { id: a.booking_id, status: 'booked' },
            'cancel',
            memberActor(m.userId),
            {},
          ),
        ),
        db().transaction((tx) =>
          move(tx, BOOKING_LIFECYCLE, { id: a.booking_id, status: 'booked' }, 'complete', OPERATOR, {
            now: new Date(Date.now() + 10 * 86_400_000),
          }),
        ),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(answerOf(lost.reason)).toMatchObject({ status: 409, key: 'booking_not_changeable' });
      const [row] = await rows<{ status: string; visits: number }>(
        sql`select status, (select count(*)::int from salon_visits where booking_id = b.id) as visits
          from bookings b where id = ${a.booking_id}`,
      );
      expect(row!.visits).toBe(row!.status === 'completed' ? 1 : 0);
    }
  });
});
