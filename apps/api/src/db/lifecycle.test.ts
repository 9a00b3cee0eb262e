import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { createTestDatabase } from '../test/db';
import { itConcurrently } from '../test/postgres-only';
import { refusalAnswer, thrownBy } from '../test/refusals';
import { type Database, type Db, intArray, selectRows, type Tx } from './client';
import {
  actorId,
  actorName,
  announce,
  arrive,
  canMove,
  type Lifecycle,
  memberActor,
  move,
  moveAll,
  nextState,
  OPERATOR,
  PAYMENT_CONFIRMATION,
  requireRole,
  roleOf,
  systemActor,
} from './lifecycle';

/*
 * A parcel's lifecycle, declared as every real one is (order/lifecycle.ts is the model), on a table of its own:
 * packed → sent → delivered, or returned from sent; a parcel sent by the operator, delivered by a job.
 */
type ParcelState = 'packed' | 'sent' | 'delivered' | 'returned';
type ParcelAction = 'send' | 'deliver' | 'return';
type Parcel = { id: number; owner_id: number; note: string | null };
type Facts = { note?: string; notBefore?: Date };

const trail: string[] = [];

const PARCEL: Lifecycle<ParcelState, ParcelAction, Parcel, Facts, { texts: string[] }> = {
  name: 'parcel',
  table: 'parcels',
  refusal: 'order_transition_refused',
  transitions: {
    send: { from: ['packed'], to: 'sent', actors: ['operator'], stamp: 'sent_at' },
    deliver: { from: ['sent'], to: 'delivered', actors: ['system'], stamp: ['delivered_at', 'closed_at'] },
    return: {
      from: ['sent'],
      to: 'returned',
      actors: ['member', 'operator'],
      refusal: 'booking_not_changeable',
    },
  },
  returning: sql`id, owner_id, note`,
  set: ({ facts }) => (facts.note ? [sql`note = ${facts.note}`] : []),
  where: ({ facts }) => (facts.notBefore ? [sql`ready_at <= ${facts.notBefore.toISOString()}`] : []),
  effects: {
    send: [
      async (_tx, row, m) => {
        trail.push(`effect 1: ${row.id} ${row.from_status}→${row.status} by ${roleOf(m.actor)}`);
        return { note: 'from the first effect' };
      },
      async (_tx, row) => {
        trail.push(`effect 2 sees: ${row.note}`);
      },
    ],
  },
  notices: {
    return: [
      async (deps, row) => {
        deps.texts.push(`parcel ${row.id} returned`);
      },
      async () => {
        throw new Error('the SMS gateway is down');
      },
    ],
  },
  async record(tx, row, m) {
    await tx.execute(
      sql`insert into parcel_events (parcel_id, from_status, to_status, actor, actor_id, actor_name)
        values (${row.id}, ${row.from_status}, ${row.status}, ${roleOf(m.actor)}, ${actorId(m.actor)},
          ${actorName(m.actor)})`,
    );
  },
  async explain(tx, id) {
    const [found] = await selectRows(tx as unknown as Db, sql`select id from parcels where id = ${id}`);
    if (!found) throw new DomainError('not_found');
  },
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table parcels (id serial primary key, owner_id int not null,
    status text not null default 'packed', note text, ready_at timestamptz not null default now(),
    sent_at timestamptz, delivered_at timestamptz, closed_at timestamptz)`);
  await database.db.execute(sql`create table parcel_events (parcel_id int, from_status text, to_status text,
    actor text, actor_id int, actor_name text)`);
});
afterAll(() => database.close());
beforeEach(() => {
  trail.length = 0;
});

async function newParcel(readyAt = new Date()): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    database.db,
    sql`insert into parcels (owner_id, ready_at) values (7, ${readyAt.toISOString()}) returning id`,
  );
  return row!.id;
}

const stateOf = async (id: number) =>
  (await selectRows<{ status: string }>(database.db, sql`select status from parcels where id = ${id}`))[0]
    ?.status;

const within = <T>(fn: (tx: Tx) => Promise<T>) => database.db.transaction(fn);

describe('one lifecycle helper', () => {
  it('reads the table: allowed moves, the next state, and a refusal for any other', () => {
    expect(canMove(PARCEL, 'packed', 'send', OPERATOR)).toBe(true);
    expect(canMove(PARCEL, 'packed', 'send', memberActor(7))).toBe(false);
    expect(canMove(PARCEL, 'sent', 'send', 'operator')).toBe(false);
    expect(nextState(PARCEL, 'sent', 'return', memberActor(7))).toBe('returned');
    expect(thrownBy(() => nextState(PARCEL, 'packed', 'return', OPERATOR))).toEqual(
      expect.objectContaining({ status: 409, key: 'booking_not_changeable' }),
    );
  });

  it('names the actor: a member by id, staff and jobs by name, a payment confirmation by its own role', () => {
    expect([roleOf(memberActor(3)), actorId(memberActor(3)), actorName(memberActor(3))]).toEqual([
      'member',
      3,
      null,
    ]);
    expect([roleOf(OPERATOR), actorId(OPERATOR), actorName(OPERATOR)]).toEqual([
      'operator',
      null,
      'operator',
    ]);
    const job = systemActor('order.expire-unpaid');
    expect([roleOf(job), actorName(job)]).toEqual(['system', 'order.expire-unpaid']);
    expect(roleOf(PAYMENT_CONFIRMATION)).toBe('payment');
  });

  it("checks the actor of a write that is not a move: a reply is the shop's, an application a member's", () => {
    expect(() => requireRole(OPERATOR, ['operator'])).not.toThrow();
    expect(thrownBy(() => requireRole(memberActor(3), ['operator']))).toEqual(
      expect.objectContaining({ status: 403, key: 'forbidden' }),
    );
    expect(() => requireRole(systemActor('agent.ranks'), ['member'])).toThrow(DomainError);
  });

  it('moves a row: state, stamps and columns in one update, the history row, then the effects in order', async () => {
    const id = await newParcel();
    const moved = await within((tx) => move(tx, PARCEL, id, 'send', OPERATOR, { note: 'fragile' }));
    expect(moved).toMatchObject({ id, from_status: 'packed', status: 'sent', note: 'from the first effect' });
    expect(trail).toEqual([
      `effect 1: ${id} packed→sent by operator`,
      'effect 2 sees: from the first effect',
    ]);
    const [row] = await selectRows<{ note: string; sent_at: string | null; delivered_at: string | null }>(
      database.db,
      sql`select note, sent_at, delivered_at from parcels where id = ${id}`,
    );
    expect(row).toMatchObject({ note: 'fragile', delivered_at: null });
    expect(row!.sent_at).not.toBeNull();

    const job = systemActor('parcel.deliver');
    await within((tx) => move(tx, PARCEL, id, 'deliver', job, {}));
    const [stamps] = await selectRows<{ same: boolean }>(
      database.db,
      sql`select delivered_at = closed_at as same from parcels where id = ${id}`,
    );
    expect(stamps!.same).toBe(true);
    expect(
      await selectRows(
        database.db,
        sql`select * from parcel_events where parcel_id = ${id} order by to_status`,
      ),
    ).toEqual([
      {
        parcel_id: id,
        from_status: 'sent',
        to_status: 'delivered',
        actor: 'system',
        actor_id: null,
        actor_name: 'parcel.deliver',
      },
      {
        parcel_id: id,
        from_status: 'packed',
        to_status: 'sent',
        actor: 'operator',
        actor_id: null,
        actor_name: 'operator',
      },
    ]);
  });

  it('refuses a move the table does not list, or by an actor it does not allow, and changes nothing', async () => {
    const id = await newParcel();
    await expect(
      refusalAnswer(within((tx) => move(tx, PARCEL, id, 'deliver', systemActor('job'), {}))),
    ).resolves.toMatchObject({
      status: 409,
      key: 'order_transition_refused',
    });
    await expect(
      refusalAnswer(within((tx) => move(tx, PARCEL, id, 'send', memberActor(7), {}))),
    ).resolves.toMatchObject({
      status: 409,
    });
    expect(await stateOf(id)).toBe('packed');
    expect(trail).toEqual([]);
  });

  it('moves only from the state the caller read, when it gives one', async () => {
    const id = await newParcel();
    await within((tx) => move(tx, PARCEL, id, 'send', OPERATOR, {}));
    // Read as packed, but sent since: the caller's decision was made on a state that is gone.
    await expect(
      within((tx) => move(tx, PARCEL, { id, status: 'packed' }, 'return', OPERATOR, {})),
    ).rejects.toMatchObject({ key: 'booking_not_changeable' });
    expect(await stateOf(id)).toBe('sent');
  });

  it("applies the lifecycle's own conditions, and lets it explain a refusal (no such row: 404)", async () => {
    const later = new Date(Date.now() + 3_600_000);
    const id = await newParcel(later);
    await expect(
      refusalAnswer(within((tx) => move(tx, PARCEL, id, 'send', OPERATOR, { notBefore: new Date() }))),
    ).resolves.toMatchObject({ status: 409 });
    await within((tx) => move(tx, PARCEL, id, 'send', OPERATOR, { notBefore: later }));
    await expect(
      refusalAnswer(within((tx) => move(tx, PARCEL, 999_999, 'send', OPERATOR, {}))),
    ).resolves.toMatchObject({
      status: 404,
    });
  });

  it("runs the history and effects of a row created in an action's end state, for an actor the action allows", async () => {
    const [row] = await selectRows<{ id: number; owner_id: number; note: string | null }>(
      database.db,
      sql`insert into parcels (owner_id, status) values (7, 'sent') returning id, owner_id, note`,
    );
    const created = { ...row!, from_status: 'sent' as const, status: 'sent' as const };
    await expect(
      refusalAnswer(within((tx) => arrive(tx, PARCEL, created, 'send', memberActor(7), {}))),
    ).resolves.toMatchObject({
      status: 409,
    });
    expect(trail).toEqual([]);
    const arrived = await within((tx) => arrive(tx, PARCEL, created, 'send', OPERATOR, {}));
    expect(arrived.note).toBe('from the first effect');
    expect(trail).toEqual([
      `effect 1: ${row!.id} sent→sent by operator`,
      'effect 2 sees: from the first effect',
    ]);
    expect(
      await selectRows(database.db, sql`select actor from parcel_events where parcel_id = ${row!.id}`),
    ).toEqual([{ actor: 'operator' }]);
  });

  it('moves every row a condition picks that is in a from state, each with its history and effects', async () => {
    const [a, b, c] = [await newParcel(), await newParcel(), await newParcel()];
    await within((tx) => move(tx, PARCEL, b, 'send', OPERATOR, {}));
    trail.length = 0;
    const moved = await within((tx) =>
      moveAll(tx, PARCEL, sql`id in (${a}, ${b}, ${c})`, 'send', OPERATOR, {}),
    );
    expect(moved.map((r) => r.id).sort()).toEqual([a, c].sort());
    expect(trail).toHaveLength(4);
  });

  it('runs a batch as a named prepared statement when asked, the same statement for every call', async () => {
    const [a, b, c] = [await newParcel(), await newParcel(), await newParcel()];
    const sendAll = (ids: number[]) =>
      within((tx) =>
        moveAll(
          tx,
          PARCEL,
          sql`id = any(${intArray(ids)})`,
          'send',
          OPERATOR,
          {},
          { prepared: 'parcel_send' },
        ),
      );
    expect((await sendAll([a])).map((r) => [r.id, r.from_status, r.status])).toEqual([[a, 'packed', 'sent']]);
    expect((await sendAll([a, b, c])).map((r) => r.id).sort()).toEqual([b, c].sort());
    expect(await Promise.all([a, b, c].map(stateOf))).toEqual(['sent', 'sent', 'sent']);
    expect(trail.filter((line) => line.startsWith('effect 1'))).toHaveLength(3);
  });

  it('says the notices after commit, and a failing one does not stop the others or undo the move', async () => {
    const id = await newParcel();
    await within((tx) => move(tx, PARCEL, id, 'send', OPERATOR, {}));
    const row = await within((tx) => move(tx, PARCEL, id, 'return', memberActor(7), {}));
    const texts: string[] = [];
    const logged: string[] = [];
    await announce(PARCEL, { texts, log: (m) => logged.push(m) }, 'return', row);
    expect(texts).toEqual([`parcel ${id} returned`]);
    expect(logged).toEqual([`parcel ${id}: return notice not sent`]);
  });

  itConcurrently('lets one of two racing moves of a row win; its effects run once', async () => {
    const id = await newParcel();
    const attempt = () =>
      within(async (tx) => {
        const row = await move(tx, PARCEL, id, 'send', OPERATOR, {});
        // Hold the row while the other move waits for it.
        await tx.execute(sql`select pg_sleep(0.2)`);
        return row;
      });
    const results = await Promise.allSettled([attempt(), attempt()]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(trail.filter((line) => line.startsWith('effect 1'))).toHaveLength(1);
    expect(
      await selectRows(
        database.db,
        sql`select count(*)::int as n from parcel_events where parcel_id = ${id}`,
      ),
    ).toEqual([{ n: 1 }]);
  });
});
