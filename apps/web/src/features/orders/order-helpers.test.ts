import type { OrderDetails, OrderLine } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import {
  buildTrackingSteps,
  draftFor,
  draftMissing,
  isReturnDraft,
  loadReturnDraft,
  memberNote,
  parsePageParam,
  pickLine,
  RETURN_DRAFT_KEY,
  saveReturnDraft,
  statusTab,
} from './order-helpers';

type Tracking = Parameters<typeof buildTrackingSteps>[0];
const base: Tracking = {
  status: 'to_pay',
  created_at: '2026-11-20 10:00:00',
  paid_at: null,
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  delivery_failed_at: null,
  events: [{ status: 'to_pay', note: null, refunded: null, at: '2026-11-20 10:00:00' }],
};
const shape = (order: Tracking) => buildTrackingSteps(order).map((s) => `${s.key}:${s.state}`);

describe('tabs and statuses', () => {
  it('lists every return state under Return/Refund and the rest under their own tab', () => {
    expect(statusTab('to_receive')).toBe('to_receive');
    expect(statusTab('cancelled')).toBe('cancelled');
    for (const s of ['return_requested', 'return_approved', 'return_rejected', 'refunded'] as const) {
      expect(statusTab(s)).toBe('return_refund');
    }
  });

  it('reads a page number, falling back to 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('x')).toBe(1);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
  });
});

describe('buildTrackingSteps', () => {
  it('an unpaid order waits for payment', () => {
    expect(shape(base)).toEqual(['placed:done', 'paid:current', 'shipped:upcoming', 'delivered:upcoming']);
  });

  it('a shipped order is on its way, with times from the fields or the events', () => {
    const order: Tracking = {
      ...base,
      status: 'to_receive',
      paid_at: '2026-11-20 10:05:00',
      events: [
        ...base.events,
        { status: 'to_receive', note: null, refunded: null, at: '2026-11-21 09:00:00' },
      ],
    };
    const steps = buildTrackingSteps(order);
    expect(shape(order)).toEqual(['placed:done', 'paid:done', 'shipped:done', 'delivered:current']);
    expect(steps[2]?.at).toBe('2026-11-21 09:00:00');
  });

  it('shows a failed delivery attempt before delivery', () => {
    const order: Tracking = {
      ...base,
      status: 'to_receive',
      paid_at: '2026-11-20 10:05:00',
      shipped_at: '2026-11-21 09:00:00',
      delivery_failed_at: '2026-11-22 14:00:00',
    };
    expect(shape(order)).toEqual([
      'placed:done',
      'paid:done',
      'shipped:done',
      'failed:failed',
      'delivered:current',
    ]);
  });

  it('a cancelled order ends with its cancellation', () => {
    const order: Tracking = { ...base, status: 'cancelled', cancelled_at: '2026-11-20 11:00:00' };
    expect(shape(order)).toEqual(['placed:done', 'cancelled:failed']);
  });

  it('a returned order adds the return after delivery', () => {
    const order: Tracking = {
      ...base,
      status: 'return_requested',
      paid_at: 'a',
      shipped_at: 'b',
      delivered_at: 'c',
      events: [{ status: 'return_requested', note: null, refunded: null, at: 'd' }],
    };
    expect(shape(order)).toEqual([
      'placed:done',
      'paid:done',
      'shipped:done',
      'delivered:done',
      'return:done',
    ]);
    expect(buildTrackingSteps(order).at(-1)?.at).toBe('d');
  });
});

const line = (id: number, productId: number, canReturn = true): OrderLine => ({
  id,
  product_id: productId,
  volume_variation_id: 0,
  brand_name: 'B',
  product_name: `P${id}`,
  variation_name: '',
  image: '',
  quantity: 1,
  unit_price: 100,
  list_price: 100,
  line_total: 100,
  can_return: canReturn,
  is_voucher: false,
  return_status: null,
  review_state: null,
});

describe('pickLine', () => {
  const lines = [line(1, 10, false), line(2, 10), line(3, 20)];
  it('finds the line of a product, preferring the named line, then one still returnable', () => {
    expect(pickLine(lines, '20')?.id).toBe(3);
    expect(pickLine(lines, '10')?.id).toBe(2);
    expect(pickLine(lines, '10', '1')?.id).toBe(1);
    expect(pickLine(lines, '99')).toBeNull();
  });
});

describe('return draft', () => {
  function memory() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  }

  it('starts fresh for another line and keeps the draft of the same line', () => {
    const fresh = draftFor(null, 'PO123456', { id: 5, product_id: 9 });
    expect(fresh).toMatchObject({ po_number: 'PO123456', order_line_id: 5, reason: null, photos: [] });
    const edited = { ...fresh, reason: 1 as const };
    expect(draftFor(edited, 'PO123456', { id: 5, product_id: 9 })).toBe(edited);
    expect(draftFor(edited, 'PO123456', { id: 6, product_id: 9 }).reason).toBeNull();
  });

  it('round-trips through storage and ignores anything malformed', () => {
    const store = memory();
    const draft = { ...draftFor(null, 'PO123456', { id: 5, product_id: 9 }), photos: ['/files/a.jpg'] };
    saveReturnDraft(draft, store);
    expect(loadReturnDraft(store)).toEqual(draft);
    store.map.set(RETURN_DRAFT_KEY, '{"po_number":1}');
    expect(loadReturnDraft(store)).toBeNull();
    store.map.set(RETURN_DRAFT_KEY, 'not json');
    expect(loadReturnDraft(store)).toBeNull();
    expect(isReturnDraft(null)).toBe(false);
  });

  it('says what is missing before sending', () => {
    const draft = draftFor(null, 'PO123456', { id: 5, product_id: 9 });
    expect(draftMissing(draft)).toEqual(['reason', 'address', 'date']);
    expect(draftMissing({ ...draft, reason: 2, pickup_address_id: 1, pickup_date: '2026-11-24' })).toEqual(
      [],
    );
  });
});

// Type use only: the details shape feeds the timeline.
export type _Check = Tracking extends Partial<OrderDetails> ? true : never;

describe('memberNote', () => {
  it('hides machine notes and payment references, keeps real text', () => {
    expect(memberNote({ status: 'to_receive', note: 'ship' })).toBeNull();
    expect(memberNote({ status: 'to_ship', note: 'sandbox pi_123' })).toBeNull();
    expect(memberNote({ status: 'to_receive', note: 'delivery attempt failed' })).toBe(
      'delivery attempt failed',
    );
    expect(memberNote({ status: 'cancelled', note: ' ' })).toBeNull();
    expect(memberNote({ status: 'cancelled', note: 're_sandbox_1', refunded: 4690 })).toBeNull();
    expect(memberNote({ status: 'cancelled', note: 'Too slow', refunded: null })).toBe('Too slow');
  });

  it('hides the name of the action an approved or rejected return was recorded with, as the API writes it', () => {
    expect(memberNote({ status: 'return_approved', note: 'approve_return' })).toBeNull();
    expect(memberNote({ status: 'return_rejected', note: 'reject_return' })).toBeNull();
    expect(memberNote({ status: 'return_approved', note: 'Bring the box' })).toBe('Bring the box');
  });
});
