import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedBenchBuyers } from './bench-buyers';
import { runAsScript } from './script';

/*
 * Bench only (bench/run.mjs, the partner scenarios): one gold agent with a team of `members` who signed up
 * with its code and `orders` completed orders of theirs, each with its earned cash-back entry (the running
 * totals follow through the ledger's triggers). Prints one JSON line. Never part of the demo seed.
 *
 *   bench-agent.ts <members> <orders>   → {"token", "user_id"}
 */

/**
 * Orders (and their entries) per transaction: the triggers update the same totals rows once per entry, and
 * within one transaction each update walks the row versions the earlier ones left, so small batches are
 * faster.
 */
const BATCH = 250;

export async function seedBenchAgent(
  db: Db,
  members: number,
  orders: number,
  prefix: string,
): Promise<{ token: string; user_id: number }> {
  const agent = await seedBenchBuyers(db, 1, prefix);
  const agentId = agent.ids[0]!;
  await db.execute(sql`update users set role = 'agent', agent_rank = 'gold' where id = ${agentId}`);
  // Mobiles 6xxxxxxx are never real Singapore numbers; made of the agent's id, distinct between runs.
  await db.execute(
    sql`insert into users (country_id, language_id, role, name, full_name, email, mobile, password_hash,
        referral_code, referred_by_user_id, created_at)
      select a.country_id, a.language_id, 'member', 'Team ' || g, 'Team Member ' || g,
        ${prefix} || '-team-' || g || '@bench.rosettebeauty.example',
        '6' || lpad(((${agentId} % 100) * 10000 + g)::text, 7, '0'), 'x',
        upper(${`T${prefix.slice(-4)}`} || lpad(g::text, 5, '0')), a.id,
        now() - make_interval(mins => g * 30)
      from users a, generate_series(1, ${members}::int) g where a.id = ${agentId}`,
  );
  for (let from = 0; from < orders; from += BATCH) {
    const count = Math.min(BATCH, orders - from);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`with team as (
            select id, row_number() over (order by id) - 1 as n from users where referred_by_user_id = ${agentId}
          ), placed as (
            insert into orders (po_number, user_id, status, subtotal_cents, total_cents, delivery_address,
              billing_address, delivery_date, delivery_time, payment_method, payment_due_at, paid_at,
              delivered_at, completed_at, created_at)
            select 'PB' || ${agentId} || '-' || g, t.id, 'completed', 2000 + (g % 50) * 100,
              2000 + (g % 50) * 100, 'Bench, 1 Orchard Road', 'Bench, 1 Orchard Road', current_date,
              '09:00-12:00', 'card', now(), p.at, p.at, p.at, p.at
            from generate_series(${from + 1}::int, ${from + count}::int) g
            join team t on t.n = g % ${members}::int
            cross join lateral (select now() - make_interval(hours => g % 8760) as at) p
            returning id, user_id, total_cents, paid_at
          )
          insert into cashback_entries (agent_id, kind, status, amount_cents, member_id, order_id, goods_cents,
            rate_bps, created_at, settled_at)
          select ${agentId}, 'earned', 'available', total_cents * 700 / 10000, user_id, id, total_cents, 700,
            paid_at, paid_at
          from placed`,
      );
    });
  }
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze cashback_entries`);
  return { token: agent.tokens[0]!, user_id: agentId };
}

runAsScript(import.meta.url, async (database) => {
  const [members, orders] = process.argv.slice(2).map(Number);
  if (!Number.isInteger(members) || members! < 1 || !Number.isInteger(orders) || orders! < 0)
    throw new Error('usage: bench-agent.ts <members> <orders>');
  console.log(JSON.stringify(await seedBenchAgent(database.db, members!, orders!, Date.now().toString(36))));
});
