import { z } from 'zod';

/** Every failure the API returns, whatever went wrong. `code` is the HTTP status, or 99 for transport errors. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.number().int(),
  error_message: z.string(),
  message_key: z.string().optional(),
  /** Values for the message's {{placeholders}}, e.g. the seconds to wait before another code. */
  message_values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Successful answers wrap their payload in `data`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export type SuccessEnvelope<T> = { success: true; data: T };
