import { shopToday, VOUCHER_STATUSES, type VoucherStatus } from '@beauty/shared';
import { categoryHref, href } from '../../routes/paths';
import { VOUCHER_STATUS_PARAM, WALLET_TAB_PARAM, WALLET_VOUCHERS_TAB } from '../../routes/wallet-links';

/*
 * Pure rules of the voucher pages: which status tab the address names, which tabs show, how an expiry reads,
 * whether a voucher can be used, and where to shop for vouchers.
 */

/** The status a query value names; anything else (absent, misspelt) is the active list. */
export function voucherStatusFrom(value: string | null | undefined): VoucherStatus {
  return VOUCHER_STATUSES.find((status) => status === value) ?? 'active';
}

/**
 * The status tabs shown: active, used and expired always; void only when the member has a void voucher (or
 * the address asks for that tab), since most members never see one.
 */
export function visibleStatuses(
  counts: Partial<Record<VoucherStatus, number>> | undefined,
  current: VoucherStatus,
): VoucherStatus[] {
  return VOUCHER_STATUSES.filter(
    (status) => status !== 'void' || current === 'void' || (counts?.void ?? 0) > 0,
  );
}

/** Days in which an active voucher counts as expiring soon (its card says how many days are left). */
export const EXPIRING_SOON_DAYS = 7;

/**
 * Whole days left to use a voucher valid until `validUntil` (its last day, inclusive, on the shop's clock):
 * 0 on its last day, negative once it has passed.
 */
export function daysLeft(validUntil: string, today: string = shopToday()): number {
  const day = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;
  return Math.round(day(validUntil) - day(today));
}

/** How soon an active voucher runs out, when it is soon: its last day, or the days left; null otherwise. */
export function expiryNote(
  status: VoucherStatus,
  validUntil: string,
  today: string = shopToday(),
): { kind: 'today' } | { kind: 'days'; count: number } | null {
  if (status !== 'active') return null;
  const left = daysLeft(validUntil, today);
  if (left < 0 || left > EXPIRING_SOON_DAYS) return null;
  return left === 0 ? { kind: 'today' } : { kind: 'days', count: left };
}

export type UnusableReason = 'used' | 'expired' | 'void' | 'not_yet';

/**
 * Why a voucher cannot be shown at the salon today, or null when it can: its status, or its dates (before its
 * first day; after its last, before the nightly job has marked it expired).
 */
export function unusableReason(
  voucher: { status: VoucherStatus; valid_from: string; valid_until: string },
  today: string = shopToday(),
): UnusableReason | null {
  if (voucher.status !== 'active') return voucher.status;
  if (today < voucher.valid_from) return 'not_yet';
  if (today > voucher.valid_until) return 'expired';
  return null;
}

/** The id in /voucher-detail/{id}: a positive whole number, else null (the page says "not found"). */
export function parseVoucherId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

type CategoryLink = { link: string; subcategories: { link: string }[] };

/** The search that finds the shop's voucher products when no category holds them (names say "voucher"). */
export const VOUCHER_SEARCH = 'voucher';

/**
 * Where to shop for vouchers: the landing's category (or subcategory) whose link names vouchers, when the
 * shop has one, else a search for them.
 */
export function shopVouchersHref(categories: readonly CategoryLink[] | undefined): string {
  const names = (link: string) => link.toLowerCase().includes(VOUCHER_SEARCH);
  for (const category of categories ?? []) {
    if (names(category.link)) return categoryHref(category);
    const sub = category.subcategories.find((s) => names(s.link));
    if (sub) return categoryHref(category, sub);
  }
  return href('product-search', { searchName: VOUCHER_SEARCH });
}

/** The wallet's query with another status tab chosen (the other parameters kept; active is the default). */
export function statusSearch(params: URLSearchParams, status: VoucherStatus): string {
  const next = new URLSearchParams(params);
  next.set(WALLET_TAB_PARAM, WALLET_VOUCHERS_TAB);
  if (status === 'active') next.delete(VOUCHER_STATUS_PARAM);
  else next.set(VOUCHER_STATUS_PARAM, status);
  const text = next.toString();
  return text ? `?${text}` : '';
}
