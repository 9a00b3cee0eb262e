import { describe, expect, it } from 'vitest';
import {
  agentTabFrom,
  amountProblem,
  amountTextSchema,
  centsFromText,
  monthFrom,
  pointsForCents,
  recentMonths,
} from './agent-helpers';

describe('the dashboard URL', () => {
  it('selects the cash-back tab with tab=cash_back, the team otherwise', () => {
    expect(agentTabFrom('cash_back')).toBe('cash_back');
    expect(agentTabFrom(' Transactions ')).toBe('transactions');
    expect(agentTabFrom(null)).toBe('team');
    expect(agentTabFrom('bank')).toBe('team');
  });

  it('reads a month as YYYY-MM and drops anything else', () => {
    expect(monthFrom('2026-11')).toBe('2026-11');
    expect(monthFrom('2026-13')).toBeUndefined();
    expect(monthFrom('2026-11-01')).toBeUndefined();
  });

  it('lists the last months newest first, across a new year', () => {
    expect(recentMonths('2026-02-14', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});

describe('amounts typed as money', () => {
  it('turns currency units into cents', () => {
    expect(centsFromText('50')).toBe(5000);
    expect(centsFromText(' 50.5 ')).toBe(5050);
    expect(centsFromText('1,200.05')).toBe(120005);
    expect(centsFromText('12.')).toBe(1200);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'ten', '-5', '1.234', '1e3']) expect(centsFromText(text), text).toBeNull();
  });

  it('says why an amount cannot go: invalid, under the minimum, over the balance', () => {
    expect(amountProblem(null, { available: 100 })).toBe('amount_invalid');
    expect(amountProblem(0, { available: 100 })).toBe('amount_invalid');
    expect(amountProblem(4999, { min: 5000, available: 9000 })).toBe('withdrawal_below_minimum');
    expect(amountProblem(9001, { min: 5000, available: 9000 })).toBe('cashback_not_enough');
    expect(amountProblem(9000, { min: 5000, available: 9000 })).toBeNull();
  });

  it('counts the points of a conversion in whole points, rounded down', () => {
    expect(pointsForCents(1050, 100)).toBe(1050);
    expect(pointsForCents(1055, 10)).toBe(105);
  });
});

describe('the amount field', () => {
  it('hands over cents, or the rule the amount breaks', () => {
    const schema = amountTextSchema({ min: 5000, available: 8000 });
    expect(schema.parse('60.5')).toBe(6050);
    expect(schema.safeParse('40').error?.issues[0]?.message).toBe('withdrawal_below_minimum');
    expect(schema.safeParse('81').error?.issues[0]?.message).toBe('cashback_not_enough');
    expect(schema.safeParse('abc').error?.issues[0]?.message).toBe('amount_invalid');
  });
});
