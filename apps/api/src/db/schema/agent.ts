import {
  AGENT_APPLICATION_STATUSES,
  AGENT_RANKS,
  BANK_TYPES,
  CASHBACK_ENTRY_KINDS,
  CASHBACK_ENTRY_STATUSES,
  WITHDRAWAL_STATUSES,
} from '@beauty/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt } from './columns';
import { orders, returnRequests } from './order';

/*
 * The partner programme: applications, the cash-back ledger (integer cents; a balance is the sum of
 * entries, read under the agent's lock), saved bank accounts (account and ID numbers encrypted, AES-256-GCM,
 * with their last four kept in clear for masking), withdrawals and rank changes. The team is not a table:
 * it is the members whose users.referred_by_user_id is the agent.
 */

/**
 * The bank details a withdrawal is paid to, as a saved account keeps them and as a withdrawal snapshots them:
 * account and ID numbers sealed (db/sealed.ts), their last four in clear for masking.
 */
const bankDetailsColumns = () => ({
  bankCode: text('bank_code').notNull(),
  bankType: text('bank_type', { enum: BANK_TYPES }).notNull(),
  accountNumberEnc: text('account_number_enc').notNull(),
  accountLast4: text('account_last4').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  idNumberEnc: text('id_number_enc').notNull(),
  idLast4: text('id_last4').notNull(),
  email: text('email').notNull(),
});

/** A member's application to become a partner; at most one open (applied or submitted) per member. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AGENT_APPLICATION_STATUSES }).notNull().default('applied'),
    tncAcceptedAt: timestamp('tnc_accepted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    // The duplicate-application rule, also for two requests at once: the second insert is a 23505.
    uniqueIndex('agent_applications_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('applied', 'submitted')`),
    index('agent_applications_user_idx').on(t.userId, t.createdAt),
    index('agent_applications_status_idx').on(t.status, t.createdAt),
    check(
      'agent_applications_reason_check',
      sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
  ],
);

/** A withdrawal request; its bank details are a snapshot (a saved account's, or a one-time transfer's). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('SGD'),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('requested'),
    /** The saved account it was paid to; null for a one-time transfer. */
    bankAccountId: integer('bank_account_id').references(() => agentBankAccounts.id),
    ...bankDetailsColumns(),
    /** The 1st or 15th (shop calendar) whose batch pays it. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_agent_idx').on(t.agentId, t.createdAt),
    index('withdrawals_due_idx').on(t.status, t.dueOn),
    check('withdrawals_amount_check', sql`${t.amountCents} > 0`),
    check('withdrawals_reason_check', sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`),
  ],
);

/** An agent's saved bank account. Deleting one only stamps deleted_at: withdrawals still point at it. */
export const agentBankAccounts = pgTable(
  'agent_bank_accounts',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...bankDetailsColumns(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('agent_bank_accounts_agent_idx').on(t.agentId, t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * The cash-back ledger. Signed cents: earned +, reversed, converted and withdrawn −. Each fact has at most
 * one entry (the unique indexes), so a retried or racing writer adds it once.
 */
export const cashbackEntries = pgTable(
  'cashback_entries',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CASHBACK_ENTRY_KINDS }).notNull(),
    status: text('status', { enum: CASHBACK_ENTRY_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** earned and reversed: the team member whose order it is, and the order. */
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id),
    /** earned: the goods paid it was computed on; reversed: the goods given back (negative). */
    goodsCents: integer('goods_cents'),
    /** earned: the rate it was computed at, basis points. */
    rateBps: integer('rate_bps'),
    /** reversed for a part return: the return request. */
    returnRequestId: integer('return_request_id').references(() => returnRequests.id),
    /** converted: the points it bought. */
    points: integer('points'),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    createdAt: createdAt(),
    /** When it last changed status (pending → available, or void). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('cashback_entries_agent_idx').on(t.agentId, t.createdAt, t.id),
    index('cashback_entries_member_idx')
      .on(t.agentId, t.memberId, t.createdAt)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('cashback_entries_earned_idx').on(t.orderId).where(sql`${t.kind} = 'earned'`),
    uniqueIndex('cashback_entries_return_idx').on(t.returnRequestId).where(sql`${t.kind} = 'reversed'`),
    uniqueIndex('cashback_entries_order_reversed_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'reversed' and ${t.returnRequestId} is null`),
    uniqueIndex('cashback_entries_withdrawal_idx').on(t.withdrawalId).where(sql`${t.kind} = 'withdrawn'`),
    check(
      'cashback_entries_sign_check',
      sql`(${t.kind} = 'earned' and ${t.amountCents} >= 0) or (${t.kind} <> 'earned' and ${t.amountCents} <= 0)`,
    ),
  ],
);

/** Every change of an agent's rank: by the operator, or by the monthly promotion (one per agent and month). */
export const agentRankChanges = pgTable(
  'agent_rank_changes',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromRank: text('from_rank', { enum: AGENT_RANKS }),
    toRank: text('to_rank', { enum: AGENT_RANKS }).notNull(),
    source: text('source', { enum: ['approval', 'operator', 'promotion'] }).notNull(),
    /** promotion: the shop month (YYYY-MM) it was computed for. */
    month: text('month'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_rank_changes_agent_idx').on(t.agentId, t.createdAt),
    uniqueIndex('agent_rank_changes_promotion_idx')
      .on(t.agentId, t.month)
      .where(sql`${t.source} = 'promotion'`),
  ],
);

/*
 * Running sums of cashback_entries, kept by triggers on it (migration 0017) in the transaction of every
 * write, so no writer can forget them; agent/status and agent/myteam read these instead of summing an
 * agent's entries. Spending never reads them: it sums the entries under the agent's lock (ledger.ts).
 * agent/totals.test.ts holds them equal to a recount.
 */

/** Per agent (per referrer, for the team size): the balances as ledger.ts CASHBACK_SUMS counts them. */
export const cashbackTotals = pgTable('cashback_totals', {
  agentId: integer('agent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** cents of available entries */
  available: integer('available').notNull().default(0),
  /** cents of pending entries */
  pending: integer('pending').notNull().default(0),
  /** minus the cents of withdrawn entries not void */
  withdrawn: integer('withdrawn').notNull().default(0),
  /**
   * The members whose users.referred_by_user_id is this user (the team), kept by a trigger on users: counting
   * them per request would cost a 5,000-member team a millisecond of CPU every time.
   */
  teamSize: integer('team_size').notNull().default(0),
});

/** Per agent and team member: what their orders brought (earned and reversed entries not void). */
export const cashbackMemberTotals = pgTable(
  'cashback_member_totals',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** earned entries not void: the member's orders that earned cash-back */
    orderCount: integer('order_count').notNull().default(0),
    /** goods paid, net of what came back */
    goodsCents: integer('goods_cents').notNull().default(0),
    /** cash-back, net of reversals */
    cashbackCents: integer('cashback_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.memberId] })],
);

/**
 * Per agent and shop month (YYYY-MM of the entry's time on the shop's clock): the team's sales (goods paid
 * of earned entries, less goods given back, void ones aside), for agent/status and the monthly promotion.
 */
export const cashbackMonthTotals = pgTable(
  'cashback_month_totals',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    goodsCents: integer('goods_cents').notNull().default(0),
    cashbackCents: integer('cashback_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.month] })],
);
