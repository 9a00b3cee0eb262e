import { z } from 'zod';
import { AGENT_RANKS } from '../../enums';
import { AGENT_APPLICATION_STATUSES, BANK_TYPES, WITHDRAWAL_STATUSES } from '../../rules/agent';

const shopTime = z.string().describe('YYYY-MM-DD HH:mm:ss, shop time');

export const opsApplicationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  applied_at: shopTime,
  tnc_accepted_at: shopTime.nullable(),
  decided_at: shopTime.nullable(),
  reject_reason: z.string().nullable(),
  can_apply_again_on: z.string().nullable(),
});
export type OpsApplication = z.infer<typeof opsApplicationSchema>;

export const opsAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  rank: z.enum(AGENT_RANKS),
  team_size: z.number().int(),
  cashback_available: z.number().int().describe('Cents'),
  cashback_pending: z.number().int().describe('Cents'),
  cashback_withdrawn: z.number().int().describe('Cents'),
  agent_since: shopTime.nullable().describe('When an approved application made them an agent'),
});
export type OpsAgent = z.infer<typeof opsAgentSchema>;

export const opsRankChangeSchema = z.object({
  agent_id: z.number().int(),
  from: z.enum(AGENT_RANKS),
  to: z.enum(AGENT_RANKS),
});
export type OpsRankChange = z.infer<typeof opsRankChangeSchema>;

/** A withdrawal with the account and ID numbers masked: only the payment file has them in full. */
export const opsWithdrawalSchema = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_name: z.string().describe('In full'),
  amount: z.number().int().describe('Cents'),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  due_on: z.string().describe('YYYY-MM-DD: the 1st or 15th whose batch takes it'),
  bank_code: z.string(),
  bank_name: z.string(),
  bank_type: z.enum(BANK_TYPES),
  account_number: z.string().describe('Masked'),
  account_holder_name: z.string(),
  id_number: z.string().describe('Masked'),
  email: z.string(),
  one_time: z.boolean().describe('A one-time transfer (no saved account)'),
  reject_reason: z.string().nullable(),
  created_at: shopTime,
  processing_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
});
export type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;

/** A batch of withdrawals moved to processing (or found there again), with the bank's payment file. */
export const opsWithdrawalBatchSchema = z.object({
  due_by: z.string(),
  count: z.number().int(),
  total: z.number().int().describe('Cents'),
  currency: z.string(),
  withdrawals: z.array(opsWithdrawalSchema),
  csv: z.string().describe('The bank payment file: full account numbers'),
});
export type OpsWithdrawalBatch = z.infer<typeof opsWithdrawalBatchSchema>;
