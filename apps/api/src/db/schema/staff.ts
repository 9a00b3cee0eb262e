import { STAFF_ROLES } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';

/* The back office's people: staff accounts (apart from members), their stores, sessions and second factor. */

export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id with the members' parameters (account/password.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** A deactivated member of staff signs in no more; their sessions end in the same transaction. */
    active: boolean('active').notNull().default(true),
    /**
     * The TOTP secret, sealed as the partners' bank data is (db/sealed.ts, field `totp_secret`). Set at
     * enrolment; it counts only from totp_enabled_at, when a code from it was confirmed.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code of that step or an earlier one is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_members_email_lower_idx').on(sql`lower(${t.email})`),
    check('staff_members_enabled_check', sql`${t.totpEnabledAt} is null or ${t.totpSecret} is not null`),
  ],
);

/** The stores a store_staff member works in (what their calendar shows). */
export const staffStores = pgTable(
  'staff_stores',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.storeId] })],
);

/**
 * Staff sessions: only a hash of each token is stored. A session ends when ended_at is set (logout,
 * deactivation), after STAFF_SESSION_IDLE_MINUTES unused (last_seen_at) or STAFF_SESSION_MAX_HOURS after
 * created_at (shared constants).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: ['logout', 'deactivated', 'ended'] }),
    /** The sign-in's address: the login throttle's known places, and the staff page's list of sessions. */
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId, t.ip)],
);

/** One-time recovery codes, hashed (random 80-bit codes, so a fast hash keeps them as well as a slow one). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_code_idx').on(t.staffId, t.codeHash)],
);

/** The owner's settings of the back office: one row. */
export const staffSettings = pgTable(
  'staff_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Every member of staff needs a second factor: one without it may only enrol. */
    secondFactorRequired: boolean('second_factor_required').notNull().default(false),
  },
  (t) => [check('staff_settings_one_row', sql`${t.id}`)],
);

/**
 * API keys (`npm run ops`, scripts, cron): a named credential with a role, created by an owner and shown once;
 * only a SHA-256 hash of the key is kept, as of session tokens. A revoked key is refused; last_used_at moves
 * at most once a minute.
 */
export const staffApiKeys = pgTable('staff_api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The owner who created it: staff are deactivated, never deleted, so the name stays known. */
  createdByStaffId: integer('created_by_staff_id')
    .notNull()
    .references(() => staffMembers.id),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** The stores a store_staff API key works in, as staff_stores are a member's. */
export const staffApiKeyStores = pgTable(
  'staff_api_key_stores',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => staffApiKeys.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.storeId] })],
);
