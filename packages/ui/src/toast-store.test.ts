import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, enterPage, showToast, toastStore } from './toast-store';

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

  describe('belong to their page', () => {
    const messages = () => toastStore.getSnapshot().map((t) => t.message);

    it('go when the member navigates away, and do not come back', () => {
      enterPage('/order/check-out');
      showToast('500 points applied', 'success');
      expect(messages()).toEqual(['500 points applied']);
      enterPage('/order/pay/PO123');
      expect(messages()).toEqual([]);
      enterPage('/order/check-out');
      expect(messages()).toEqual([]);
    });

    it('stay while the page stays (the same path again: a new sort or page of a list)', () => {
      enterPage('/product/category/hair-care');
      showToast('Added to wishlist', 'success');
      enterPage('/product/category/hair-care');
      expect(messages()).toEqual(['Added to wishlist']);
    });

    it('may be raised for the page the member is sent to, and stay there', () => {
      enterPage('/order/list/to_ship');
      showToast('Added to cart again', 'success', { page: '/order/cart' });
      showToast('Saved', 'success');
      enterPage('/order/cart');
      expect(messages()).toEqual(['Added to cart again']);
    });

    it('leave no timer behind when they go with their page', () => {
      enterPage('/a');
      showToast('From page a');
      expect(vi.getTimerCount()).toBe(1);
      enterPage('/b');
      expect(vi.getTimerCount()).toBe(0);
      showToast('From page b');
      vi.advanceTimersByTime(3000);
      expect(messages()).toEqual([]);
    });
  });
});
