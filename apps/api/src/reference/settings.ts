import { sql } from 'drizzle-orm';
import { type Db, selectPrepared, type Tx } from '../db/client';

/**
 * The shop settings the wallet rules read: the point conversion rate (also the checkout's), transfer limits and
 * referral rewards. One row of shop_settings, read per use rather than cached, so an operator's change is seen
 * by every instance at once; it is one primary-key lookup.
 */
export type WalletSettings = {
  /** Points worth one currency unit (100 = SGD 1). */
  pointRate: number;
  minTransferPoints: number;
  dailyTransferLimitPoints: number;
  referralRewardPoints: number;
  agentReferralRewardPoints: number;
  agentReferralVoucherCents: number;
  voucherValidDays: number;
  currency: string;
};

/** The documented defaults, also what the shop runs on before its settings row exists. */
export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  pointRate: 100,
  minTransferPoints: 100,
  dailyTransferLimitPoints: 20000,
  referralRewardPoints: 1000,
  agentReferralRewardPoints: 3000,
  agentReferralVoucherCents: 3000,
  voucherValidDays: 180,
  currency: 'SGD',
};

/**
 * The point rate as a scalar subquery (the documented default without a settings row), for the statements
 * that already read a cart or an order: the rate rides along instead of costing a read of its own.
 */
export const pointRateSql = sql<number>`coalesce((select point_rate from shop_settings where id = 1), ${sql.raw(
  String(DEFAULT_WALLET_SETTINGS.pointRate),
)})`;

export async function walletSettings(db: Db | Tx): Promise<WalletSettings> {
  const [row] = await selectPrepared<WalletSettings>(
    db,
    'wallet_settings',
    sql`select point_rate as "pointRate", min_transfer_points as "minTransferPoints",
        daily_transfer_limit_points as "dailyTransferLimitPoints",
        referral_reward_points as "referralRewardPoints",
        agent_referral_reward_points as "agentReferralRewardPoints",
        agent_referral_voucher_cents as "agentReferralVoucherCents",
        voucher_valid_days as "voucherValidDays", currency
      from shop_settings where id = 1`,
  );
  // Before the demo shop or an operator writes the row, the shop runs on the documented defaults.
  return row ?? DEFAULT_WALLET_SETTINGS;
}

/** The shop settings the appointment rules read (shop_settings, per use like the wallet's). */
export type BookingSettings = {
  slotMinutes: number;
  bufferMinutes: number;
  daysAhead: number;
  maxUpcoming: number;
  changeHours: number;
};

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  slotMinutes: 30,
  bufferMinutes: 0,
  daysAhead: 30,
  maxUpcoming: 3,
  changeHours: 24,
};

export async function bookingSettings(db: Db | Tx): Promise<BookingSettings> {
  const [row] = await selectPrepared<BookingSettings>(
    db,
    'booking_settings',
    sql`select booking_slot_minutes as "slotMinutes", booking_buffer_minutes as "bufferMinutes",
        booking_days_ahead as "daysAhead", booking_max_upcoming as "maxUpcoming",
        booking_change_hours as "changeHours"
      from shop_settings where id = 1`,
  );
  return row ?? DEFAULT_BOOKING_SETTINGS;
}
