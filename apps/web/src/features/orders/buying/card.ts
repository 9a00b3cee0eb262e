/*
 * The sandbox card form's rules: card number with spaces and a Luhn check, expiry MM/YY not in the past, CVC.
 * Problems are keys of the `payment` namespace (web-only texts), so the form shows them in the page language.
 */

export type CardProblem =
  | 'card_required'
  | 'card_invalid'
  | 'expiry_required'
  | 'expiry_invalid'
  | 'card_expired'
  | 'cvc_required'
  | 'cvc_invalid';

const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242"; keeps at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = onlyDigits(value).slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardNumberProblem(value: string): CardProblem | null {
  const digits = onlyDigits(value);
  if (digits.length === 0) return 'card_required';
  if (digits.length < MIN_CARD_DIGITS || digits.length > MAX_CARD_DIGITS || !luhnValid(digits))
    return 'card_invalid';
  return null;
}

/** Typing "1228" gives "12/28"; the slash comes once a third digit is typed, so deleting never fights back. */
export function formatExpiry(value: string): string {
  const digits = onlyDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card is good to the end of its expiry month. `now` is the buyer's clock. */
export function expiryProblem(value: string, now: Date = new Date()): CardProblem | null {
  const text = value.trim();
  if (text === '') return 'expiry_required';
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(text);
  if (!match) return 'expiry_invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  const expires = year * 12 + (month - 1);
  return expires < current ? 'card_expired' : null;
}

export function cvcProblem(value: string): CardProblem | null {
  if (value.trim() === '') return 'cvc_required';
  return /^\d{3,4}$/.test(value.trim()) ? null : 'cvc_invalid';
}

/** The sandbox form's fields, in the order they stand: the first with a problem takes focus. */
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Record<CardField, string>;

/** Each field's problem by the rules above; null where there is none. */
export function cardProblems(
  card: CardValues,
  now: Date = new Date(),
): Record<CardField, CardProblem | null> {
  return {
    cardNumber: cardNumberProblem(card.cardNumber),
    expiry: expiryProblem(card.expiry, now),
    cvc: cvcProblem(card.cvc),
  };
}

/** Where the sandbox's refusal of a field (the API's field errors) shows, and what it says there. */
const REFUSED_FIELDS: [apiField: string, field: CardField, problem: CardProblem][] = [
  ['expiry', 'expiry', 'card_expired'],
  ['card_number', 'cardNumber', 'card_invalid'],
  ['cvc', 'cvc', 'cvc_invalid'],
];

/**
 * The field a refused sandbox confirm names, first expiry, then number, then CVC, with the problem to show at
 * it; null when it names none (a declined card or an error, which the outcome alert says).
 */
export function refusedCardField(
  fieldErrors: Readonly<Record<string, readonly string[] | undefined>>,
): { field: CardField; problem: CardProblem } | null {
  for (const [apiField, field, problem] of REFUSED_FIELDS) {
    if (fieldErrors[apiField]?.[0]) return { field, problem };
  }
  return null;
}

/** The sandbox provider's test cards (shown in the hint box only with the sandbox provider). */
export const SANDBOX_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
] as const;
