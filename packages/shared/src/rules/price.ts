/** Money is integer cents everywhere; only display turns it into a decimal with exactly two places. */
export function formatPrice(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${currency} ${whole}.${fraction}`;
}

/** Whole-percent discount of a discounted price against its unit price; 0 when there is no discount. */
export function discountPercentage(unitCents: number, discountedCents: number | null): number {
  if (discountedCents === null || discountedCents >= unitCents || unitCents <= 0) return 0;
  return Math.round(((unitCents - discountedCents) / unitCents) * 100);
}
