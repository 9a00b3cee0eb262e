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
    partnerDetailsEn: text('partner_details_en').notNull(),
    partnerDetailsZh: text('partner_details_zh').notNull(),
    customerServiceEmail: text('customer_service_email').notNull(),
    agentMinWithdrawalCents: integer('agent_min_withdrawal_cents').notNull(),
    currency: text('currency').notNull().default('SGD'),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);
