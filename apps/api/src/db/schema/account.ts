import { AGENT_RANKS, GENDER, OS_TYPES, OTP_TYPE, ROLES } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { createdAt, oneOf } from './columns';
import { countries, languages } from './reference';

/* Accounts: members and partners, their sessions, sign-up and login codes, addresses and devices. */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    role: text('role', { enum: ROLES }).notNull().default('member'),
    agentRank: text('agent_rank', { enum: AGENT_RANKS }),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    gender: smallint('gender'),
    passwordHash: text('password_hash').notNull(),
    referralCode: text('referral_code').notNull().unique(),
    referredByUserId: integer('referred_by_user_id'),
    pushEnabled: boolean('push_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_country_mobile_idx').on(t.countryId, t.mobile),
    // The members one member referred: share and rewards, the referral reward job, and an agent's team,
    // newest first (agent/myteam pages it, agent/status counts it from this index alone).
    index('users_referred_by_idx')
      .on(t.referredByUserId, t.createdAt, t.id)
      .where(sql`${t.referredByUserId} is not null`),
    check('users_gender_check', sql`${t.gender} is null or ${oneOf(t.gender, GENDER)}`),
    check('users_rank_check', sql`(${t.role} = 'agent') = (${t.agentRank} is not null)`),
  ],
);

/**
 * Sessions: only a hash of each token is stored, so a leaked table opens no account. A session ends when
 * revoked, when unused for the idle limit (last_seen_at, moved at most every few minutes) or at the absolute
 * limit after created_at (config.ts SESSION_IDLE_DAYS, SESSION_MAX_DAYS).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** web or an app platform: a new web login ends the earlier web session. */
    client: text('client', { enum: OS_TYPES }).notNull(),
    deviceToken: text('device_token'),
    /** The login's User-Agent (cut to 512 characters): the session list names the device from it. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason', { enum: ['logout', 'replaced', 'password_changed', 'ended'] }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.client)],
);

/** One-time codes sent by SMS, stored hashed, for one purpose and one number. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    mobile: text('mobile').notNull(),
    purpose: smallint('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    requesterIp: text('requester_ip').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_number_idx').on(t.countryId, t.mobile, t.purpose, t.createdAt),
    index('otp_codes_ip_idx').on(t.requesterIp, t.createdAt),
    check('otp_codes_purpose_check', oneOf(t.purpose, OTP_TYPE)),
  ],
);

/**
 * Failed logins per number and the address they came from, and the attempts being checked (`checking`: written
 * before the password is checked, deleted if it was right): the throttle counts them (account/login-throttle.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull().default(''),
    checking: boolean('checking').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_number_idx').on(t.countryId, t.mobile, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * The addresses a member signed in from successfully: a stranger's failures that lock the number everywhere
 * else do not lock the owner out of these.
 */
export const loginPlaces = pgTable(
  'login_places',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    address: text('address').notNull(),
    floorUnit: text('floor_unit'),
    postcode: text('postcode').notNull(),
    contactNo: text('contact_no').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    defaultDelivery: boolean('default_delivery_address').notNull().default(false),
    defaultBilling: boolean('default_billing_address').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default of each kind per member, enforced by the database too.
    uniqueIndex('addresses_default_delivery_idx').on(t.userId).where(sql`${t.defaultDelivery}`),
    uniqueIndex('addresses_default_billing_idx').on(t.userId).where(sql`${t.defaultBilling}`),
  ],
);
