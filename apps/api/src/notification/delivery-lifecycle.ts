import { sql } from 'drizzle-orm';
import { type Lifecycle, systemActor, type Transition } from '../db/lifecycle';
import type { NOTIFICATION_DELIVERY_STATUSES } from '../db/schema';

export type DeliveryStatus = (typeof NOTIFICATION_DELIVERY_STATUSES)[number];
export type DeliveryAction = 'send' | 'skip' | 'forget' | 'fail';

/** The delivery job's name as registered (jobs.ts): the one actor of a delivery's moves. */
export const DELIVER_JOB = 'notification.deliver';
export const DELIVERY_JOB_ACTOR = systemActor(DELIVER_JOB);

/**
 * The life of a push delivery (deliver.ts). `notify` writes it pending (its first state); the delivery job
 * claims it, and it ends sent, skipped (the device is no longer its member's, or push is off), gone (the push
 * service no longer knows the device) or failed (refused, or given up after the last attempt). A temporary
 * failure is no move: the delivery stays pending with its next attempt. Every end is final, and only the
 * delivery job moves a delivery.
 */
export const DELIVERY_TRANSITIONS: Record<DeliveryAction, Transition<DeliveryStatus>> = {
  send: { from: ['pending'], to: 'sent', actors: ['system'] },
  skip: { from: ['pending'], to: 'skipped', actors: ['system'] },
  forget: { from: ['pending'], to: 'gone', actors: ['system'] },
  fail: { from: ['pending'], to: 'failed', actors: ['system'] },
};

/** What a delivery's move is told: why it ended so (null: sent), and the run's time (send: its sent_at). */
export type DeliveryFacts = { reason: string | null; now?: Date };

/**
 * Deliveries as the one helper moves them: always `moveAll` over the run's claims (deliver.ts `claims`), so a
 * delivery another run has claimed since (its attempts counted on) is simply not moved. No history table:
 * last_error says why, sent_at when.
 */
export const DELIVERY_LIFECYCLE: Lifecycle<
  DeliveryStatus,
  DeliveryAction,
  { notification_id: number },
  DeliveryFacts
> = {
  name: 'notification delivery',
  table: 'notification_deliveries',
  transitions: DELIVERY_TRANSITIONS,
  // Only an actor the table does not list is refused (moveAll): a bug, never a member's mistake.
  refusal: 'server_issue',
  returning: sql`id, notification_id`,
  set: ({ action, facts }) => [
    sql`last_error = ${facts.reason}`,
    // The run's clock (tests run it at a later time), as the claim's lease is; a skip leaves it unset.
    ...(action === 'send' ? [sql`sent_at = ${(facts.now ?? new Date()).toISOString()}::timestamptz`] : []),
    ...(action === 'skip' ? [sql`sent_at = null`] : []),
  ],
};
