import type { VoucherStatus } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import type { Lifecycle, Transition } from '../db/lifecycle';
import { shopDate } from '../db/shop-clock';
import { DomainError } from '../errors';

export type VoucherAction = 'use' | 'expire' | 'void';

/**
 * The lifecycle of a service voucher (spec sections 4 and 9). A voucher is issued active (voucher-issue.ts).
 * It is used when the salon visit a booking held it for completes (the shop records the visit), expires when
 * its last day has passed (the expiry job), or is void: its order was cancelled (by the member, the shop or
 * the order's expiry) or refunded, or the shop voided it. Used, expired and void are final; only active
 * vouchers move, and any other move is refused (409 voucher_not_active).
 */
export const VOUCHER_TRANSITIONS: Record<VoucherAction, Transition<VoucherStatus>> = {
  use: { from: ['active'], to: 'used', actors: ['operator'], stamp: 'used_at' },
  expire: { from: ['active'], to: 'expired', actors: ['system'] },
  void: { from: ['active'], to: 'void', actors: ['member', 'operator', 'system'], stamp: 'voided_at' },
};

export const VOUCHER_ACTIONS = Object.keys(VOUCHER_TRANSITIONS) as VoucherAction[];

/** What a voucher's move is told. */
export type VoucherFacts = {
  /** void, of an order's vouchers: why (the cancelled or refunded purchase), as its note. */
  note?: string;
  /** void, by the shop: the reason, added to its note. */
  reason?: string;
  /** expire: the moment whose shop date its last day must be before (now when absent). */
  asOf?: Date;
};

/**
 * Past its last day (a shop date, Singapore, at `asOf`) and not held by a booked appointment: a held voucher
 * was valid on the appointment's day, and completing the visit uses it even after its last day
 * (bookings.voucher_id, the booking domain's hold). As a condition on `vouchers`.
 */
export function expirable(asOf: Date | undefined): SQL {
  const today = asOf ? shopDate(sql`${asOf.toISOString()}::timestamptz`) : shopDate();
  return sql`valid_until < ${today}
    and not exists (select 1 from bookings b where b.voucher_id = vouchers.id and b.status = 'booked')`;
}

/**
 * Vouchers as the one helper moves them: every change of a voucher's status is `move` (one, the shop's
 * void) or `moveAll` (an order's, the expiry job's batch, the one a completed booking held). They keep no
 * history table: the order's events and the booking's visit say why.
 */
export const VOUCHER_LIFECYCLE: Lifecycle<VoucherStatus, VoucherAction, { user_id: number }, VoucherFacts> = {
  name: 'voucher',
  table: 'vouchers',
  transitions: VOUCHER_TRANSITIONS,
  refusal: 'voucher_not_active',
  returning: sql`id, user_id`,
  where: ({ action, facts }) => (action === 'expire' ? [expirable(facts.asOf)] : []),
  set: ({ facts }) => [
    sql`updated_at = now()`,
    ...(facts.note !== undefined ? [sql`note = ${facts.note}`] : []),
    ...(facts.reason !== undefined ? [sql`note = concat_ws('; ', note, 'void: ' || ${facts.reason})`] : []),
  ],
  async explain(tx, id) {
    const [found] = await selectRows(tx as unknown as Db, sql`select id from vouchers where id = ${id}`);
    if (!found) throw new DomainError('not_found');
  },
};
