import { z } from 'zod';
import { VOUCHER_SOURCES, VOUCHER_STATUSES } from '../enums';
import type { MessageKey } from '../messages';
import {
  countryIdField,
  emptyAsAbsent,
  existingPasswordField,
  idField,
  mobileField,
  numberParam,
  optionalDateField,
  pageParam,
  perPageParam,
  requiredParam,
} from '../rules/validation';

/*
 * Request and answer schemas of the wallet calls (spec section 7, account: point, voucher, shareandrewards,
 * memberlist, transferpoint). Money is integer cents of `currency`; points are integers.
 */

const key = (k: MessageKey): MessageKey => k;
const cents = z.number().int().describe('Amount in cents of `currency`');

// ---------------------------------------------------------------------------------------------------------
// Points

export const POINT_HISTORY_FORMATS = ['json', 'csv'] as const;

/** GET account/point: the summary and one page of history; `format=csv` downloads the whole filtered history. */
export const pointQuerySchema = z
  .object({
    page: pageParam,
    per_page: perPageParam(100, 20),
    start_date: optionalDateField.describe('YYYY-MM-DD, shop date, inclusive'),
    end_date: optionalDateField.describe('YYYY-MM-DD, shop date, inclusive'),
    format: emptyAsAbsent(z.enum(POINT_HISTORY_FORMATS, { error: key('invalid_value') }).default('json')),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    error: key('date_out_of_range'),
    path: ['end_date'],
  });
export type PointQueryInput = z.input<typeof pointQuerySchema>;
export type PointQuery = z.output<typeof pointQuerySchema>;

export const POINT_ENTRY_KINDS = [
  'earned',
  'redeemed',
  'adjusted',
  'referral',
  'transfer_in',
  'transfer_out',
  'converted',
] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

export const pointHistoryEntrySchema = z.object({
  id: z.number().int(),
  date: z.string().describe('YYYY-MM-DD HH:mm:ss, shop time'),
  kind: z.enum(POINT_ENTRY_KINDS),
  description: z
    .string()
    .describe(
      'In the request language: the order PO number, transfer to or from a masked name, a reward, a reason',
    ),
  points: z.number().int().describe('Signed: positive earned or received, negative spent or sent'),
  status: z.enum(['Pending', 'Successful']),
});
export type PointHistoryEntry = z.infer<typeof pointHistoryEntrySchema>;

export const pointAnswerSchema = z.object({
  currency: z.string(),
  point_available: z.number().int(),
  point_available_conversion: cents.describe('Money value of the available points'),
  point_pending: z.number().int().describe('Earned, not yet settled'),
  point_redeemed: z.number().int().describe('Points spent on orders, all time'),
  point_redemption_rate: z.number().describe('Currency value of one point'),
  total_point_earn: z.number().int().describe('Points earned by orders, all time'),
  total_point_earn_conversion: cents,
  point_redemption_conversion_rate: z.number().int().describe('Points per currency unit (shop setting)'),
  min_transfer_points: z.number().int(),
  history: z.object({
    entries: z.array(pointHistoryEntrySchema),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type PointAnswer = z.infer<typeof pointAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------
// Point transfer

/** GET account/memberlist: one recipient by country and exact mobile number, never a list to browse. */
export const memberListQuerySchema = z.object({ country_id: countryIdField, mobile: mobileField });
export type MemberListQueryInput = z.input<typeof memberListQuerySchema>;

export const memberListSchema = z.object({
  members: z
    .array(
      z.object({
        name: z.string().describe('Masked: "Tan M** L**"'),
        country_id: z.number().int(),
        mobile: z.string(),
      }),
    )
    .max(1),
});
export type MemberList = z.infer<typeof memberListSchema>;

const transferPointsField = numberParam(
  z
    .number({ error: key('points_not_valid') })
    .int(key('points_not_valid'))
    .min(1, key('points_not_valid'))
    .max(100_000_000, key('points_not_valid')),
);

/** POST account/transferpoint. The minimum and the daily limit are shop settings, checked by the service. */
export const transferPointSchema = z.object({
  country_id: countryIdField,
  mobile: mobileField,
  points: requiredParam(transferPointsField),
  password: existingPasswordField,
  idempotency_key: emptyAsAbsent(
    z
      .string()
      .regex(/^[\w-]{8,100}$/u, key('invalid_value'))
      .optional(),
  ).describe('One per attempt: a retry with the same key answers the first result'),
});
export type TransferPointInput = z.input<typeof transferPointSchema>;
export type TransferPoint = z.output<typeof transferPointSchema>;

export const transferPointAnswerSchema = z.object({
  transfer_id: z.number().int(),
  points: z.number().int(),
  recipient_name: z.string().describe('Masked'),
  point_available: z.number().int().describe("The sender's balance after the transfer"),
  created_at: z.string().describe('YYYY-MM-DD HH:mm:ss, shop time'),
});
export type TransferPointAnswer = z.infer<typeof transferPointAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------
// Vouchers

/** Status by name or by its position (1 active, 2 used, 3 expired, 4 void), as old clients send numbers. */
export const voucherStatusField = z
  .union([
    z.enum(VOUCHER_STATUSES),
    z.enum(['1', '2', '3', '4']).transform((n) => VOUCHER_STATUSES[Number(n) - 1]),
    z.literal([1, 2, 3, 4]).transform((n) => VOUCHER_STATUSES[n - 1]),
  ])
  .transform((s) => s as (typeof VOUCHER_STATUSES)[number]);

export const voucherQuerySchema = z.object({
  status: emptyAsAbsent(voucherStatusField.default('active')),
  page: pageParam,
  per_page: perPageParam(100, 20),
});
export type VoucherQueryInput = z.input<typeof voucherQuerySchema>;

export const voucherDetailQuerySchema = z.object({ id: idField });

export const voucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  value: cents.nullable().describe('Money value; null for a voucher for one named service'),
  service_name: z.string().nullable(),
  valid_from: z.string().describe('YYYY-MM-DD'),
  valid_until: z.string().describe('YYYY-MM-DD, last day of use (shop date)'),
  status: z.enum(VOUCHER_STATUSES),
  source: z.enum(VOUCHER_SOURCES),
  used_at: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD HH:mm:ss, shop time, when it was used; null until then'),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherListSchema = z.object({
  status: z.enum(VOUCHER_STATUSES),
  vouchers: z.array(voucherSchema),
  counts: z.record(z.enum(VOUCHER_STATUSES), z.number().int()),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type VoucherList = z.infer<typeof voucherListSchema>;

export const voucherDetailSchema = voucherSchema.extend({
  terms: z.string(),
  stores: z
    .array(z.object({ id: z.number().int(), name: z.string(), address: z.string() }))
    .describe('Where it can be used; every store when the voucher names none'),
  all_stores: z.boolean(),
  po_number: z.string().nullable().describe('The order that bought it'),
});
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

// ---------------------------------------------------------------------------------------------------------
// Share and rewards

export const REFERRAL_STATES = ['signed_up', 'ordered', 'rewarded'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const shareAndRewardsSchema = z.object({
  referral_code: z.string(),
  referral_link: z.string().describe('/?referralCode=… on this shop'),
  currency: z.string(),
  rewards: z.object({
    member_points: z.number().int(),
    member_points_value: cents,
    agent_points: z.number().int(),
    agent_points_value: cents,
    agent_voucher_value: cents,
  }),
  texts: z
    .object({ title: z.string(), member: z.string(), agent: z.string() })
    .describe('In the request language'),
  referred: z
    .array(
      z.object({
        name: z.string(),
        joined_at: z.string().describe('YYYY-MM-DD'),
        state: z.enum(REFERRAL_STATES).describe('signed up; first order placed, not settled; reward granted'),
        reward_points: z.number().int(),
        reward_voucher_value: cents,
        rewarded_at: z.string().nullable(),
      }),
    )
    .describe('Newest first, at most 100'),
  referred_total: z.number().int().describe('Every member referred, also those beyond the list'),
});
export type ShareAndRewards = z.infer<typeof shareAndRewardsSchema>;
