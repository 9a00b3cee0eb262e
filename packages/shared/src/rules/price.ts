import type { Role } from '../enums';
import { payablePrice } from './product-card';

/**
 * How the shop writes a currency before an amount: S$ for Singapore dollars, in every language (元 reads as
 * renminbi in Chinese); a currency without a sign here keeps its code and a space ("MYR 12.50").
 */
const CURRENCY_SIGNS: Record<string, string> = { SGD: 'S$' };

/**
 * Money is integer cents everywhere; only display turns it into a decimal with exactly two places, e.g.
 * "S$1,234.50". Texts that name an amount (legal, articles) write it the same way.
 */
export function formatPrice(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  const fraction = String(abs % 100).padStart(2, '0');
  const prefix = CURRENCY_SIGNS[currency] ?? `${currency} `;
  return `${sign}${prefix}${whole}.${fraction}`;
}

/** Whole-percent discount of a discounted price against its unit price; 0 when there is no discount. */
export function discountPercentage(unitCents: number, discountedCents: number | null): number {
  if (discountedCents === null || discountedCents >= unitCents || unitCents <= 0) return 0;
  return Math.round(((unitCents - discountedCents) / unitCents) * 100);
}

/** The prices of one unit as the catalogue holds them (cents); `agent_price` is the partner price, if any. */
export type UnitPrices = { unit_price: number; discounted_price: number | null; agent_price: number | null };

/**
 * What one unit costs a buyer: a partner (agent) pays the partner price where one is set, but never more
 * than a member would pay (a sale can bring the member price below it); everyone else pays the discounted
 * price, else the list price. The cart, buy again and placing an order all price a line with this.
 */
export function unitPriceFor(prices: UnitPrices, role: Role | 'visitor'): number {
  const payable = payablePrice(prices);
  if (role === 'agent' && prices.agent_price !== null) return Math.min(payable, prices.agent_price);
  return payable;
}
