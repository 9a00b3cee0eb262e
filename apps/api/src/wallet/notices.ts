import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifyMany } from '../notification';
import { claimExpiringVouchers, selectNewlyAvailablePoints, shopDayOf } from './notice-queries';

/*
 * What the wallet's jobs tell members (wallet/jobs.ts): a voucher's last day coming up, earned points that
 * became available. Each run is set-based (one claim or read, one notifyMany) and each event is keyed, so a
 * second run, or two instances at once, announce nothing twice.
 */

/** A voucher's member is reminded this many days before its last day (spec: 7). */
export const VOUCHER_REMINDER_DAYS = 7;
/**
 * Reminders wait for this hour of the shop's day: a voucher enters the window at midnight, and a push at
 * 00:05 would wake the member for something that can wait the morning.
 */
export const VOUCHER_REMINDER_HOUR = 10;
const VOUCHER_BATCH = 500;

/** The page a notification about the member's points opens. */
export const WALLET_LINK = '/wallet';

/** The page a notification about a voucher opens. */
export const voucherLink = (voucherId: number): string => `/voucher-detail/${voucherId}`;

/**
 * Reminds members of their active vouchers whose last day is VOUCHER_REMINDER_DAYS or fewer days away (from
 * VOUCHER_REMINDER_HOUR of the shop's day), once each (vouchers.expiry_reminded_at, and the key
 * `voucher_expiring:<id>`), in the claim's transaction. "Or fewer", not "exactly": a voucher issued with
 * less than a week to run, and one whose seventh day passed while the jobs were down, still gets its one
 * reminder. Answers how many were reminded.
 */
export async function remindExpiringVouchers(db: Db, now: Date = new Date()): Promise<number> {
  let reminded = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      // Until 10:00 the window is yesterday's; a voucher whose last day has passed is never reminded.
      const rows = await claimExpiringVouchers(tx, {
        today: shopDayOf(now),
        lastDay: sql`${shopDayOf(now, VOUCHER_REMINDER_HOUR)} + ${VOUCHER_REMINDER_DAYS}::int`,
        limit: VOUCHER_BATCH,
      });
      await notifyMany(
        tx,
        rows.map((v) => ({
          userId: v.user_id,
          event: {
            kind: 'voucher_expiring',
            facts: { voucher_name: v.name, expires_on: v.valid_until },
            link: voucherLink(v.id),
          },
          key: `voucher_expiring:${v.id}`,
        })),
      );
      return rows.length;
    });
    reminded += claimed;
    if (claimed < VOUCHER_BATCH) return reminded;
  }
}

/**
 * How far back a run looks for points that became available. Entries are not marked, so each run offers
 * the window's entries again and their keys drop the repeats: the window bounds that work, and means a first
 * run (or one after a long outage) does not announce a history of old credits the wallet shows already. A
 * day outlasts any ordinary gap between runs (five minutes) many times over.
 */
export const POINTS_LOOKBACK_HOURS = 24;

/**
 * Tells members of earned points that became available, each entry once (key `points_available:<entry id>`).
 * Answers how many notifications were new.
 */
export async function announceAvailablePoints(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const entries = await selectNewlyAvailablePoints(tx, now, POINTS_LOOKBACK_HOURS);
    return notifyMany(
      tx,
      entries.map((e) => ({
        userId: e.user_id,
        event: { kind: 'points_available', facts: { points: e.points }, link: WALLET_LINK },
        key: `points_available:${e.id}`,
      })),
    );
  });
}
