import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { seedBenchBuyers } from './bench-buyers';
import { runAsScript } from './script';

/*
 * Bench only (bench/run.mjs, the wallet scenarios): members with points to send each other, and one member
 * with a long points history. Prints one JSON line. Never part of the demo seed.
 *
 *   bench-wallet.ts members <count> <points> <password>  → {"tokens", "ids", "mobiles", "country_id"}
 *   bench-wallet.ts history <entries>                     → {"token", "user_id"}
 */

/** `points` for each member, as one operator adjustment each (the ledger's own kind of entry). */
async function givePoints(db: Db, ids: readonly number[], points: number): Promise<void> {
  await db.execute(
    sql`insert into point_entries (user_id, kind, status, points, note)
      select id, 'adjusted', 'successful', ${points}, 'Bench balance'
      from unnest(${`{${ids.join(',')}}`}::int[]) as id`,
  );
}

/**
 * `entries` ledger entries for one member over the past year, of the kinds the history describes: orders
 * earned and spent, rewards and adjustments; one in fifty still pending.
 */
async function fillHistory(db: Db, userId: number, entries: number): Promise<void> {
  await db.execute(
    sql`insert into point_entries (user_id, kind, status, points, note, available_at, created_at, updated_at)
      select ${userId},
        (array['earned','redeemed','adjusted','referral','earned','redeemed'])[1 + g % 6],
        case when g % 50 = 0 then 'pending' else 'successful' end,
        case when g % 6 in (1, 5) then -(50 + g % 200) else 50 + g % 400 end,
        'Bench history ' || g,
        case when g % 50 = 0 then now() + interval '5 days' else null end,
        now() - (g * interval '1 minute') * (525600.0 / ${entries}),
        now()
      from generate_series(1, ${entries}) as g`,
  );
}

runAsScript(import.meta.url, async (database) => {
  const [mode, ...args] = process.argv.slice(2);
  const prefix = Date.now().toString(36);
  const [country] = await selectRows<{ id: number }>(
    database.db,
    sql`select id from countries where abbreviation = 'SG'`,
  );
  if (mode === 'members') {
    const [count, points, password] = [Number(args[0]), Number(args[1]), args[2]];
    if (!Number.isInteger(count) || count < 1 || count > 9999 || !Number.isInteger(points) || !password)
      throw new Error('usage: bench-wallet.ts members <count> <points> <password>');
    const buyers = await seedBenchBuyers(database.db, count, prefix, password);
    await givePoints(database.db, buyers.ids, points);
    const { tokens, ids, mobiles } = buyers;
    console.log(JSON.stringify({ tokens, ids, mobiles, country_id: country!.id }));
  } else if (mode === 'history') {
    const entries = Number(args[0]);
    if (!Number.isInteger(entries) || entries < 1)
      throw new Error('usage: bench-wallet.ts history <entries>');
    const { tokens, ids } = await seedBenchBuyers(database.db, 1, prefix);
    await fillHistory(database.db, ids[0]!, entries);
    console.log(JSON.stringify({ token: tokens[0], user_id: ids[0] }));
  } else {
    throw new Error('usage: bench-wallet.ts members|history …');
  }
});
