import { BOOKING_SOURCES, BOOKING_STATUSES } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt } from './columns';
import { services, stores, stylists } from './stores';
import { vouchers } from './wallet';

/*
 * Salon appointments: each stylist's week (hours, breaks), leave and services, the bookings, and the visits
 * completed bookings become. Times of day are minutes from midnight in the shop's time zone (Asia/Singapore);
 * a booking's start and end are instants (timestamptz). Migration 0013 adds, by hand, the two exclusion
 * constraints that make double booking impossible (btree_gist).
 */

/** A stylist's working hours on one weekday (1 Monday .. 7 Sunday, ISO); no row: not working that day. */
export const stylistHours = pgTable(
  'stylist_hours',
  {
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stylistId, t.weekday] }),
    check('stylist_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'stylist_hours_minutes_check',
      sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);

/** A break inside a stylist's working hours on one weekday (lunch): no appointment may overlap it. */
export const stylistBreaks = pgTable(
  'stylist_breaks',
  {
    id: serial('id').primaryKey(),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    index('stylist_breaks_stylist_idx').on(t.stylistId, t.weekday),
    check('stylist_breaks_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'stylist_breaks_minutes_check',
      sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);

/** Dated leave: whole shop days, first to last inclusive, on which the stylist takes no appointment. */
export const stylistLeave = pgTable(
  'stylist_leave',
  {
    id: serial('id').primaryKey(),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('stylist_leave_stylist_idx').on(t.stylistId, t.lastDay),
    check('stylist_leave_days_check', sql`${t.firstDay} <= ${t.lastDay}`),
  ],
);

/** The services a stylist does (each also on their store's menu, store_services). */
export const stylistServices = pgTable(
  'stylist_services',
  {
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.stylistId, t.serviceId] })],
);

/**
 * An appointment. `blocked_until` is the end plus the shop's buffer at the time of booking: the stylist's
 * time the booking holds is [starts_at, blocked_until), the member's [starts_at, ends_at). Both exclusion
 * constraints (migration 0013) cover booked and completed appointments.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    source: text('source', { enum: BOOKING_SOURCES }).notNull(),
    remarks: text('remarks').notNull().default(''),
    /** The services' prices at the time of booking, summed. */
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('SGD'),
    /** A service voucher held for this appointment: used when it completes, released when it is cancelled. */
    voucherId: integer('voucher_id').references(() => vouchers.id),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['member', 'operator'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set by the reminder job in the transaction that queues the SMS, so each booking is reminded once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_start_idx').on(t.userId, t.startsAt),
    index('bookings_store_start_idx').on(t.storeId, t.startsAt),
    index('bookings_remind_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.remindedAt} is null`),
    // A voucher pays for one appointment: held while booked, used once completed.
    uniqueIndex('bookings_voucher_idx')
      .on(t.voucherId)
      .where(sql`${t.voucherId} is not null and ${t.status} in ('booked', 'completed')`),
    check('bookings_times_check', sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`),
  ],
);

/** The services of a booking, with their name, duration and price as they were when it was booked. */
export const bookingServices = pgTable(
  'booking_services',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    position: smallint('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.serviceId] })],
);

/**
 * A salon visit: what a completed booking (or a walk-in the operator records, which is a completed booking
 * from the start) becomes. Salon and stylist reviews are written against its `pos_transaction_id`.
 */
export const storeVisits = pgTable('salon_visits', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id),
  posTransactionId: text('pos_transaction_id').notNull().unique(),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
