import { z } from 'zod';

/** Pure helpers of the partner pages: the dashboard's tab and filters in its URL, amounts typed as money. */

// ---------------------------------------------------------------------------------------------------------
// The dashboard's URL: /agent?tab=cash_back, /agent?tab=transactions&month=2026-10&page=2

export const AGENT_TABS = ['team', 'cash_back', 'transactions'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];

/** The tab the URL names; the team otherwise (spec section 2: tab=cash_back selects the cash-back tab). */
export function agentTabFrom(raw: string | null): AgentTab {
  return AGENT_TABS.find((tab) => tab === raw?.trim().toLowerCase()) ?? 'team';
}

/** The history's month from the URL (YYYY-MM), or undefined for anything else. */
export function monthFrom(raw: string | null): string | undefined {
  const value = raw?.trim();
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
}

/** The `count` months up to and including `today`'s (YYYY-MM-DD, shop calendar), newest first. */
export function recentMonths(today: string, count = 12): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Amounts: typed in currency units ("50", "50.5", "1,200.00"), sent in cents

/** Cents of an amount typed as money, or null when it is not one (letters, a third decimal, a minus sign). */
export function centsFromText(text: string): number | null {
  const compact = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(compact)) return null;
  const [units = '0', fraction = ''] = compact.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Why an amount cannot be converted or withdrawn: a key of the shared messages, or null when it can. */
export function amountProblem(
  cents: number | null,
  { min = 1, available }: { min?: number; available: number },
): 'amount_invalid' | 'withdrawal_below_minimum' | 'cashback_not_enough' | null {
  if (cents === null || cents < 1) return 'amount_invalid';
  if (cents < min) return 'withdrawal_below_minimum';
  if (cents > available) return 'cashback_not_enough';
  return null;
}

/** The points a conversion gives, as the API counts them: whole points for each currency unit, rounded down. */
export function pointsForCents(cents: number, pointsPerUnit: number): number {
  return Math.floor((cents * pointsPerUnit) / 100);
}

/**
 * The amount field of the conversion and withdrawal forms: text in currency units, handed over as cents, with
 * the rule's message (invalid, under the minimum, over the available balance) as a message key.
 */
export function amountTextSchema(limits: { min?: number; available: number }) {
  return z
    .string()
    .transform((text) => centsFromText(text))
    .transform((cents, ctx) => {
      const problem = amountProblem(cents, limits);
      if (problem || cents === null) {
        ctx.addIssue({ code: 'custom', message: problem ?? 'amount_invalid' });
        return z.NEVER;
      }
      return cents;
    });
}
