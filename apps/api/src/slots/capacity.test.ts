import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, selectRows, type Tx } from '../db/client';
import { DomainError } from '../errors';
import { createTestDatabase } from '../test/db';
import { itConcurrently } from '../test/postgres-only';
import { answerOf } from '../test/refusals';
import { claimPlace, type SlotKind } from './capacity';

/*
 * A kind of slot made for the test, as salon booking will make its own: bookings of a numbered slot in a
 * table of their own, two places a slot.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table test_bookings (slot int not null)`);
});
afterAll(() => database.close());

const seat: SlotKind<number> = {
  lock: (slot) => ['delivery_slot', 900_000_000 + slot],
  capacity: 2,
  taken: async (db, slot) => {
    const [row] = await selectRows<{ n: number }>(
      db as Database['db'],
      sql`select count(*)::int as n from test_bookings where slot = ${slot}`,
    );
    // A slow count, so that concurrent claims would all count before any books, were it not for the lock.
    await new Promise((r) => setTimeout(r, 30));
    return row!.n;
  },
  full: { message: 'delivery_slot_full', field: 'time' },
};

/** Claims a place and books it in one transaction, as placing an order does. */
const book = (slot: number, options?: { holding?: boolean }) =>
  database.db.transaction(async (tx: Tx) => {
    await claimPlace(tx, seat, slot, options);
    if (!options?.holding) await tx.execute(sql`insert into test_bookings (slot) values (${slot})`);
  });

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('claimPlace', () => {
  it('gives places until the slot is full, then refuses with 409 on the field that chose the slot', async () => {
    await book(1);
    await book(1);
    const full = await refusal(book(1));
    expect(answerOf(full)).toMatchObject({ status: 409, key: 'delivery_slot_full' });
    expect(full.fields).toEqual({ time: ['delivery_slot_full'] });
    // Another slot is untouched.
    await book(2);
  });

  it('does not count a booking against the slot it already holds', async () => {
    await book(3);
    await book(3);
    await book(3, { holding: true });
    await refusal(book(3));
  });

  itConcurrently('lets only one of several claims for the last place through', async () => {
    await book(4);
    const outcomes = await Promise.allSettled([book(4), book(4), book(4)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from test_bookings where slot = 4`,
    );
    expect(row!.n).toBe(2);
  });
});
