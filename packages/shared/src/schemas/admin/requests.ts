import { z } from 'zod';

/**
 * A staff request that names a member either way a shop assistant knows them: by id, or by mobile number
 * (digits only; a Singapore number where the work is at a Singapore store, any country's otherwise).
 * Refine the object with `exactlyOneOf('user_id', 'mobile')`.
 */
export const memberByIdOrMobile = ({ minDigits }: { minDigits: number }) => ({
  user_id: z.number().int().positive().optional(),
  mobile: z
    .string()
    .regex(new RegExp(`^\\d{${minDigits},15}$`))
    .optional(),
});

/**
 * The check of a body that takes one of two alternatives (a member by id or by mobile; a voucher's value or
 * its service): exactly one is given. Spread into `.refine(...)`; the error sits under the first field.
 */
export function exactlyOneOf<K extends string>(
  first: K,
  second: K,
): [(body: Partial<Record<K, unknown>>) => boolean, { message: string; path: string[] }] {
  return [
    (body) => (body[first] === undefined) !== (body[second] === undefined),
    { message: `exactly one of ${first} and ${second}`, path: [first] },
  ];
}
