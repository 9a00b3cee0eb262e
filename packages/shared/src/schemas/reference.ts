import { z } from 'zod';

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string().describe('ISO 3166 alpha-2 code; SG turns on the Singapore-only features'),
  phone_code: z.string().describe('Dialling code without the plus sign, e.g. "65"'),
});
export type Country = z.infer<typeof countrySchema>;

export const languageSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('en, or cn for Chinese'),
  name: z.string(),
});
export type LanguageRow = z.infer<typeof languageSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});
