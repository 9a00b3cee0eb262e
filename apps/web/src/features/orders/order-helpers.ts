import {
  ORDER_ACTION_VALUES,
  type OrderDetails,
  type OrderLine,
  type OrderStatusValue,
  type OrderTab,
} from '@beauty/shared';

/** Pure helpers of the order pages: tabs, statuses, the tracking timeline, photos, dates, the return draft. */

/** The tab an order of this status is listed under. */
export function statusTab(status: OrderStatusValue): OrderTab {
  switch (status) {
    case 'return_requested':
    case 'return_approved':
    case 'return_rejected':
    case 'refunded':
      return 'return_refund';
    default:
      return status;
  }
}

/** A positive page number from the query string; anything else is page 1. */
export function parsePageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

// ---------------------------------------------------------------------------------------------------------
// Tracking timeline

export type TrackingStepKey = 'placed' | 'paid' | 'shipped' | 'failed' | 'delivered' | 'cancelled' | 'return';
export type TrackingStepState = 'done' | 'current' | 'upcoming' | 'failed';
export type TrackingStep = { key: TrackingStepKey; at: string | null; state: TrackingStepState };

type TrackingInput = Pick<
  OrderDetails,
  | 'status'
  | 'created_at'
  | 'paid_at'
  | 'shipped_at'
  | 'delivered_at'
  | 'cancelled_at'
  | 'delivery_failed_at'
  | 'events'
>;

const RETURN_STATUSES: readonly OrderStatusValue[] = [
  'return_requested',
  'return_approved',
  'return_rejected',
  'refunded',
];

/**
 * The delivery tracking steps: placed → paid → shipped → (failed attempt) → delivered; a cancelled order ends
 * with its cancellation, a returned one with its return. Times come from the order's fields, falling back to
 * the event of the matching status. The first step not reached yet is the current one.
 */
export function buildTrackingSteps(order: TrackingInput): TrackingStep[] {
  const eventAt = (status: OrderStatusValue) =>
    [...order.events].reverse().find((e) => e.status === status)?.at ?? null;
  const paidAt = order.paid_at ?? eventAt('to_ship');
  const shippedAt = order.shipped_at ?? eventAt('to_receive');
  const deliveredAt = order.delivered_at ?? eventAt('delivered');
  const steps: TrackingStep[] = [{ key: 'placed', at: order.created_at, state: 'done' }];

  if (order.status === 'cancelled') {
    if (paidAt) steps.push({ key: 'paid', at: paidAt, state: 'done' });
    if (shippedAt) steps.push({ key: 'shipped', at: shippedAt, state: 'done' });
    steps.push({ key: 'cancelled', at: order.cancelled_at ?? eventAt('cancelled'), state: 'failed' });
    return steps;
  }

  steps.push({ key: 'paid', at: paidAt, state: paidAt ? 'done' : 'upcoming' });
  steps.push({ key: 'shipped', at: shippedAt, state: shippedAt ? 'done' : 'upcoming' });
  if (order.delivery_failed_at) steps.push({ key: 'failed', at: order.delivery_failed_at, state: 'failed' });
  steps.push({ key: 'delivered', at: deliveredAt, state: deliveredAt ? 'done' : 'upcoming' });
  if (RETURN_STATUSES.includes(order.status)) {
    steps.push({ key: 'return', at: eventAt(order.status) ?? eventAt('return_requested'), state: 'done' });
  }

  const next = steps.find((s) => s.state === 'upcoming');
  if (next) next.state = 'current';
  return steps;
}

// ---------------------------------------------------------------------------------------------------------
// Order lines

/**
 * The line a return is for: the product of the route, and when the order holds that product more than once
 * (two sizes), the line named by `lineId`, else the first one that can still be returned.
 */
export function pickLine(lines: OrderLine[], productId: string, lineId?: string | null): OrderLine | null {
  const matching = lines.filter((l) => String(l.product_id) === productId);
  if (lineId) {
    const exact = matching.find((l) => String(l.id) === lineId);
    if (exact) return exact;
  }
  return matching.find((l) => l.can_return) ?? matching[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Return draft: the return/refund form spans three routes (form, pickup address, pickup date and summary)

export type ReturnDraft = {
  po_number: string;
  order_line_id: number;
  product_id: number;
  reason: 1 | 2 | null;
  comments: string;
  photos: string[];
  pickup_address_id: number | null;
  pickup_date: string | null;
};

export const RETURN_DRAFT_KEY = 'order-return-draft';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function isReturnDraft(value: unknown): value is ReturnDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.po_number === 'string' &&
    typeof v.order_line_id === 'number' &&
    typeof v.product_id === 'number' &&
    (v.reason === null || v.reason === 1 || v.reason === 2) &&
    typeof v.comments === 'string' &&
    Array.isArray(v.photos) &&
    v.photos.every((p) => typeof p === 'string') &&
    (v.pickup_address_id === null || typeof v.pickup_address_id === 'number') &&
    (v.pickup_date === null || typeof v.pickup_date === 'string')
  );
}

export function loadReturnDraft(storage: StorageLike | null = sessionStore()): ReturnDraft | null {
  try {
    const raw = storage?.getItem(RETURN_DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isReturnDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveReturnDraft(draft: ReturnDraft, storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.setItem(RETURN_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives only as long as the page.
  }
}

export function clearReturnDraft(storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.removeItem(RETURN_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The draft for this line if one is in progress, else a fresh one. */
export function draftFor(
  existing: ReturnDraft | null,
  poNumber: string,
  line: Pick<OrderLine, 'id' | 'product_id'>,
): ReturnDraft {
  if (existing && existing.po_number === poNumber && existing.order_line_id === line.id) return existing;
  return {
    po_number: poNumber,
    order_line_id: line.id,
    product_id: line.product_id,
    reason: null,
    comments: '',
    photos: [],
    pickup_address_id: null,
    pickup_date: null,
  };
}

/** What the draft still misses before it can be sent. */
export function draftMissing(draft: ReturnDraft): ('reason' | 'address' | 'date')[] {
  const missing: ('reason' | 'address' | 'date')[] = [];
  if (draft.reason === null) missing.push('reason');
  if (draft.pickup_address_id === null) missing.push('address');
  if (draft.pickup_date === null) missing.push('date');
  return missing;
}

/**
 * The notes a move without words of its own carries: the action's name, as the API records it ("ship",
 * "approve_return"). One list with the API's (shared ORDER_ACTION_VALUES), so a new action is hidden too.
 */
const TECHNICAL_NOTES: ReadonlySet<string> = new Set(ORDER_ACTION_VALUES);

/**
 * The note of a history event worth showing a member: free text from the shop or the member, not the
 * machine notes of the operator commands or the payment reference of a payment.
 */
export function memberNote(event: {
  status: OrderStatusValue;
  note: string | null;
  refunded?: number | null;
}): string | null {
  const note = event.note?.trim();
  if (!note) return null;
  if (event.status === 'to_ship') return null;
  // A refund's note is the provider's reference; its amount is shown instead.
  if (event.refunded != null) return null;
  if (TECHNICAL_NOTES.has(note.toLowerCase())) return null;
  return note;
}
