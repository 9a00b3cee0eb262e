import { describe, expect, it } from 'vitest';
import { cashbackOf, cashOutDueOn, maskedNumber, tncStatusOf } from './agent';

describe('partner programme rules', () => {
  it('keeps the terms Pending until the member accepts them', () => {
    expect(tncStatusOf('applied')).toBe('Pending');
    expect(tncStatusOf('submitted')).toBe('Accepted');
    expect(tncStatusOf('approved')).toBe('Accepted');
  });

  it('rounds cash-back down to the cent', () => {
    expect(cashbackOf(10_000, 500)).toBe(500);
    expect(cashbackOf(1_999, 700)).toBe(139);
    expect(cashbackOf(0, 1200)).toBe(0);
  });

  it('processes a cash-out on the next 1st or 15th, today included', () => {
    expect(cashOutDueOn('2026-11-01')).toBe('2026-11-01');
    expect(cashOutDueOn('2026-11-02')).toBe('2026-11-15');
    expect(cashOutDueOn('2026-11-15')).toBe('2026-11-15');
    expect(cashOutDueOn('2026-11-27')).toBe('2026-12-01');
    expect(cashOutDueOn('2026-12-31')).toBe('2027-01-01');
  });

  it('shows only the last four characters', () => {
    expect(maskedNumber('7890')).toBe('•••• 7890');
  });
});
