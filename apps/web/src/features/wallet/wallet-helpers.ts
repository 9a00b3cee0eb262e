import { isCalendarDate, type TransferPointAnswer } from '@beauty/shared';
import { parsePage } from '../../components/listing/listing-url';
import { WALLET_TABS, type WalletTab } from '../../routes/wallet-links';
import type { PointFilters } from './wallet-api';

export { type WalletTab, walletHref } from '../../routes/wallet-links';

/** Pure helpers of the wallet pages: the tab and filters in the URL, the transfer's rules and attempts. */

// ---------------------------------------------------------------------------------------------------------
// The wallet's URL: /wallet?tab=vouchers, /wallet?start=2026-01-01&end=2026-01-31&page=2

/** The tabs a member sees: vouchers are for Singapore members only (spec section 1). */
export function walletTabs(isSg: boolean): WalletTab[] {
  return WALLET_TABS.filter((tab) => tab !== 'vouchers' || isSg);
}

/** The tab the URL names when the member has it; points otherwise (a missing, unknown or SG-only tab). */
export function walletTabFrom(raw: string | null, isSg: boolean): WalletTab {
  const tabs = walletTabs(isSg);
  return tabs.find((tab) => tab === raw?.trim().toLowerCase()) ?? 'points';
}

/** A shop date from the URL, or undefined for anything that is not a real YYYY-MM-DD day. */
function dateParam(raw: string | null): string | undefined {
  const value = raw?.trim();
  return value && isCalendarDate(value) ? value : undefined;
}

/**
 * The history's filters from the URL, read forgivingly: a bad page is page 1, a bad date no filter, and a
 * range written backwards is taken the right way round (the API would refuse it).
 */
export function historyFiltersFrom(params: URLSearchParams): PointFilters {
  let start = dateParam(params.get('start'));
  let end = dateParam(params.get('end'));
  if (start && end && start > end) [start, end] = [end, start];
  const filters: PointFilters = { page: parsePage(params.get('page')) };
  if (start) filters.start_date = start;
  if (end) filters.end_date = end;
  return filters;
}

// ---------------------------------------------------------------------------------------------------------
// Point transfer

/** Why an amount of points cannot be sent: a message key of the shared catalogue, or null when it can. */
export function transferPointsProblem(
  points: number,
  { min, available }: { min: number; available: number },
): 'transfer_min_points' | 'not_enough_points' | null {
  if (points < min) return 'transfer_min_points';
  if (points > available) return 'not_enough_points';
  return null;
}

/**
 * One attempt at a transfer: what it sends (recipient and points) and its idempotency key. A retry of the same
 * attempt (same recipient and points, after an answer that never came or a server failure) sends the same key,
 * so the server answers the first transfer instead of making a second; anything else is a new attempt.
 */
export type TransferAttempt = { signature: string; key: string; settled: boolean };

export function attemptFor(
  previous: TransferAttempt | null,
  signature: string,
  newKey: () => string,
): TransferAttempt {
  if (previous && !previous.settled && previous.signature === signature) return previous;
  return { signature, key: newKey(), settled: false };
}

/**
 * Whether a failed transfer's outcome is known: the server answered with a refusal (4xx: a wrong password,
 * too few points, too many look-ups), so nothing was moved and the next try is a new attempt. A lost answer
 * (no status), a timeout or a server failure leave it unknown: the retry must carry the same key.
 */
export function refusalIsFinal(httpStatus: number): boolean {
  return httpStatus >= 400 && httpStatus < 500 && httpStatus !== 408;
}

/** An idempotency key: a random UUID, or 32 random hex digits where randomUUID is missing (plain HTTP). */
type RandomSource = {
  randomUUID?: () => string;
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
};

export function newIdempotencyKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the transfer page hands the complete page (router state): the answer, and what points are worth. */
export type TransferResult = TransferPointAnswer & { currency: string; rate: number };

/** The complete page's state when it is one (a reload or a typed address brings none). */
export function transferResultFrom(state: unknown): TransferResult | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
  if (
    isInt(s.transfer_id) &&
    isInt(s.points) &&
    isInt(s.point_available) &&
    typeof s.recipient_name === 'string' &&
    typeof s.created_at === 'string' &&
    typeof s.currency === 'string' &&
    typeof s.rate === 'number' &&
    s.rate > 0
  )
    return s as TransferResult;
  return null;
}

/** Where a refused transfer's message goes: under the recipient, the points, the password, or the form. */
export type TransferErrorPlace = 'recipient' | 'points' | 'password' | 'form';

const PLACE_OF_KEY: Record<string, TransferErrorPlace> = {
  transfer_recipient_not_found: 'recipient',
  transfer_to_self: 'recipient',
  member_lookup_limit: 'recipient',
  transfer_min_points: 'points',
  not_enough_points: 'points',
  transfer_daily_limit: 'points',
  points_not_valid: 'points',
  transfer_password_wrong: 'password',
};

/**
 * The place of a refused transfer's message: by its message key, else by the first field the envelope's
 * `errors` name (a validation failure), else the form.
 */
export function transferErrorPlace(
  messageKey: string | undefined,
  fieldErrors: Record<string, string[]>,
): TransferErrorPlace {
  const byKey = messageKey ? PLACE_OF_KEY[messageKey] : undefined;
  if (byKey) return byKey;
  if (fieldErrors.country_id?.length || fieldErrors.mobile?.length) return 'recipient';
  if (fieldErrors.points?.length) return 'points';
  if (fieldErrors.password?.length) return 'password';
  return 'form';
}
