import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { movePoints } from '../wallet';
import { seedBenchBuyers } from './bench-buyers';
import { runAsScript } from './script';

/*
 * Bench only (bench/run.mjs, the wallet scenarios): members with points to send each other, and one member
 * with a long points history. Prints one JSON line. Never part of the demo seed.
 *
 *   bench-wallet.ts members <count> <points> <password>  → {"tokens", "ids", "mobiles", "country_id"}
 *   bench-wallet.ts history <entries>                     → {"token", "user_id"}
 *   bench-wallet.ts direct <pairs> <seconds> <concurrency> → {"transfers", "seconds", "refused", "sum_before", "sum_after"}
 *
 * `direct` times the transfer transaction alone: members in pairs send each other points, one way then
 * back, through the wallet's movePoints (transferPoints without its argon2id password check), `concurrency`
 * at once on the configured database for `seconds`.
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

/** The sum of these members' balances, which transfers between them never change. */
async function sumOfBalances(db: Db, ids: readonly number[]): Promise<number> {
  const [row] = await selectRows<{ total: string }>(
    db,
    sql`select coalesce(sum(points), 0)::bigint as total from point_entries
      where user_id = any(${`{${ids.join(',')}}`}::int[]) and status <> 'void'`,
  );
  return Number(row!.total);
}

async function directTransfers(
  db: Db,
  countryId: number,
  ids: number[],
  mobiles: string[],
  seconds: number,
  concurrency: number,
) {
  const pairs = ids.length / 2;
  const before = await sumOfBalances(db, ids);
  let n = 0;
  let transfers = 0;
  const refused: Record<string, number> = {};
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const i = n++;
      const pair = i % pairs;
      const back = Math.floor(i / pairs) % 2 === 1;
      const [from, to] = back ? [pair + pairs, pair] : [pair, pair + pairs];
      try {
        await movePoints(db, ids[from]!, {
          country_id: countryId,
          mobile: mobiles[to]!,
          points: 100,
          idempotency_key: `direct-${i}`,
        });
        transfers++;
      } catch (err) {
        const key = err instanceof Error ? err.message : String(err);
        refused[key] = (refused[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return {
    transfers,
    seconds: elapsed,
    refused,
    sum_before: before,
    sum_after: await sumOfBalances(db, ids),
  };
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
  } else if (mode === 'direct') {
    const [pairs, seconds, concurrency] = args.map(Number) as [number, number, number];
    if (![pairs, seconds, concurrency].every((x) => Number.isInteger(x) && x > 0) || pairs > 4999)
      throw new Error('usage: bench-wallet.ts direct <pairs> <seconds> <concurrency>');
    const { ids, mobiles } = await seedBenchBuyers(database.db, pairs * 2, prefix);
    await givePoints(database.db, ids, 1_000_000);
    console.log(
      JSON.stringify(await directTransfers(database.db, country!.id, ids, mobiles, seconds, concurrency)),
    );
  } else {
    throw new Error('usage: bench-wallet.ts members|history|direct …');
  }
});
