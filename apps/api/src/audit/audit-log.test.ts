import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, selectRows } from '../db/client';
import {
  type Lifecycle,
  memberActor,
  move,
  moveAll,
  OPERATOR,
  operatorActor,
  staffActor,
} from '../db/lifecycle';
import { createTestDatabase } from '../test/db';
import { MASKED, recordAudit } from './record';

/*
 * The audit log on the database the tests run on (PGlite, or PostgreSQL with TEST_DATABASE_URL): the lifecycle
 * helper's row for a staff move, in the move's transaction, and the trigger that keeps the table append-only.
 */

type LampState = 'off' | 'on';
type LampFacts = { reason?: string };
const LAMP: Lifecycle<LampState, 'switch_on' | 'switch_off', { id: number }, LampFacts> = {
  name: 'desk lamp',
  table: 'lamps',
  refusal: 'order_transition_refused',
  transitions: {
    switch_on: { from: ['off'], to: 'on', actors: ['operator', 'member'], stamp: 'lit_at' },
    switch_off: { from: ['on'], to: 'off', actors: ['operator'] },
  },
  returning: sql`id`,
};

let database: Database;
let staffId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table lamps (id serial primary key, status text not null default 'off', lit_at timestamptz)`,
  );
  const [staff] = await selectRows<{ id: number }>(
    database.db,
    sql`insert into staff_members (email, name, password_hash, role)
      values ('mgr@example.com', 'Mei the manager', 'x', 'manager') returning id`,
  );
  staffId = staff!.id;
});
afterAll(() => database.close());

type AuditRow = {
  id: number;
  actor_kind: string;
  staff_id: number | null;
  actor_name: string;
  action: string;
  record_type: string;
  record_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  request_id: string | null;
  ip: string | null;
};
const rows = () => selectRows<AuditRow>(database.db, sql`select * from audit_log order by id`);
let seen = 0;
/** The rows written since the last call. */
async function newRows(): Promise<AuditRow[]> {
  const all = await rows();
  const fresh = all.slice(seen);
  seen = all.length;
  return fresh;
}
beforeEach(async () => {
  await newRows();
});

async function newLamp(): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    database.db,
    sql`insert into lamps default values returning id`,
  );
  return row!.id;
}

const MEI = () => staffActor({ staffId, name: 'Mei the manager', requestId: 'req-7', ip: '203.0.113.9' });

describe('a staff move is audited in its transaction', () => {
  it('writes exactly one row: actor, action, record, status and stamps before and after, the reason', async () => {
    const id = await newLamp();
    await database.db.transaction((tx) => move(tx, LAMP, id, 'switch_on', MEI(), { reason: 'opening' }));
    const [row, ...more] = await newRows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actor_kind: 'staff',
      staff_id: staffId,
      actor_name: 'Mei the manager',
      action: 'desk_lamp.switch_on',
      record_type: 'lamps',
      record_id: String(id),
      before: { status: 'off' },
      after: { status: 'on', lit_at: expect.any(String) },
      reason: 'opening',
      request_id: 'req-7',
      ip: '203.0.113.9',
    });
  });

  it('writes none when the transaction rolls back', async () => {
    const id = await newLamp();
    await expect(
      database.db.transaction(async (tx) => {
        await move(tx, LAMP, id, 'switch_on', MEI(), {});
        throw new Error('something after the move failed');
      }),
    ).rejects.toThrow('something after the move failed');
    expect(await newRows()).toEqual([]);
  });

  it('writes one row per row a batch moves, the operator token by name with the call it came in', async () => {
    const [a, b] = [await newLamp(), await newLamp()];
    const call = operatorActor({ id: 'req-9', ip: '127.0.0.1' });
    await database.db.transaction((tx) => moveAll(tx, LAMP, sql`id in (${a}, ${b})`, 'switch_on', call, {}));
    const written = await newRows();
    expect(written.map((r) => [r.actor_kind, r.staff_id, r.actor_name, r.record_id, r.request_id])).toEqual([
      ['operator', null, 'operator', String(a), 'req-9'],
      ['operator', null, 'operator', String(b), 'req-9'],
    ]);
    await database.db.transaction((tx) => move(tx, LAMP, a, 'switch_off', OPERATOR, {}));
    expect((await newRows()).map((r) => [r.action, r.request_id, r.ip])).toEqual([
      ['desk_lamp.switch_off', null, null],
    ]);
  });

  it("writes none for a member's move", async () => {
    const id = await newLamp();
    await database.db.transaction((tx) => move(tx, LAMP, id, 'switch_on', memberActor(1), {}));
    expect(await newRows()).toEqual([]);
  });
});

describe('recordAudit', () => {
  it('stores only the changed fields, secrets masked', async () => {
    await database.db.transaction((tx) =>
      recordAudit(tx, {
        actor: MEI(),
        action: 'staff.reset_password',
        recordType: 'staff_members',
        recordId: staffId,
        before: { name: 'Mei', password_hash: 'old-hash', active: true },
        after: { name: 'Mei', password_hash: 'new-hash', active: true },
      }),
    );
    const [row] = await newRows();
    expect([row?.before, row?.after]).toEqual([{ password_hash: MASKED }, { password_hash: MASKED }]);
  });
});

/** The database's own message for a refused statement (drizzle wraps it as the cause). */
async function refusalOf(statement: SQL): Promise<string> {
  try {
    await database.db.execute(statement);
  } catch (err) {
    return String((err as { cause?: { message?: string } }).cause?.message ?? err);
  }
  return 'not refused';
}

describe('the audit log is append-only', () => {
  it('refuses an update and a delete of a row, and emptying the table', async () => {
    await database.db.transaction((tx) =>
      recordAudit(tx, {
        actor: MEI(),
        action: 'test.write',
        recordType: 'lamps',
        recordId: 1,
        after: { status: 'on' },
      }),
    );
    const [row] = await newRows();
    expect(await refusalOf(sql`update audit_log set reason = 'tampered' where id = ${row!.id}`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusalOf(sql`delete from audit_log where id = ${row!.id}`)).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusalOf(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    const [still] = await selectRows<{ reason: string | null }>(
      database.db,
      sql`select reason from audit_log where id = ${row!.id}`,
    );
    expect(still).toEqual({ reason: null });
  });
});
