/** The rules of a quantity field (the product page's and the cart's stepper). */

/** A typed or stepped quantity brought inside 1..limit (1 when nothing can be bought, the stepper is off). */
export function clampQuantity(quantity: number, limit: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), Math.max(1, limit));
}

/**
 * What a typed quantity settles on when the field is left: inside 1..limit, or the quantity it had when
 * what was typed is no number at all (a cleared field does not empty the line).
 */
export function settleTypedQuantity(text: string, current: number, limit: number): number {
  const typed = Number(text);
  if (text.trim() === '' || !Number.isFinite(typed)) return current;
  return clampQuantity(typed, limit);
}
