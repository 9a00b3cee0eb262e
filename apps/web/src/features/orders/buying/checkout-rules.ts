import type { Cart, CartItem } from '@beauty/shared';

/*
 * Pure rules of the buying pages: points input, cart selection, the shop's time for the payment deadline, and
 * why the pay page has no card form for an order.
 */

export type PointsProblem = 'points_not_valid' | 'not_enough_points' | 'over_max';

/** What the points field holds as a number: blank is 0; anything else must be a whole number. */
export function parsePoints(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}

/**
 * Checks the points field against the balance and the most this order may take. The balance comes first:
 * asking for more than one has is "not enough points balance", as the API says.
 */
export function pointsProblem(text: string, available: number, maxRedeemable: number): PointsProblem | null {
  const points = parsePoints(text);
  if (points === null) return 'points_not_valid';
  if (points > available) return 'not_enough_points';
  if (points > maxRedeemable) return 'over_max';
  return null;
}

/** The most points this checkout may use: the order's maximum, within the balance, never negative. */
export function maxUsablePoints(available: number, maxRedeemable: number): number {
  return Math.max(0, Math.min(available, maxRedeemable));
}

/** Keeps a points number within 0..max (for "Use max" and leaving the field). */
export function clampPoints(points: number, max: number): number {
  if (!Number.isFinite(points)) return 0;
  return Math.min(Math.max(0, Math.trunc(points)), Math.max(0, max));
}

/** A flagged line cannot be checked out, so it cannot be checked either. */
export function isCheckable(item: CartItem): boolean {
  return item.flags.length === 0;
}

/** Select all: every checkable line is checked (and there is one). */
export function allChecked(items: CartItem[]): boolean {
  const checkable = items.filter(isCheckable);
  return checkable.length > 0 && checkable.every((item) => item.is_checked);
}

/** A line that buys a service voucher (spec section 3: voucher_id ≠ 0): nothing to deliver. */
export function isVoucherLine(item: Pick<CartItem, 'voucher_id'>): boolean {
  return item.voucher_id !== 0;
}

/**
 * Whether the checkout has no delivery step: the server's is_voucher_only (no checked line with voucher id
 * 0), which alone would also hold for a cart with nothing checked.
 */
export function isVoucherOnly(cart: Cart): boolean {
  return cart.is_voucher_only && checkedItems(cart).length > 0;
}

export function checkedItems(cart: Cart | undefined): CartItem[] {
  return cart?.mycart.flatMap((group) => group.items.filter((item) => item.is_checked)) ?? [];
}

/** Why the stepper stops: at the stock or the per-order maximum (max_quantity is the smaller of them). */
export function quantityLimitReason(item: CartItem): 'stock' | 'max' | null {
  if (item.quantity < item.max_quantity) return null;
  return item.stock <= item.max_quantity ? 'stock' : 'max';
}

/** Minutes and seconds left until `end` ("29:59"), or hours too when an hour or more is left. */
export function formatTimeLeft(end: Date, now: Date): string {
  const total = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** Why the pay page shows no card form: the payment intent's refusal. */
export type PayRefusal = 'unknown_order' | 'not_payable' | 'error';

/**
 * A 404 is an unknown order or another member's (the API does not say which, nor does the page); an order
 * no longer waiting for payment is not payable; anything else (the network, a 5xx) is an error to retry.
 * `refusal` is the API's answer, null when none came as one.
 */
export function payRefusal(
  refusal: { httpStatus: number; messageKey?: string | undefined } | null,
): PayRefusal {
  if (refusal?.httpStatus === 404) return 'unknown_order';
  if (refusal?.messageKey === 'order_not_payable') return 'not_payable';
  return 'error';
}
