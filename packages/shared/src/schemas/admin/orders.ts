import { z } from 'zod';
import { ORDER_STATUS_VALUES } from '../buying';

/** An order as the operator's queue and every order command answer it. */
export const opsOrderSchema = z.object({
  id: z.number().int(),
  po_number: z.string(),
  user_id: z.number().int(),
  status: z.enum(ORDER_STATUS_VALUES),
  currency: z.string(),
  total: z.number().int().describe('Cents'),
  item_count: z.number().int(),
  voucher_only: z.boolean().describe('Service vouchers only: nothing to ship, completed when paid'),
  delivery_date: z.string().nullable(),
  delivery_time: z.string().nullable(),
  delivery_address: z.string().nullable(),
  created_at: z.string(),
  payment_due_at: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  delivery_failed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type OpsOrder = z.infer<typeof opsOrderSchema>;
