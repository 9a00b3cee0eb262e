import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPointSummaries, MEMO_MS, SummaryMemo } from './summary-memo';

type Summary = { n: number; changesAt: number | null };

/** A memo over a counter: each load answers the next number, so a test sees whether it loaded again. */
function counting(changesAt: number | null = null) {
  let loads = 0;
  const gates: (() => void)[] = [];
  let gated = false;
  const memo = new SummaryMemo<Summary>(
    async () => {
      const n = ++loads;
      if (gated) await new Promise<void>((resolve) => gates.push(resolve));
      return { n, changesAt };
    },
    (s) => s.changesAt,
  );
  return {
    memo,
    loads: () => loads,
    gate: () => {
      gated = true;
    },
    open: () => {
      gated = false;
      for (const g of gates.splice(0)) g();
    },
  };
}

describe('the points summary memo', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reuses a summary for its time, per member', async () => {
    const { memo, loads } = counting();
    expect((await memo.summary(1)).n).toBe(1);
    expect((await memo.summary(1)).n).toBe(1);
    expect((await memo.summary(2)).n).toBe(2);
    vi.advanceTimersByTime(MEMO_MS);
    expect((await memo.summary(1)).n).toBe(3);
    expect(loads()).toBe(3);
    memo.close();
  });

  it('forgets a member at a ledger write, and keeps nothing of theirs for a moment after', async () => {
    const { memo } = counting();
    await memo.summary(1);
    await memo.summary(2);
    forgetPointSummaries([1]);
    expect((await memo.summary(1)).n).toBe(3);
    // Still within the quiet time: read again, not kept.
    expect((await memo.summary(1)).n).toBe(4);
    expect((await memo.summary(2)).n).toBe(2);
    vi.advanceTimersByTime(2000);
    expect((await memo.summary(1)).n).toBe(5);
    expect((await memo.summary(1)).n).toBe(5);
    memo.close();
  });

  it('does not keep a load that a write overtook', async () => {
    const { memo, gate, open } = counting();
    gate();
    const first = memo.summary(1);
    const second = memo.summary(1);
    memo.forget(1);
    open();
    // Callers of the load get what it read; it is not kept for anyone after the write.
    expect((await first).n).toBe(1);
    expect((await second).n).toBe(1);
    vi.advanceTimersByTime(2000);
    expect((await memo.summary(1)).n).toBe(2);
    memo.close();
  });

  it('reads again when earned points fall due', async () => {
    const due = Date.now() + 1000;
    const { memo } = counting(due);
    expect((await memo.summary(1)).n).toBe(1);
    vi.advanceTimersByTime(999);
    expect((await memo.summary(1)).n).toBe(1);
    vi.advanceTimersByTime(1);
    expect((await memo.summary(1)).n).toBe(2);
    memo.close();
  });
});
