import { VOUCHER_SOURCES, VOUCHER_STATUSES } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { products } from './catalogue';
import { createdAt } from './columns';
import { orderLines, orders } from './order';
import { services } from './stores';

/*
 * The wallet: the points ledger, transfers between members, referral rewards and service vouchers.
 */

/** A point transfer from one member to another; its two ledger entries point back at it. */
export const pointTransfers = pgTable(
  'point_transfers',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** The client's key for one attempt: a retry with the same key answers this transfer again. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_transfers_idempotency_idx').on(t.senderId, t.idempotencyKey),
    index('point_transfers_sender_idx').on(t.senderId, t.createdAt),
    index('point_transfers_recipient_idx').on(t.recipientId, t.createdAt),
    check('point_transfers_points_check', sql`${t.points} > 0`),
    check('point_transfers_parties_check', sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

/**
 * The reward a referrer earns for one referred member, once: the unique referred_id is what makes two
 * instances of the settling job grant it only once.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: integer('referred_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The referred member's first order, whose settling earned the reward. */
    orderId: integer('order_id').references(() => orders.id),
    points: integer('points').notNull(),
    voucherCents: integer('voucher_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('referral_rewards_referrer_idx').on(t.referrerId, t.createdAt)],
);

/**
 * The points ledger: every change of a member's points is one entry, and balances are sums over it.
 * A redemption is held (pending) while its order is unpaid, successful once paid, void when released by a
 * cancellation. Earned points are pending until `available_at` (a set number of days after delivery).
 * Available balance = successful entries + pending debits + pending credits whose available_at has passed.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['earned', 'redeemed', 'adjusted', 'referral', 'transfer_in', 'transfer_out', 'converted'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'successful', 'void'] }).notNull(),
    points: integer('points').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    transferId: integer('transfer_id').references(() => pointTransfers.id),
    referralRewardId: integer('referral_reward_id').references(() => referralRewards.id),
    availableAt: timestamp('available_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The history pages newest first by (created_at, id) and the balance sums by member: one index serves both.
    index('point_entries_user_idx').on(t.userId, t.createdAt, t.id),
    index('point_entries_order_idx').on(t.orderId),
    index('point_entries_transfer_idx').on(t.transferId),
    // The wallet summary sums only the member's earned points not yet available (the rest is point_totals):
    // a few rows of this index, whatever the size of the history.
    index('point_entries_not_yet_idx')
      .on(t.userId, sql`coalesce(${t.availableAt}, 'infinity'::timestamptz)`)
      .where(sql`${t.status} = 'pending' and ${t.points} > 0`),
    // The job announcing points that became available reads the credits whose available_at passed lately.
    index('point_entries_available_idx')
      .on(t.availableAt)
      .where(sql`${t.status} = 'pending' and ${t.points} > 0 and ${t.availableAt} is not null`),
    check('point_entries_nonzero_check', sql`${t.points} <> 0`),
  ],
);

/**
 * Sums of one member's point_entries, kept by row triggers on point_entries (migration 0012) in the same
 * transaction as every write of an entry, so no writer can forget them and every instance reads the same. The
 * wallet summary reads this row and adds the one sum time changes on its own (earned points falling due), so
 * its cost does not grow with the history. Each column is the sum over the member's entries of:
 */
export const pointTotals = pgTable('point_totals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** points of successful entries */
  settled: integer('settled').notNull().default(0),
  /** points of pending debits (holds for unpaid orders) */
  pendingDebits: integer('pending_debits').notNull().default(0),
  /** points of pending credits (earned, available or not yet) */
  pendingCredits: integer('pending_credits').notNull().default(0),
  /** points of earned entries not void */
  earned: integer('earned').notNull().default(0),
  /** minus the points of redeemed entries not void */
  redeemed: integer('redeemed').notNull().default(0),
  /** entries not void (the history's size) */
  entries: integer('entries').notNull().default(0),
});

/** Recipient look-ups for point transfers, counted per member and hour so numbers cannot be harvested. */
export const memberLookups = pgTable(
  'member_lookups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('member_lookups_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What a voucher product sells, or what an award gives: a value in money or one named service, how long a
 * voucher stays valid, its terms and the stores that take it (empty: every store).
 */
export const voucherKinds = pgTable(
  'voucher_kinds',
  {
    id: serial('id').primaryKey(),
    /** The shop product that sells this kind; null for kinds only awarded or issued. */
    productId: integer('product_id')
      .unique()
      .references(() => products.id, { onDelete: 'set null' }),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    valueCents: integer('value_cents'),
    serviceId: integer('service_id').references(() => services.id),
    validDays: integer('valid_days').notNull(),
    termsEn: text('terms_en').notNull(),
    termsZh: text('terms_zh').notNull(),
    storeIds: integer('store_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check('voucher_kinds_value_check', sql`(${t.valueCents} is null) <> (${t.serviceId} is null)`),
    check('voucher_kinds_valid_days_check', sql`${t.validDays} > 0`),
  ],
);

/**
 * A member's service voucher. Its terms are copied from its kind when issued, so a later edit of the kind
 * changes no voucher already held. Valid from and until are shop dates (Singapore), both inclusive; a job
 * marks it expired after the end of its last day.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kindId: integer('kind_id').references(() => voucherKinds.id),
    /** Shown as text and as a QR code at the salon; unguessable, unique. */
    code: text('code').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    valueCents: integer('value_cents'),
    serviceId: integer('service_id').references(() => services.id),
    termsEn: text('terms_en').notNull(),
    termsZh: text('terms_zh').notNull(),
    storeIds: integer('store_ids').array().notNull().default(sql`'{}'::integer[]`),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status', { enum: VOUCHER_STATUSES }).notNull().default('active'),
    source: text('source', { enum: VOUCHER_SOURCES }).notNull(),
    /** A bought voucher: the order and line that paid for it. */
    orderId: integer('order_id').references(() => orders.id),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    referralRewardId: integer('referral_reward_id').references(() => referralRewards.id),
    /** Why the operator issued or voided it. */
    note: text('note'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When its member was told its last day is near (wallet.remind-expiring-vouchers); null: not yet. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vouchers_user_status_idx').on(t.userId, t.status, t.validUntil),
    index('vouchers_active_until_idx').on(t.validUntil).where(sql`${t.status} = 'active'`),
    index('vouchers_order_idx').on(t.orderId),
    check('vouchers_value_check', sql`(${t.valueCents} is null) <> (${t.serviceId} is null)`),
    check('vouchers_validity_check', sql`${t.validFrom} <= ${t.validUntil}`),
  ],
);
