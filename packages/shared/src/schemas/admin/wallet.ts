import { z } from 'zod';
import { VOUCHER_SOURCES, VOUCHER_STATUSES } from '../../enums';

export const opsPointsAdjustedSchema = z.object({
  user_id: z.number().int(),
  points: z.number().int(),
  point_available: z.number().int().describe("The member's balance after"),
});
export type OpsPointsAdjusted = z.infer<typeof opsPointsAdjustedSchema>;

export const opsTransferSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  sender_name: z.string(),
  recipient_id: z.number().int(),
  recipient_name: z.string(),
  points: z.number().int(),
  idempotency_key: z.string().nullable(),
  created_at: z.string(),
});
export type OpsTransfer = z.infer<typeof opsTransferSchema>;

export const opsVoucherSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  value_cents: z.number().int().nullable(),
  service_id: z.number().int().nullable(),
  valid_from: z.string(),
  valid_until: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  source: z.enum(VOUCHER_SOURCES),
  note: z.string().nullable(),
});
export type OpsVoucher = z.infer<typeof opsVoucherSchema>;
