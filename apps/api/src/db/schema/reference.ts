import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/*
 * Reference data every domain reads and none changes at run time: countries, languages and the shop's
 * settings.
 */

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull().unique(),
  phoneCode: text('phone_code').notNull(),
  position: integer('position').notNull().default(0),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** The shop's single row of settings shown on the landing data: legal texts, contact, partner limits. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    memberTermsEn: text('member_terms_en').notNull(),
    memberTermsZh: text('member_terms_zh').notNull(),
    agentTermsEn: text('agent_terms_en').notNull(),
    agentTermsZh: text('agent_terms_zh').notNull(),
    privacyPolicyEn: text('privacy_policy_en').notNull(),
    privacyPolicyZh: text('privacy_policy_zh').notNull(),
    agentDetailsEn: text('partner_details_en').notNull(),
    agentDetailsZh: text('partner_details_zh').notNull(),
    customerServiceEmail: text('customer_service_email').notNull(),
    agentMinWithdrawalCents: integer('agent_min_withdrawal_cents').notNull(),
    currency: text('currency').notNull().default('SGD'),
    /** Points worth one currency unit (100 = SGD 1): read by the checkout's points rule and the wallet alike. */
    pointRate: integer('point_rate').notNull().default(100),
    /** Smallest point transfer between members; shown in the transfer form's label. */
    minTransferPoints: integer('min_transfer_points').notNull().default(100),
    /** Most points one member may send in a shop day (Singapore time). */
    dailyTransferLimitPoints: integer('daily_transfer_limit_points').notNull().default(20000),
    /** What a referrer earns when a referred member's first order settles (spec section 9). */
    referralRewardPoints: integer('referral_reward_points').notNull().default(1000),
    agentReferralRewardPoints: integer('agent_referral_reward_points').notNull().default(3000),
    /** The service voucher an agent referrer also earns; 0 gives none. */
    agentReferralVoucherCents: integer('agent_referral_voucher_cents').notNull().default(3000),
    /** Days an awarded or bought voucher stays valid when its kind does not say. */
    voucherValidDays: integer('voucher_valid_days').notNull().default(180),
    /** Appointments start on this grid of minutes from the stylist's first hour. */
    bookingSlotMinutes: integer('booking_slot_minutes').notNull().default(30),
    /** Minutes a stylist's time stays held after each appointment (cleaning up); 0 for none. */
    bookingBufferMinutes: integer('booking_buffer_minutes').notNull().default(0),
    /** The last bookable day is this many days after today (the first is tomorrow). */
    bookingDaysAhead: integer('booking_days_ahead').notNull().default(30),
    /** Most upcoming appointments one member may hold. */
    bookingMaxUpcoming: integer('booking_max_upcoming').notNull().default(3),
    /** A member may edit or cancel an appointment until this many hours before its start. */
    bookingChangeHours: integer('booking_change_hours').notNull().default(24),
    /** Days after delivery (or a salon visit) during which it can be reviewed. */
    reviewWindowDays: integer('review_window_days').notNull().default(90),
    /** Cash-back on a team member's goods paid, basis points, by the agent's rank. */
    cashbackSilverBps: integer('cashback_silver_bps').notNull().default(500),
    cashbackGoldBps: integer('cashback_gold_bps').notNull().default(700),
    cashbackPlatinumBps: integer('cashback_platinum_bps').notNull().default(1000),
    cashbackExecutiveBps: integer('cashback_executive_bps').notNull().default(1200),
    /** The team's goods paid over the last three shop months that promote an agent to each rank. */
    rankGoldSalesCents: integer('rank_gold_sales_cents').notNull().default(300000),
    rankPlatinumSalesCents: integer('rank_platinum_sales_cents').notNull().default(1000000),
    rankExecutiveSalesCents: integer('rank_executive_sales_cents').notNull().default(3000000),
    /** Points for each currency unit of cash-back converted (agent/convert_point). */
    cashbackPointRate: integer('cashback_point_rate').notNull().default(100),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_point_rate_check', sql`${t.pointRate} > 0`),
    check(
      'shop_settings_booking_check',
      sql`${t.bookingSlotMinutes} between 5 and 240 and ${t.bookingBufferMinutes} between 0 and 240
        and ${t.bookingDaysAhead} between 1 and 366 and ${t.bookingMaxUpcoming} > 0 and ${t.bookingChangeHours} >= 0`,
    ),
    check('shop_settings_review_window_check', sql`${t.reviewWindowDays} between 1 and 3650`),
    check(
      'shop_settings_cashback_check',
      sql`${t.cashbackSilverBps} between 0 and 5000 and ${t.cashbackGoldBps} between 0 and 5000
        and ${t.cashbackPlatinumBps} between 0 and 5000 and ${t.cashbackExecutiveBps} between 0 and 5000
        and ${t.cashbackPointRate} > 0
        and 0 < ${t.rankGoldSalesCents} and ${t.rankGoldSalesCents} <= ${t.rankPlatinumSalesCents}
        and ${t.rankPlatinumSalesCents} <= ${t.rankExecutiveSalesCents}`,
    ),
    check(
      'shop_settings_transfer_check',
      sql`${t.minTransferPoints} > 0 and ${t.dailyTransferLimitPoints} > 0`,
    ),
  ],
);
