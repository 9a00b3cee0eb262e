import { z } from 'zod';
import { AGENT_RANKS, AGENT_TNC_STATUS } from '../enums';
import type { MessageKey } from '../messages';
import {
  AGENT_APPLICATION_STATUSES,
  BANK_TYPE_CODES,
  BANK_TYPES,
  CASHBACK_ENTRY_KINDS,
  CASHBACK_ENTRY_STATUSES,
  WITHDRAWAL_STATUSES,
} from '../rules/agent';
import {
  bankByCode,
  compactAccountNumber,
  compactIdNumber,
  isAccountNumberFor,
  isValidNric,
  isValidUen,
} from '../rules/agent-bank';
import {
  emailField,
  emptyAsAbsent,
  idField,
  numberParam,
  pageParam,
  perPageParam,
  requiredParam,
  textField,
} from '../rules/validation';

/*
 * Request and answer schemas of the partner programme (spec section 7, agent/*). Money is integer cents of
 * `currency`; points are integers. Every agent/* call but getapplication, application and tnc answers 403 to
 * a member. The bank account fields' own checks (NRIC/FIN and UEN checksums, account number lengths per
 * bank) are in rules/agent-bank.ts; bankDetailsShape and withBankChecks apply them.
 */

const key = (k: MessageKey): MessageKey => k;
const cents = z.number().int().describe('Amount in cents of `currency`');
const shopTime = z.string().describe('YYYY-MM-DD HH:mm:ss, shop time');
const perPageField = perPageParam(100, 20);
const paging = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});

/** An amount of money as the forms send it: cents, at least 1. */
const amountField = requiredParam(
  numberParam(
    z
      .number({ error: key('amount_invalid') })
      .int(key('amount_invalid'))
      .min(1, key('amount_invalid'))
      .max(100_000_000_00, key('amount_invalid')),
  ),
);

// ---------------------------------------------------------------------------------------------------------
// Application (members)

export const agentApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  tnc_status: z.enum([AGENT_TNC_STATUS.PENDING, AGENT_TNC_STATUS.ACCEPTED]),
  applied_at: shopTime,
  tnc_accepted_at: shopTime.nullable(),
  decided_at: shopTime.nullable(),
  reject_reason: z.string().nullable(),
  can_apply_again_on: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD: for a rejected application, the day a new one is taken'),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;

/** GET agent/getapplication: the member's latest application, or null (never applied). */
export const getApplicationAnswerSchema = z.object({ application: agentApplicationSchema.nullable() });
export type GetApplicationAnswer = z.infer<typeof getApplicationAnswerSchema>;

/** POST agent/application: no fields; 409 duplicate_agent_application while one is open. */
export const applicationRequestSchema = z.object({});
/** PUT agent/tnc: accepting the partner terms (`agree` must be true). */
export const tncRequestSchema = z.object({
  agree: requiredParam(
    z.preprocess(
      (v) =>
        v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v,
      z.boolean({ error: key('partner_terms_required') }),
    ),
  ).refine((v) => v, key('partner_terms_required')),
});
export type TncRequestInput = z.input<typeof tncRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Status (agents)

/** GET agent/status. */
export const agentStatusSchema = z.object({
  currency: z.string(),
  rank: z.enum(AGENT_RANKS),
  rank_display: z.string().describe('e.g. "Style Gold"'),
  cashback_rate_bps: z
    .number()
    .int()
    .describe("The agent's rank's cash-back rate, in basis points of goods paid"),
  cashback_available: cents,
  cashback_pending: cents.describe('Earned on team orders not yet completed'),
  cashback_withdrawn: cents.describe(
    'Requested or paid out, all time: cashback_withdrawal_in_progress plus cashback_paid_out',
  ),
  cashback_withdrawal_in_progress: cents.describe(
    'Withdrawals requested or processing: off the available balance, not paid yet (the 1st or 15th batch pays them)',
  ),
  cashback_paid_out: cents.describe('Withdrawals paid to the bank, all time'),
  team_size: z.number().int(),
  month_team_sales: cents.describe("Goods paid by the team's orders this shop month"),
  referral_code: z.string(),
  min_withdrawal: cents.describe('agent_min_withdrawal_amount of the landing, in cents'),
  point_conversion_rate: z.number().int().describe('Points for each currency unit of cash-back converted'),
  next_cash_out_on: z.string().describe('YYYY-MM-DD: the next 1st or 15th'),
});
export type AgentStatus = z.infer<typeof agentStatusSchema>;

// ---------------------------------------------------------------------------------------------------------
// Team

export const myTeamQuerySchema = z.object({ page: pageParam, per_page: perPageField });
export type MyTeamQueryInput = z.input<typeof myTeamQuerySchema>;

export const teamMemberSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  joined_at: shopTime,
  order_count: z.number().int().describe('Paid orders that earned cash-back'),
  purchases: cents.describe('Goods paid, net of reversals'),
  cashback: cents.describe('Cash-back they brought, net of reversals'),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET agent/myteam: newest members first. */
export const myTeamAnswerSchema = z.object({
  currency: z.string(),
  team_size: z.number().int(),
  members: z.array(teamMemberSchema),
  ...paging.shape,
});
export type MyTeamAnswer = z.infer<typeof myTeamAnswerSchema>;

/** GET agent/membertransaction: one team member's orders that earned cash-back; 404 outside the team. */
export const memberTransactionQuerySchema = z.object({
  member_id: requiredParam(idField),
  page: pageParam,
  per_page: perPageField,
});
export type MemberTransactionQueryInput = z.input<typeof memberTransactionQuerySchema>;

export const memberTransactionSchema = z.object({
  order_id: z.number().int(),
  po_number: z.string(),
  paid_at: shopTime,
  order_status: z.string(),
  goods: cents,
  cashback: cents.describe('Net of reversals'),
  cashback_status: z.enum(CASHBACK_ENTRY_STATUSES),
});
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;

export const memberTransactionAnswerSchema = z.object({
  currency: z.string(),
  member: teamMemberSchema,
  transactions: z.array(memberTransactionSchema),
  ...paging.shape,
});
export type MemberTransactionAnswer = z.infer<typeof memberTransactionAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------
// Cash-back history

export const AGENT_HISTORY_FORMATS = ['json', 'csv'] as const;

/** GET agent/transaction: `month` YYYY-MM (shop calendar) filters; `format=csv` downloads the whole filter. */
export const agentTransactionQuerySchema = z.object({
  page: pageParam,
  per_page: perPageField,
  month: emptyAsAbsent(
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, key('invalid_date'))
      .optional(),
  ),
  kind: emptyAsAbsent(z.enum(CASHBACK_ENTRY_KINDS, { error: key('invalid_value') }).optional()),
  format: emptyAsAbsent(z.enum(AGENT_HISTORY_FORMATS, { error: key('invalid_value') }).default('json')),
});
export type AgentTransactionQueryInput = z.input<typeof agentTransactionQuerySchema>;

export const cashbackEntrySchema = z.object({
  id: z.number().int(),
  date: shopTime,
  kind: z.enum(CASHBACK_ENTRY_KINDS),
  status: z.enum(CASHBACK_ENTRY_STATUSES),
  amount: cents.describe('Signed: positive earned, negative reversed, converted or withdrawn'),
  description: z.string().describe('In the request language: the order and member, the points, the bank'),
  po_number: z.string().nullable(),
  withdrawal_status: z.enum(WITHDRAWAL_STATUSES).nullable(),
});
export type CashbackEntry = z.infer<typeof cashbackEntrySchema>;

export const agentTransactionAnswerSchema = z.object({
  currency: z.string(),
  entries: z.array(cashbackEntrySchema),
  ...paging.shape,
});
export type AgentTransactionAnswer = z.infer<typeof agentTransactionAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------
// Conversion

/** POST agent/convert_point: `amount` cents of available cash-back into points at the conversion rate. */
export const convertPointSchema = z.object({ amount: amountField });
export type ConvertPointInput = z.input<typeof convertPointSchema>;

export const convertPointAnswerSchema = z.object({
  currency: z.string(),
  amount: cents,
  points: z.number().int(),
  cashback_available: cents,
  point_available: z.number().int(),
});
export type ConvertPointAnswer = z.infer<typeof convertPointAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------
// Banks, bank accounts and withdrawals

export const bankSchema = z.object({
  code: z.string(),
  name: z.string(),
  account_lengths: z.array(z.number().int()).describe('Accepted account number lengths, in digits'),
});
export const bankListAnswerSchema = z.object({ banks: z.array(bankSchema) });
export type BankListAnswer = z.infer<typeof bankListAnswerSchema>;

/** The bank type as an old client may send it: the name, or the spec's code 1 or 2. */
export const bankTypeField = requiredParam(
  z.preprocess(
    (v) => {
      const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
      const byCode = Object.entries(BANK_TYPE_CODES).find(([, code]) => code === n);
      return byCode ? byCode[0] : typeof v === 'string' ? v.toLowerCase() : v;
    },
    z.enum(BANK_TYPES, {
      error: (issue) => (issue.input === undefined ? key('required') : key('invalid_value')),
    }),
  ),
);

/**
 * The bank details a withdrawal is paid to: a saved account's fields, or a one-time transfer's
 * (rules/agent-bank.ts): `bank_code` one of agent/bank_list's (`bank_code_invalid`); `account_number` digits
 * only (spaces and hyphens between groups are dropped; `numbers_only`) of a length that bank issues
 * (`account_number_length`); `account_holder_name` by the text rules, at most 140 characters; `id_number` the
 * holder's NRIC or FIN for an individual (`nric_invalid`) or the company's UEN (`uen_invalid`), check letter
 * checked (upper-cased, spaces dropped); `email` where the bank's payment advice goes.
 */
export const bankDetailsShape = {
  bank_code: requiredParam(
    z
      .string({ error: key('required') })
      .trim()
      .toUpperCase()
      .refine((code) => bankByCode(code) !== undefined, key('bank_code_invalid')),
  ),
  bank_type: bankTypeField,
  account_number: requiredParam(
    z
      .string({ error: key('required') })
      .transform(compactAccountNumber)
      .refine((n) => /^\d+$/.test(n), key('numbers_only')),
  ),
  account_holder_name: textField({ max: 140 }),
  id_number: requiredParam(z.string({ error: key('required') }).transform(compactIdNumber)),
  email: emailField,
};

type BankDetailsDraft = Partial<Record<keyof typeof bankDetailsShape, unknown>>;
const stringsGiven =
  (...fields: (keyof typeof bankDetailsShape)[]) =>
  ({ value }: { value: unknown }) =>
    fields.every((f) => typeof (value as BankDetailsDraft | null)?.[f] === 'string');

/** The checks between fields: the account number's length is the bank's, the ID number the holder type's. */
const withBankChecks = <T extends z.ZodType<z.output<z.ZodObject<typeof bankDetailsShape>>>>(schema: T) =>
  schema
    .refine(
      (v) => {
        const bank = bankByCode(v.bank_code);
        return !bank || !/^\d+$/.test(v.account_number) || isAccountNumberFor(bank, v.account_number);
      },
      {
        error: key('account_number_length'),
        path: ['account_number'],
        when: stringsGiven('bank_code', 'account_number'),
      },
    )
    .refine((v) => v.bank_type !== 'individual' || isValidNric(v.id_number), {
      error: key('nric_invalid'),
      path: ['id_number'],
      when: ({ value }) =>
        stringsGiven('id_number')({ value }) && (value as BankDetailsDraft).bank_type === 'individual',
    })
    .refine((v) => v.bank_type !== 'company' || isValidUen(v.id_number), {
      error: key('uen_invalid'),
      path: ['id_number'],
      when: ({ value }) =>
        stringsGiven('id_number')({ value }) && (value as BankDetailsDraft).bank_type === 'company',
    });

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  bank_type: z.enum(BANK_TYPES),
  account_number: z.string().describe('Masked: "•••• 7890"'),
  account_holder_name: z.string(),
  id_number: z.string().describe('Masked: "•••• 567A"'),
  email: z.string(),
  created_at: shopTime,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** GET agent/withdrawalsbank: the agent's saved accounts, newest first. */
export const bankAccountListSchema = z.object({ accounts: z.array(bankAccountSchema) });
export type BankAccountList = z.infer<typeof bankAccountListSchema>;

/** DELETE agent/withdrawalsbank {id}. */
export const bankAccountIdSchema = z.object({ id: requiredParam(idField) });

/** POST agent/withdrawalsbank: a bank account to save (the checks of bankDetailsShape and withBankChecks). */
export const withdrawalBankSchema = withBankChecks(z.object(bankDetailsShape));
export type WithdrawalBankInput = z.input<typeof withdrawalBankSchema>;
export type WithdrawalBank = z.output<typeof withdrawalBankSchema>;

/**
 * POST agent/cash_out: `bank_account_id` (a saved account) or the one-time transfer's bank details (used for
 * this withdrawal only, not saved), never both. At least the landing's agent_min_withdrawal_amount, at most
 * the available cash-back (the service checks both).
 */
export const cashOutSchema = z
  .object({
    amount: amountField,
    bank_account_id: emptyAsAbsent(idField.optional()),
    one_time: withdrawalBankSchema
      .optional()
      .describe('The one-time transfer: bank details used once, not saved'),
  })
  .refine((v) => v.bank_account_id !== undefined || v.one_time !== undefined, {
    error: key('bank_account_required'),
    path: ['bank_account_id'],
    when: ({ value }) => {
      const v = value as { bank_account_id?: unknown; one_time?: unknown } | null;
      return v?.bank_account_id === undefined && v?.one_time === undefined;
    },
  })
  .refine((v) => v.bank_account_id === undefined || v.one_time === undefined, {
    error: key('bank_account_one_or_other'),
    path: ['one_time'],
    when: ({ value }) => {
      const v = value as { bank_account_id?: unknown; one_time?: unknown } | null;
      return v?.bank_account_id !== undefined && v?.one_time !== undefined;
    },
  });
export type CashOutInput = z.input<typeof cashOutSchema>;
export type CashOut = z.output<typeof cashOutSchema>;

export const cashOutAnswerSchema = z.object({
  currency: z.string(),
  withdrawal_id: z.number().int(),
  amount: cents,
  status: z.enum(WITHDRAWAL_STATUSES),
  due_on: z.string().describe('YYYY-MM-DD: the 1st or 15th it is processed on; paid 4-5 working days later'),
  bank_name: z.string(),
  account_number: z.string().describe('Masked'),
  cashback_available: cents,
});
export type CashOutAnswer = z.infer<typeof cashOutAnswerSchema>;
