import type { BankType } from './agent';

/*
 * The bank details a partner's cash-out is paid to (spec section 3, Agent bank), as the web form checks them
 * and the API enforces them: Singapore banks with the account number lengths each issues, the holder's
 * identity number (an individual's NRIC or FIN, a company's UEN) with its check letter, and the email the
 * bank's payment advice goes to.
 */

export type SingaporeBank = {
  /** The shop's code for the bank, what clients send as bank_code. */
  code: string;
  name: string;
  /** The bank's SWIFT/BIC, for the payment file the operator hands to the shop's bank. */
  swift: string;
  /** Accepted account number lengths, in digits. */
  account_lengths: readonly number[];
};

/**
 * The banks an agent can be paid to, in the order the form lists them. Account number lengths are the ones
 * each bank issues for personal and business current and savings accounts in Singapore: DBS 10, POSB 9 (POSB
 * is DBS's, same SWIFT, own numbering), OCBC 10 (older accounts) or 12, UOB 10, Standard Chartered 10,
 * Citibank 10, HSBC 9 (HSBC Bank Singapore's older accounts and corporate accounts) or 12, Maybank 11, CIMB
 * 10, Bank of China 12, ICBC 11, RHB 10. A bank that issues another length is added here, and the form and
 * the API follow.
 */
export const SINGAPORE_BANKS: readonly SingaporeBank[] = [
  { code: 'DBS', name: 'DBS Bank', swift: 'DBSSSGSG', account_lengths: [10] },
  { code: 'POSB', name: 'POSB', swift: 'DBSSSGSG', account_lengths: [9] },
  { code: 'OCBC', name: 'OCBC Bank', swift: 'OCBCSGSG', account_lengths: [10, 12] },
  { code: 'UOB', name: 'United Overseas Bank (UOB)', swift: 'UOVBSGSG', account_lengths: [10] },
  { code: 'SCB', name: 'Standard Chartered Bank', swift: 'SCBLSGSG', account_lengths: [10] },
  { code: 'CITI', name: 'Citibank Singapore', swift: 'CITISGSG', account_lengths: [10] },
  { code: 'HSBC', name: 'HSBC Singapore', swift: 'HSBCSGS2', account_lengths: [9, 12] },
  { code: 'MAYBANK', name: 'Maybank Singapore', swift: 'MBBESGS2', account_lengths: [11] },
  { code: 'CIMB', name: 'CIMB Bank', swift: 'CIBBSGSG', account_lengths: [10] },
  { code: 'BOC', name: 'Bank of China', swift: 'BKCHSGSG', account_lengths: [12] },
  { code: 'ICBC', name: 'ICBC Singapore', swift: 'ICBKSGSG', account_lengths: [11] },
  { code: 'RHB', name: 'RHB Bank', swift: 'RHBBSGSG', account_lengths: [10] },
];

const BANKS_BY_CODE = new Map(SINGAPORE_BANKS.map((b) => [b.code, b]));

/** The bank with this code (exact, as the list gives it), or undefined. */
export function bankByCode(code: string): SingaporeBank | undefined {
  return BANKS_BY_CODE.get(code);
}

/** Digits only (a form may show them grouped; spaces and hyphens are taken out before this check). */
export function isAccountNumberFor(bank: SingaporeBank, accountNumber: string): boolean {
  return /^\d+$/.test(accountNumber) && bank.account_lengths.includes(accountNumber.length);
}

/** What people type between groups of an account number; taken out before it is checked and stored. */
export function compactAccountNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** An identity number as checked and stored: no spaces, upper case. */
export function compactIdNumber(typed: string): string {
  return typed.replace(/\s/g, '').toUpperCase();
}

// ---------------------------------------------------------------------------------------------------------
// NRIC and FIN: a prefix letter, seven digits and a check letter. The digits weighted 2,7,6,5,4,3,2 and
// summed, plus the prefix's offset, modulo 11, index the prefix's table of check letters.

const NRIC_WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;
const NRIC_TABLES: Record<string, { offset: number; letters: string }> = {
  S: { offset: 0, letters: 'JZIHGFEDCBA' }, // citizens and PRs born before 2000
  T: { offset: 4, letters: 'JZIHGFEDCBA' }, // from 2000
  F: { offset: 0, letters: 'XWUTRQPNMLK' }, // foreigners, FIN issued before 2000
  G: { offset: 4, letters: 'XWUTRQPNMLK' }, // 2000 to 2021
  M: { offset: 3, letters: 'XWUTRQPNJLK' }, // from 2022
};

/** A valid NRIC (S, T) or FIN (F, G, M) with its check letter; upper case, no spaces (compactIdNumber). */
export function isValidNric(id: string): boolean {
  const m = /^([STFGM])(\d{7})([A-Z])$/.exec(id);
  if (!m) return false;
  const table = NRIC_TABLES[m[1]!]!;
  const sum = [...m[2]!].reduce((s, d, i) => s + Number(d) * NRIC_WEIGHTS[i]!, table.offset);
  return table.letters[sum % 11] === m[3];
}

// ---------------------------------------------------------------------------------------------------------
// UEN (ACRA's Unique Entity Number), three formats, each with its own check:
// - business (ROB): 8 digits and a check letter (weights 10,4,9,3,8,2,7,1; letters XMKECAWLJDB);
// - local company (ROC): the year (4 digits), 5 digits and a check letter (weights 10,8,6,4,9,7,5,3,1;
//   letters ZKCMDNERGWH), the year not after this one;
// - other entities: R (18xx), S (19xx) or T (20xx), the year's last two digits, the entity type (LL for a
//   limited liability partnership, FC a foreign company, ...), 4 digits and a check character computed over
//   an alphabet of letters and digits (weights 4,3,5,3,10,2,2,5,7, minus 5, modulo 11).

const UEN_BUSINESS = { weights: [10, 4, 9, 3, 8, 2, 7, 1], letters: 'XMKECAWLJDB' } as const;
const UEN_LOCAL = { weights: [10, 8, 6, 4, 9, 7, 5, 3, 1], letters: 'ZKCMDNERGWH' } as const;
const UEN_OTHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWX0123456789';
const UEN_OTHER_WEIGHTS = [4, 3, 5, 3, 10, 2, 2, 5, 7] as const;

/** The entity types of the other-entities format, as ACRA lists them. */
// biome-ignore format: a table reads better than one code a line
export const UEN_ENTITY_TYPES: readonly string[] = [
  'CC', 'CD', 'CH', 'CL', 'CM', 'CP', 'CS', 'CX', 'DP', 'FB', 'FC', 'FM', 'FN', 'GA', 'GB', 'GS', 'HC', 'HS',
  'LL', 'LP', 'MB', 'MC', 'MD', 'MH', 'MM', 'MQ', 'NB', 'NR', 'PA', 'PB', 'PF', 'RF', 'RP', 'SM', 'SS', 'TC',
  'TU', 'VH', 'XL',
];

const weighted = (digits: string, weights: readonly number[]) =>
  [...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);

/** A valid UEN of any of the three formats; upper case, no spaces (compactIdNumber). */
export function isValidUen(id: string, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  let m = /^(\d{8})([A-Z])$/.exec(id);
  if (m) return UEN_BUSINESS.letters[weighted(m[1]!, UEN_BUSINESS.weights) % 11] === m[2];
  m = /^(\d{9})([A-Z])$/.exec(id);
  if (m) {
    if (Number(m[1]!.slice(0, 4)) > year) return false;
    return UEN_LOCAL.letters[weighted(m[1]!, UEN_LOCAL.weights) % 11] === m[2];
  }
  m = /^([RST])(\d{2})([A-Z]{2})(\d{4})([A-Z0-9])$/.exec(id);
  if (!m) return false;
  const [, era, yy, type, , check] = m;
  if (!UEN_ENTITY_TYPES.includes(type!)) return false;
  if (era === 'T' && Number(yy) > year % 100) return false;
  const sum = [...id.slice(0, 9)].reduce(
    (s, c, i) => s + UEN_OTHER_ALPHABET.indexOf(c) * UEN_OTHER_WEIGHTS[i]!,
    0,
  );
  return UEN_OTHER_ALPHABET[(((sum - 5) % 11) + 11) % 11] === check;
}

/** The identity number a holder of this type gives: an individual's NRIC or FIN, a company's UEN. */
export function isValidIdNumberFor(type: BankType, id: string, now?: Date): boolean {
  return type === 'individual' ? isValidNric(id) : isValidUen(id, now);
}

/** Saved bank accounts an agent may keep at once (deleting one frees its place). */
export const MAX_SAVED_BANK_ACCOUNTS = 10;
