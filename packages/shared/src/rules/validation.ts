import { z } from 'zod';
import {
  BIRTHDAY_MIN,
  MOBILE_MIN_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  SHOP_TIME_ZONE,
} from '../constants';
import { GENDER, OTP_TYPE } from '../enums';
import { type MessageKey, type MessageRef, messageRef } from '../messages';

/**
 * Field rules of spec section 5. Every issue message is a catalogue key (see messages.ts), never free text: the
 * API answers with the text in the caller's language and the web app translates the same keys. The schemas
 * accept what arrives as JSON and what arrives as a query string (every value a string).
 */

/** A catalogue key, checked by the compiler. */
const key = (k: MessageKey): MessageKey => k;

// ---------------------------------------------------------------------------------------------------------
// Plain predicates (forms use them for live hints; the schemas below use the same ones)

/** Characters that text fields refuse, including the Chinese full-width forms. */
export const DISALLOWED_CHARACTERS = [';', ':', '：', '；', '<', '>', '《', '》', '=', '*'] as const;
const DISALLOWED = new Set<string>(DISALLOWED_CHARACTERS);

export function hasDisallowedCharacters(s: string): boolean {
  return disallowedCharactersIn(s).length > 0;
}

/** The message of a text refused for `characters`, naming them (a bare "special characters" left people guessing). */
export function charactersNotAllowed(characters: readonly string[]): MessageRef {
  return messageRef('characters_not_allowed', { characters: characters.join(' ') });
}

/** The disallowed characters `s` holds, each once, in the order they first appear. */
export function disallowedCharactersIn(s: string): string[] {
  const found = new Set<string>();
  for (const ch of s) if (DISALLOWED.has(ch)) found.add(ch);
  return [...found];
}

/**
 * A C0 control character (U+0000 to U+001F): PostgreSQL refuses NUL in text and the others have no place in a
 * shop's fields. Multi-line text may hold tab and line feed.
 */
export function hasControlCharacters(s: string, { multiline = false } = {}): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 && !(multiline && (c === 0x09 || c === 0x0a))) return true;
  }
  return false;
}

/** A leading space, or two or more spaces in a row (any whitespace, full-width space included). */
export function hasLeadingOrRepeatedSpaces(s: string): boolean {
  return /^\s|\s{2,}/.test(s);
}

export function isDigitsOnly(s: string): boolean {
  return /^\d+$/.test(s);
}

/** The email pattern zod itself uses: ASCII local part and a domain with a top-level label of 2+ letters. */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

export function isValidEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s);
}

/** The live markers under a new-password input. */
export function passwordChecks(password: string): { minLength: boolean; hasDigit: boolean } {
  return { minLength: password.length >= PASSWORD_MIN_LENGTH, hasDigit: /\d/.test(password) };
}

/** `YYYY-MM-DD` that names a real calendar day (no 2021-02-30). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** An order's number as the API writes it: PO and 6 to 12 digits. */
export const PO_NUMBER_PATTERN = /^PO\d{6,12}$/;

/** Whether `value` can be an order's number at all (anything else is no order, without asking the API). */
export function isPoNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && PO_NUMBER_PATTERN.test(value);
}

let shopDateFormat: Intl.DateTimeFormat | undefined;

/**
 * Today's date (YYYY-MM-DD) on the shop's clock (SHOP_TIME_ZONE), so the browser and the API agree whatever
 * zone either runs in.
 */
export function shopToday(now: Date = new Date()): string {
  shopDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(shopDateFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// ---------------------------------------------------------------------------------------------------------
// Building blocks

const requiredOr =
  (other: MessageKey) =>
  (issue: { input?: unknown }): MessageKey =>
    issue.input === undefined || issue.input === null ? 'required' : other;

/** A string; absent or null is 'required', any other type 'invalid_value'. */
const stringInput = () => z.string({ error: requiredOr('invalid_value') });

const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Makes '', whitespace only and null count as missing, so `schema` reports them as 'required' (give it a
 * `z.string({ error })` that says so, as all fields here do).
 *
 * Not a `refine(..., { abort: true })`: an aborting issue anywhere in an object stops its object-level
 * refinements, so a blank name would hide a password mismatch. A missing value never reaches the later checks.
 */
export function requiredParam<T extends z.ZodType>(schema: T) {
  return z.preprocess<unknown, T, z.input<T>>((v) => (isBlank(v) ? undefined : v), schema);
}

/**
 * Treats '', whitespace only and null as absent before `schema` sees the value: for optional parameters that
 * forms and query strings send empty. Pass an optional or defaulted schema.
 */
export function emptyAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess<unknown, T, z.input<T> | '' | null>((v) => (isBlank(v) ? undefined : v), schema);
}

/** Query strings carry numbers as text: a numeric string becomes a number, '' becomes absent. */
function toNumberInput(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
}

/**
 * A number from JSON or from a query string. Stricter than `z.coerce.number()`, which turns '', null and
 * false into 0: here those are absent or invalid.
 */
export function numberParam<T extends z.ZodType<unknown, number>>(schema: T) {
  return z.preprocess<unknown, T, number | string>(toNumberInput, schema);
}

/** A paged list's 1-based page number, 1 when absent. */
export const pageParam = emptyAsAbsent(
  numberParam(
    z
      .number({ error: key('invalid_value') })
      .int(key('invalid_value'))
      .min(1, key('number_too_small'))
      .max(100_000, key('number_too_large')),
  ).default(1),
);

/** A paged list's page size: 1 to `max`, `fallback` when absent. */
export function perPageParam(max: number, fallback: number) {
  return emptyAsAbsent(
    numberParam(
      z
        .number({ error: key('invalid_value') })
        .int(key('invalid_value'))
        .min(1, key('number_too_small'))
        .max(max, key('number_too_large')),
    ).default(fallback),
  );
}

const INT_MAX = 2_147_483_647;

/** A positive integer id (a database serial), from JSON or a query string. */
export const idField = numberParam(
  z
    .number({ error: requiredOr('invalid_value') })
    .int(key('invalid_value'))
    .positive(key('invalid_value'))
    .max(INT_MAX, key('invalid_value')),
);

const BOOLEAN_LITERALS = [true, false, 'true', 'false', '1', '0', 1, 0] as const;

/** A boolean from JSON or a query string: true/false, "true"/"false", "1"/"0", 1/0. */
export const booleanParam = z
  .literal(BOOLEAN_LITERALS, { error: requiredOr('invalid_value') })
  .transform((v): boolean => v === true || v === 'true' || v === '1' || v === 1);

// ---------------------------------------------------------------------------------------------------------
// Field rules

/** Free text: required, none of DISALLOWED_CHARACTERS, no leading or repeated spaces, at most `max` long. */
export function textField({ max }: { max: number }) {
  return requiredParam(
    stringInput()
      .superRefine((s, ctx) => {
        const refused = disallowedCharactersIn(s);
        if (refused.length > 0)
          ctx.addIssue({ code: 'custom', message: charactersNotAllowed(refused), input: s });
      })
      .refine((s) => !hasLeadingOrRepeatedSpaces(s), key('no_leading_multiple_spaces'))
      .max(max, key('too_long')),
  );
}

/**
 * Optional free text with the same rules when present; '', whitespace only and null count as absent.
 */
export function optionalTextField({ max }: { max: number }) {
  return emptyAsAbsent(textField({ max }).optional());
}

/**
 * Marks free text that may span lines (a textarea): the API lets tab and line feed through in it and in no
 * other field. The mark is zod metadata, so it survives `.optional()`, `.describe()` and the like, and shows in
 * the OpenAPI document as `x-multiline`.
 */
export const MULTILINE_META = 'x-multiline';
export function multilineText<T extends z.ZodType>(schema: T): T {
  return schema.meta({ [MULTILINE_META]: true });
}

export function isMultilineText(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.[MULTILINE_META] === true;
}

export const nameField = textField({ max: 100 });

/** Kept as typed (no lower-casing); the API compares emails case-insensitively. */
export const emailField = requiredParam(
  stringInput().max(254, key('too_long')).regex(EMAIL_PATTERN, key('invalid_email')),
);

export const MOBILE_MAX_LENGTH = 15;

/** The national number without the country code. */
export const mobileField = requiredParam(
  stringInput()
    .regex(/^\d+$/, key('numbers_only'))
    .min(MOBILE_MIN_LENGTH, key('mobile_min_length'))
    .max(MOBILE_MAX_LENGTH, key('too_long')),
);

export const PASSWORD_MAX_LENGTH = 128;

/** A new password: strength rules apply. */
export const passwordField = requiredParam(
  stringInput()
    .min(PASSWORD_MIN_LENGTH, key('password_min_length'))
    .regex(/\d/, key('password_min_numeric'))
    .max(PASSWORD_MAX_LENGTH, key('too_long')),
);

/** An existing password (login, current password): only required, since older passwords may be weaker. */
export const existingPasswordField = requiredParam(stringInput().max(PASSWORD_MAX_LENGTH, key('too_long')));

/** YYYY-MM-DD, a real day, from BIRTHDAY_MIN to today on the shop's clock (evaluated at each parse). */
export const birthdayField = requiredParam(
  stringInput()
    .refine(isCalendarDate, key('invalid_date'))
    .refine((s) => !isCalendarDate(s) || (s >= BIRTHDAY_MIN && s <= shopToday()), key('date_out_of_range')),
);

/** YYYY-MM-DD, a real calendar day; whether the day is allowed is the service's rule. */
export const dateField = requiredParam(
  z.string({ error: key('required') }).refine(isCalendarDate, key('invalid_date')),
);

/** A date that may be left out (empty is absent): a filter's bound, or a day asked about only sometimes. */
export const optionalDateField = emptyAsAbsent(
  z
    .string({ error: key('invalid_date') })
    .refine(isCalendarDate, key('invalid_date'))
    .optional(),
);

export const genderField = numberParam(
  z.literal([GENDER.MALE, GENDER.FEMALE], { error: key('invalid_gender') }),
);

const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** A referral code that must be given: trimmed and upper-cased, then 4-16 letters or digits. */
export const requiredReferralCodeField = requiredParam(
  stringInput().trim().toUpperCase().regex(REFERRAL_CODE_PATTERN, key('invalid_referral_code')),
);

/** Optional referral code: '' or absent gives undefined; otherwise as requiredReferralCodeField. */
export const referralCodeField = emptyAsAbsent(requiredReferralCodeField.optional());

export const otpField = requiredParam(
  stringInput().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), key('otp_format')),
);

export const countryIdField = idField;

export const otpTypeField = numberParam(
  z.literal([OTP_TYPE.REGISTER, OTP_TYPE.RESET_PASSWORD, OTP_TYPE.CHANGE_MOBILE_NUMBER], {
    error: requiredOr('invalid_value'),
  }),
);

export const postcodeField = requiredParam(stringInput().regex(/^\d{6}$/, key('postcode_invalid')));

/** The sign-up agreement checkbox: must be ticked. */
export const agreementField = booleanParam.refine((v) => v, key('agreement_required'));

/** A required password confirmation; whether it matches is checked by withPasswordConfirmation. */
export const passwordConfirmationField = requiredParam(stringInput());

type PasswordPair = { password: string; password_confirmation: string };

/**
 * Adds 'passwords_do_not_match' on `password_confirmation` when the two differ. It runs whenever both are
 * strings, even if other fields failed, so a form shows the mismatch together with the other problems.
 */
export function withPasswordConfirmation<T extends z.ZodType<PasswordPair>>(schema: T): T {
  return schema.refine((v) => v.password === v.password_confirmation, {
    error: key('passwords_do_not_match'),
    path: ['password_confirmation'],
    when: ({ value }) => {
      const v = value as Partial<Record<keyof PasswordPair, unknown>> | null;
      return typeof v?.password === 'string' && typeof v.password_confirmation === 'string';
    },
  });
}
