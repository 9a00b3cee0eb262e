import type { MessageKey } from '@beauty/shared';
import type { Db, Tx } from '../db/client';
import { type Lock, takeLocks } from '../db/locks';
import { DomainError } from '../errors';

/*
 * A place in a slot of limited capacity: a delivery slot today (placing an order, rescheduling one), a
 * stylist's booking slot next. Claiming one is always the same three steps in the caller's transaction:
 * lock the slot, so no other claim can count it meanwhile; count the places taken; compare with the
 * capacity. The lock is held until the transaction ends, so the caller writes its booking (the order, the
 * new date) before anyone else can count. A kind of slot says how to lock and count one of its slots; this
 * module owns the steps and the one refusal.
 */

export type SlotKind<S> = {
  /** The slot's advisory lock (its namespace is listed in db/locks.ts LOCK_ORDER). */
  lock(slot: S): Lock;
  /** Places a slot holds. */
  capacity: number;
  /** Places taken in the slot now, by bookings that still count (not cancelled). */
  taken(db: Db | Tx, slot: S): Promise<number>;
  /** The refusal of a full slot: its catalogue message, also on the request field that chose the slot. */
  full: { message: MessageKey; field: string };
};

/** Whether a slot with `taken` places taken has room for one more. */
export const hasRoom = (kind: Pick<SlotKind<unknown>, 'capacity'>, taken: number) => taken < kind.capacity;

/**
 * Claims a place in `slot` for the rest of the transaction, or refuses with 409 and the kind's message (on
 * its field). `holding`: the claimer already has a place in this very slot (a booking moved to where it
 * is), which does not count against it.
 */
export async function claimPlace<S>(
  tx: Tx,
  kind: SlotKind<S>,
  slot: S,
  options: { holding?: boolean } = {},
): Promise<void> {
  await takeLocks(tx, [kind.lock(slot)]);
  const taken = (await kind.taken(tx, slot)) - (options.holding ? 1 : 0);
  if (!hasRoom(kind, taken)) {
    throw new DomainError(kind.full.message, { fields: { [kind.full.field]: [kind.full.message] } });
  }
}
