import { z } from 'zod';

/** The success envelope every handler answers with. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** Response schema for OpenAPI: the success envelope around a payload schema. */
export const okSchema = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
