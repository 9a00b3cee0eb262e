import { addDays, shopToday } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { announce, memberActor, move, OPERATOR } from '../db/lifecycle';
import { outboxProvider, type SmsProvider } from '../sms/provider';
import { booked, bookingDay, bookingTestShop, startsIn } from '../test/booking';
import { logIn } from '../test/members';
import { refusalAnswer } from '../test/refusals';
import { BOOKING_LIFECYCLE } from './lifecycle';
import { cancelBooking, recordWalkIn } from './service';

/*
 * The operator's side of the lifecycle: complete (the salon visit and its POS transaction number), no-show
 * and cancel through `move` with BOOKING_LIFECYCLE, the cancellation text after commit, and walk-ins recorded as completed
 * bookings. Races between moves are in races.test.ts.
 */

const shop = bookingTestShop();
const { db, rows, book, cancel } = shop;

const DAY = bookingDay(3);
/** The operator records a visit or a no-show once the appointment has started: a clock after it. */
const AFTER_THE_VISIT = new Date(Date.now() + 10 * 86_400_000);
const stylist = () => shop.testStore.stylist();
/** The outbox SMS provider the app uses in tests, quiet. */
const outbox = () => outboxProvider(db(), () => {});

describe('BOOKING_LIFECYCLE: the operator’s moves', () => {
  const moveAs = (
    id: number,
    action: 'cancel' | 'complete' | 'no_show',
    actor: 'member' | 'operator' = 'operator',
  ) =>
    db().transaction(async (tx) => {
      const [b] = await selectRows<{ id: number; status: 'booked'; user_id: number }>(
        tx as never,
        sql`select id, status, user_id from bookings where id = ${id}`,
      );
      return move(
        tx,
        BOOKING_LIFECYCLE,
        b!,
        action,
        actor === 'member' ? memberActor(b!.user_id) : OPERATOR,
        {
          reason: 'shop closed',
          ...(action === 'cancel' ? {} : { now: AFTER_THE_VISIT }),
        },
      );
    });

  it('completes a booking into a salon visit with its POS transaction number', async () => {
    const m = await logIn(shop.t);
    const a = booked(await book(m, await stylist()));
    const done = await moveAs(a.booking_id, 'complete');
    const number = `POS${DAY.replaceAll('-', '')}${String(a.booking_id).padStart(8, '0')}`;
    expect(done).toMatchObject({
      id: a.booking_id,
      user_id: m.userId,
      status: 'completed',
      pos_transaction_id: number,
    });
    const [visit] = await rows<{ pos_transaction_id: string; visited: boolean }>(
      sql`select v.pos_transaction_id, v.visited_at = b.starts_at as visited
        from salon_visits v join bookings b on b.id = v.booking_id where v.booking_id = ${a.booking_id}`,
    );
    expect(visit).toEqual({ pos_transaction_id: number, visited: true });
    await expect(refusalAnswer(moveAs(a.booking_id, 'complete'))).resolves.toMatchObject({
      status: 409,
      key: 'booking_not_changeable',
    });
  });

  it('records a visit or a no-show only once the appointment has started', async () => {
    const a = booked(await book(await logIn(shop.t), await stylist()));
    for (const action of ['complete', 'no_show'] as const) {
      const early = db().transaction((tx) =>
        move(tx, BOOKING_LIFECYCLE, { id: a.booking_id, status: 'booked' }, action, OPERATOR, {}),
      );
      await expect(refusalAnswer(early)).resolves.toMatchObject({ status: 409, key: 'booking_not_started' });
    }
    await startsIn(db(), a.booking_id, { minutes: -5 });
    expect(await moveAs(a.booking_id, 'complete')).toMatchObject({ status: 'completed' });
  });

  it('lets only the operator complete or mark a no-show, which frees the time', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const a = booked(await book(m, s));
    await expect(moveAs(a.booking_id, 'complete', 'member')).rejects.toMatchObject({
      key: 'booking_not_changeable',
    });
    await expect(moveAs(a.booking_id, 'no_show', 'member')).rejects.toMatchObject({
      key: 'booking_not_changeable',
    });
    expect(await moveAs(a.booking_id, 'no_show')).toMatchObject({
      status: 'no_show',
      pos_transaction_id: null,
    });
    booked(await book(await logIn(shop.t), s));
    await expect(moveAs(a.booking_id, 'cancel')).rejects.toMatchObject({ key: 'booking_not_changeable' });
  });

  it('refuses a move of a booking read as booked that has moved since (the conditional update)', async () => {
    const m = await logIn(shop.t);
    const a = booked(await book(m, await stylist()));
    booked(await cancel(m, a.booking_id));
    const stale = db().transaction((tx) =>
      move(tx, BOOKING_LIFECYCLE, { id: a.booking_id, status: 'booked' }, 'complete', OPERATOR, {
        now: AFTER_THE_VISIT,
      }),
    );
    await expect(refusalAnswer(stale)).resolves.toMatchObject({ status: 409, key: 'booking_not_changeable' });
    expect(await rows(sql`select 1 from salon_visits where booking_id = ${a.booking_id}`)).toHaveLength(0);
  });

  it('lets the operator cancel inside the change window, recording who and why', async () => {
    const m = await logIn(shop.t);
    const a = booked(await book(m, await stylist()));
    await startsIn(db(), a.booking_id, { hours: 1 });
    await expect(moveAs(a.booking_id, 'cancel', 'member')).rejects.toMatchObject({
      key: 'booking_change_closed',
    });
    expect(await moveAs(a.booking_id, 'cancel')).toMatchObject({ status: 'cancelled' });
    const [row] = await rows<{ cancelled_by: string; cancel_reason: string }>(
      sql`select cancelled_by, cancel_reason from bookings where id = ${a.booking_id}`,
    );
    expect(row).toEqual({ cancelled_by: 'operator', cancel_reason: 'shop closed' });
  });
});

describe('cancelBooking and its text message', () => {
  const sent = (userId: number) =>
    rows<{ body: string }>(
      sql`select o.body from sms_outbox o join users u on u.mobile = o.mobile where u.id = ${userId}`,
    );

  it('cancels for the operator (any member’s, inside the window) and texts the member after commit', async () => {
    const m = await logIn(shop.t);
    const a = booked(await book(m, await stylist(), { time: '11:30' }));
    await startsIn(db(), a.booking_id, { hours: 3 });
    const moved = await cancelBooking(
      { db: db(), sms: outbox() },
      { bookingId: a.booking_id, actor: OPERATOR, reason: 'stylist ill' },
    );
    expect(moved).toMatchObject({ id: a.booking_id, status: 'cancelled' });
    expect(await sent(m.userId)).toHaveLength(1);
  });

  it('sends nothing when the move is refused, and keeps the move when the text cannot be sent', async () => {
    const m = await logIn(shop.t);
    const a = booked(await book(m, await stylist()));
    await expect(
      refusalAnswer(
        cancelBooking(
          { db: db(), sms: outbox() },
          { bookingId: a.booking_id, userId: m.userId + 1, actor: memberActor(m.userId + 1) },
        ),
      ),
    ).resolves.toMatchObject({ status: 404 });
    expect(await sent(m.userId)).toHaveLength(0);

    const failing: SmsProvider = {
      name: 'down',
      send: () => Promise.reject(new Error('gateway down')),
    };
    const logged: string[] = [];
    const moved = await cancelBooking(
      { db: db(), sms: failing, log: (line) => logged.push(line) },
      { bookingId: a.booking_id, userId: m.userId, actor: memberActor(m.userId) },
    );
    expect(moved.status).toBe('cancelled');
    expect(logged).toEqual([`booking ${a.booking_id}: cancel notice not sent`]);
    // Nothing to say after a completion or a no-show.
    await announce(BOOKING_LIFECYCLE, { db: db(), sms: failing }, 'complete', moved);
  });
});

describe('recordWalkIn', () => {
  const today = shopToday();
  const walkIn = (
    userId: number,
    stylistId: number,
    extra: Partial<Parameters<typeof recordWalkIn>[1]> = {},
  ) =>
    recordWalkIn(
      db(),
      {
        userId,
        storeId: shop.testStore.store,
        stylistId,
        date: today,
        time: '10:10',
        serviceIds: [shop.testStore.cut, shop.testStore.colour],
        ...extra,
      },
      OPERATOR,
    );

  it('records a completed booking from the operator with its visit, at any minute inside working hours', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    const visit = await walkIn(m.userId, s, { remarks: 'Walked in' });
    expect(visit).toMatchObject({
      user_id: m.userId,
      status: 'completed',
      pos_transaction_id: `POS${today.replaceAll('-', '')}${String(visit.id).padStart(8, '0')}`,
    });
    const [row] = await rows<{ source: string; total_cents: number; completed: boolean; services: number }>(
      sql`select source, total_cents, completed_at is not null as completed,
          (select count(*)::int from booking_services where booking_id = b.id) as services
        from bookings b where id = ${visit.id}`,
    );
    expect(row).toEqual({ source: 'operator', total_cents: 12000, completed: true, services: 2 });
    // Yesterday's too.
    await walkIn(m.userId, s, { date: addDays(today, -1) });
  });

  it('refuses a future day, a time outside working hours, and the overlap rules of a booking', async () => {
    const m = await logIn(shop.t);
    const s = await stylist();
    await expect(refusalAnswer(walkIn(m.userId, s, { date: addDays(today, 1) }))).resolves.toMatchObject({
      status: 422,
      key: 'booking_walk_in_future',
    });
    await expect(refusalAnswer(walkIn(m.userId, s, { time: '12:40' }))).resolves.toMatchObject({
      status: 422,
      key: 'booking_outside_hours',
    });
    await walkIn(m.userId, s, { time: '09:00', serviceIds: [shop.testStore.cut] });
    await expect(
      refusalAnswer(walkIn((await logIn(shop.t)).userId, s, { time: '09:20' })),
    ).resolves.toMatchObject({
      status: 409,
      key: 'booking_slot_taken',
    });
    await expect(refusalAnswer(walkIn(m.userId, await stylist(), { time: '09:15' }))).resolves.toMatchObject({
      status: 409,
      key: 'booking_member_overlap',
    });
  });

  it('is for Singapore members', async () => {
    const s = await stylist();
    await expect(
      refusalAnswer(walkIn((await logIn(shop.t, { country: 'MY' })).userId, s)),
    ).resolves.toMatchObject({
      status: 403,
      key: 'booking_region_only',
    });
    await expect(refusalAnswer(walkIn(999_999, s))).resolves.toMatchObject({ status: 404 });
  });
});
