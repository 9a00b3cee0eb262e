import { type AgentRank, REVIEW_WINDOW_DAYS } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
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

/** Each setting's column of shop_settings: a new setting is added here, to the type and to the defaults. */
const BOOKING_SETTING_COLUMNS: Record<keyof BookingSettings, string> = {
  slotMinutes: 'booking_slot_minutes',
  bufferMinutes: 'booking_buffer_minutes',
  daysAhead: 'booking_days_ahead',
  maxUpcoming: 'booking_max_upcoming',
  changeHours: 'booking_change_hours',
};

/**
 * The booking settings as one row named as BookingSettings ("slotMinutes", ...), each the documented default
 * without a settings row: what bookingSettings reads, and a subquery for the statements that need the settings
 * beside other data (one round trip instead of bookingSettings and then the query).
 */
export const bookingSettingsSql = sql.raw(
  `select ${Object.entries(BOOKING_SETTING_COLUMNS)
    .map(([name, column]) => {
      const fallback = DEFAULT_BOOKING_SETTINGS[name as keyof BookingSettings];
      return `coalesce(x.${column}, ${fallback})::int as "${name}"`;
    })
    .join(', ')}
    from (select 1) one left join shop_settings x on x.id = 1`,
);

export async function bookingSettings(db: Db | Tx): Promise<BookingSettings> {
  const [row] = await selectPrepared<BookingSettings>(db, 'booking_settings', bookingSettingsSql);
  return row!;
}

/**
 * The days after delivery (or a salon visit) during which it can be reviewed, as a scalar subquery (the
 * documented default without a settings row) for the review statements, which read it beside their data.
 */
export const reviewWindowDaysSql = sql<number>`coalesce((select review_window_days from shop_settings where id = 1), ${sql.raw(
  String(REVIEW_WINDOW_DAYS),
)})`;

/**
 * The partner programme's settings (shop_settings, per use like the wallet's): the cash-back rate of each
 * rank in basis points of goods paid, the team sales over the last three full shop months that promote an
 * agent to each rank, the points one currency unit of cash-back converts into, the smallest withdrawal, and
 * the shop's currency (the cash-back ledger's: only orders in it earn cash-back).
 */
export type AgentSettings = {
  cashbackBps: Record<AgentRank, number>;
  /** Promotion thresholds; silver is where every agent starts. */
  rankSalesCents: Record<Exclude<AgentRank, 'silver'>, number>;
  cashbackPointRate: number;
  minWithdrawalCents: number;
  currency: string;
};

export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  cashbackBps: { silver: 500, gold: 700, platinum: 1000, executive: 1200 },
  rankSalesCents: { gold: 300_000, platinum: 1_000_000, executive: 3_000_000 },
  cashbackPointRate: 100,
  minWithdrawalCents: 5000,
  currency: 'SGD',
};

const CASHBACK_BPS_COLUMNS: Record<AgentRank, string> = {
  silver: 'cashback_silver_bps',
  gold: 'cashback_gold_bps',
  platinum: 'cashback_platinum_bps',
  executive: 'cashback_executive_bps',
};

function byRank(rank: SQL, arm: (r: AgentRank) => string): SQL {
  const arms = (Object.keys(CASHBACK_BPS_COLUMNS) as AgentRank[])
    .map((r) => `when '${r}' then ${arm(r)}`)
    .join(' ');
  return sql`case ${rank} ${sql.raw(arms)} end`;
}

/**
 * The cash-back rate (basis points) of the rank `rank` (an SQL text expression) as a scalar subquery, the
 * documented default without a settings row: for the statement that writes an earned entry.
 */
export function cashbackRateBpsSql(rank: SQL): SQL<number> {
  return sql<number>`coalesce((select ${byRank(rank, (r) => `s.${CASHBACK_BPS_COLUMNS[r]}`)}
    from shop_settings s where s.id = 1), ${byRank(rank, (r) => String(DEFAULT_AGENT_SETTINGS.cashbackBps[r]))})`;
}

/** The shop's currency as a scalar subquery (SGD without a settings row). */
export const shopCurrencySql = sql<string>`coalesce((select currency from shop_settings where id = 1), ${sql.raw(`'${DEFAULT_AGENT_SETTINGS.currency}'`)})`;

/** The agent settings' row as agentSettingsSql answers it (each the documented default without a settings row). */
export type AgentSettingsRow = Record<AgentRank, number> & {
  gold_sales: number;
  platinum_sales: number;
  executive_sales: number;
  point_rate: number;
  min_withdrawal: number;
  currency: string;
};

const d = DEFAULT_AGENT_SETTINGS;
/**
 * The agent settings as one row (AgentSettingsRow): what agentSettings reads, and a subquery for the
 * statements that need them beside other data (agent/status: one round trip).
 */
export const agentSettingsSql = sql.raw(
  `select coalesce(x.cashback_silver_bps, ${d.cashbackBps.silver})::int as silver,
    coalesce(x.cashback_gold_bps, ${d.cashbackBps.gold})::int as gold,
    coalesce(x.cashback_platinum_bps, ${d.cashbackBps.platinum})::int as platinum,
    coalesce(x.cashback_executive_bps, ${d.cashbackBps.executive})::int as executive,
    coalesce(x.rank_gold_sales_cents, ${d.rankSalesCents.gold})::int as gold_sales,
    coalesce(x.rank_platinum_sales_cents, ${d.rankSalesCents.platinum})::int as platinum_sales,
    coalesce(x.rank_executive_sales_cents, ${d.rankSalesCents.executive})::int as executive_sales,
    coalesce(x.cashback_point_rate, ${d.cashbackPointRate})::int as point_rate,
    coalesce(x.agent_min_withdrawal_cents, ${d.minWithdrawalCents})::int as min_withdrawal,
    coalesce(x.currency, '${d.currency}') as currency
  from (select 1) one left join shop_settings x on x.id = 1`,
);

export function toAgentSettings(row: AgentSettingsRow): AgentSettings {
  return {
    cashbackBps: { silver: row.silver, gold: row.gold, platinum: row.platinum, executive: row.executive },
    rankSalesCents: { gold: row.gold_sales, platinum: row.platinum_sales, executive: row.executive_sales },
    cashbackPointRate: row.point_rate,
    minWithdrawalCents: row.min_withdrawal,
    currency: row.currency,
  };
}

export async function agentSettings(db: Db | Tx): Promise<AgentSettings> {
  const [row] = await selectPrepared<AgentSettingsRow>(db, 'agent_settings', agentSettingsSql);
  return toAgentSettings(row!);
}
