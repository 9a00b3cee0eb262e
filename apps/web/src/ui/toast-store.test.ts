import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, toastStore } from './toast-store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of toastStore.getSnapshot()) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('removes a toast after 3000 ms', () => {
    showToast('Saved', 'success');
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('keeps at most 10, dropping the oldest', () => {
    for (let i = 1; i <= 12; i++) showToast(`Toast ${i}`);
    const shown = toastStore.getSnapshot();
    expect(shown).toHaveLength(10);
    expect(shown[0]!.message).toBe('Toast 3');
    expect(shown[9]!.message).toBe('Toast 12');
  });

  it('shows the same message once, for 3000 ms from its latest showing', () => {
    const first = showToast('2,500 points applied', 'success');
    vi.advanceTimersByTime(2000);
    expect(showToast('2,500 points applied', 'success')).toBe(first);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot()).toHaveLength(0);
    // Another tone is another toast.
    showToast('Saved', 'success');
    showToast('Saved', 'error');
    expect(toastStore.getSnapshot()).toHaveLength(2);
  });
});
