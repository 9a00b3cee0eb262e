import { sql } from 'drizzle-orm';
import { earnCashback, settleCashback, voidCashback } from '../agent';
import { type Db, intArray, selectRows } from '../db/client';
import { systemActor } from '../db/lifecycle';
import { seedBenchBuyers } from './bench-buyers';
import { orderSums, priceFor } from './order-records';
import type { Variation } from './reviews';
import { runAsScript } from './script';

/*
 * Bench only (bench/run.mjs, the partner scenarios): an agent (Style Gold) with a big team: `members` members
 * who signed up with its referral code over two years (they cannot log in) and `orders` of their orders over
 * the past year, one line each, in the shop's states by age: completed, delivered in the last week, waiting
 * to ship from the last day, and one in fifty cancelled. Their cash-back is written by agent/ledger.ts's
 * writers (earned for every order, settled for the completed, void for the cancelled), so the running
 * totals' triggers (migration 0017) keep cashback_totals and the member and month totals; the entries are then
 * dated by their orders, which moves the month totals along. Written in SQL from generate_series: 100,000
 * orders go in within a minute or two. Prints one JSON line: {"country_id", "mobile", "password", "agent_id"}.
 * Never part of the demo seed.
 */

/** Who the cash-back moves name: the bench's seed, standing in for the orders' shop and jobs. */
const SEED = systemActor('seed');

/** Products the team buys, in turn. */
const PRODUCTS = 40;
/** Orders a transaction of the cash-back writers (see below). */
const CHUNK = 100;

async function seedBenchTeam(db: Db, members: number, orders: number, password: string) {
  const prefix = Date.now().toString(36);
  const {
    ids: [agentId],
    mobiles: [mobile],
  } = await seedBenchBuyers(db, 1, prefix, password);
  await db.execute(sql`update users set role = 'agent', agent_rank = 'gold' where id = ${agentId!}`);
  // The newest member joined a day ago, the oldest two years ago.
  await db.execute(
    sql`insert into users (id, country_id, language_id, name, full_name, email, mobile, password_hash, referral_code,
        referred_by_user_id, created_at)
      select m.id, a.country_id, a.language_id, 'Team ' || g, 'Team Member ' || g,
        ${prefix} || '-team-' || g || '@bench.rosettebeauty.example', '7' || lpad(m.id::text, 7, '0'), '!',
        upper('T' || right(${prefix}, 4) || lpad(g::text, 6, '0')), a.id,
        now() - interval '1 day' - (g::float8 / ${members}) * interval '730 days'
      from (select nextval(pg_get_serial_sequence('users', 'id'))::int as id, g
        from generate_series(1, ${members}) g) m
      cross join (select id, country_id, language_id from users where id = ${agentId!}) a`,
  );
  const variations = await selectRows<
    Variation & { product_name_en: string; product_name_zh: string; image: string; brand_name: string }
  >(
    db,
    sql`select v.id, v.product_id, v.name, v.unit_price_cents, v.discounted_price_cents, v.agent_price_cents,
        v.points_to_redeem, p.name_en as product_name_en, p.name_zh as product_name_zh, p.image, b.name as brand_name
      from products p join brands b on b.id = p.brand_id
      join lateral (select * from variations v where v.product_id = p.id and v.is_active order by v.id limit 1) v on true
      where p.is_active and not p.partner_only and not exists (select 1 from voucher_kinds k where k.product_id = p.id)
      order by p.id limit ${PRODUCTS}`,
  );
  const bought = variations.map((v) => {
    const price = priceFor(v, 'member');
    return { v, price, sums: orderSums([{ variation: v, quantity: 1, price }]) };
  });
  const column = (f: (b: (typeof bought)[number]) => number | string) =>
    `{${bought
      .map((b) => {
        const x = f(b);
        return typeof x === 'number' ? String(x) : `"${x.replace(/["\\]/g, '\\$&')}"`;
      })
      .join(',')}}`;
  // Order g is the (g mod members)th member's, paid (g / orders) of a year ago; its state follows its age.
  await db.execute(
    sql`create temp table bench_team_orders as
      with p as (select * from unnest(${column((b) => b.v.id)}::int[], ${column((b) => b.v.product_id)}::int[],
          ${column((b) => b.v.name)}::text[], ${column((b) => b.price)}::int[], ${column((b) => b.v.unit_price_cents)}::int[],
          ${column((b) => b.sums.shipping_fee)}::int[], ${column((b) => b.sums.total)}::int[],
          ${column((b) => b.sums.points_earned)}::int[], ${column((b) => b.v.product_name_en)}::text[],
          ${column((b) => b.v.product_name_zh)}::text[], ${column((b) => b.v.image)}::text[],
          ${column((b) => b.v.brand_name)}::text[])
          with ordinality as p(variation_id, product_id, variation_name, price, list, shipping, total, earned, name_en,
            name_zh, image, brand_name, n)),
      team as (select array_agg(id order by id) as ids from users where referred_by_user_id = ${agentId!}),
      o as (select g, team.ids[1 + g % cardinality(team.ids)] as user_id,
          now() - (g::float8 / ${orders}) * interval '365 days' - interval '30 minutes' as paid_at,
          1 + g % ${bought.length} as n
        from generate_series(1, ${orders}) g cross join team)
      select o.g, o.user_id, o.paid_at, p.*, nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id,
        'PO' || nextval('order_po_seq') as po_number,
        case when g % 50 = 7 then 'cancelled' when o.paid_at > now() - interval '1 day' then 'to_ship'
          when o.paid_at > now() - interval '10 days' then 'delivered' else 'completed' end as status
      from o join p using (n)`,
  );
  await db.execute(
    sql`insert into orders (id, po_number, user_id, status, currency, subtotal_cents, discount_cents, shipping_fee_cents,
        total_cents, points_earned, delivery_address, billing_address, delivery_date, delivery_time, payment_method,
        payment_due_at, paid_at, shipped_at, delivered_at, completed_at, cancelled_at, created_at, updated_at)
      select order_id, po_number, user_id, status, 'SGD', list, list - price, shipping, total, earned,
        'Team Member, 1 Bench Road, 018956', 'Team Member, 1 Bench Road, 018956', (paid_at + interval '3 days')::date,
        '09:00-12:00', 'card', paid_at + interval '25 minutes', paid_at,
        case when status in ('delivered', 'completed') then paid_at + interval '1 day' end,
        case when status in ('delivered', 'completed') then paid_at + interval '3 days' end,
        case when status = 'completed' then paid_at + interval '10 days' end,
        case when status = 'cancelled' then paid_at + interval '2 hours' end,
        paid_at - interval '5 minutes', paid_at
      from bench_team_orders`,
  );
  await db.execute(
    sql`insert into order_lines (order_id, product_id, variation_id, product_name_en, product_name_zh, brand_name,
        variation_name, image, quantity, unit_price_cents, list_price_cents, line_total_cents)
      select order_id, product_id, variation_id, name_en, name_zh, brand_name, variation_name, image, 1, price, list,
        price
      from bench_team_orders`,
  );
  const moves = await selectRows<{ id: number; status: string }>(
    db,
    sql`select order_id as id, status from bench_team_orders order by order_id`,
  );
  // The moves' writers, a few orders a transaction as the shop's moves would come: pay earns, complete
  // settles, cancel voids; then the entries are dated by their orders. Every entry updates the agent's one
  // totals row, whose versions pile up until the transaction ends: a long transaction would slow each write.
  for (let i = 0; i < moves.length; i += CHUNK) {
    const chunk = moves.slice(i, i + CHUNK);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await earnCashback(
        tx,
        chunk.map((o) => o.id),
      );
      await settleCashback(
        tx,
        chunk.filter((o) => o.status === 'completed').map((o) => o.id),
        SEED,
      );
      for (const o of chunk) if (o.status === 'cancelled') await voidCashback(tx, o.id, SEED);
      // The month totals follow created_at.
      await tx.execute(
        sql`update cashback_entries e set created_at = o.paid_at,
            settled_at = case when e.settled_at is null then null else coalesce(o.completed_at, o.cancelled_at) end
          from orders o where o.id = e.order_id and e.order_id = any(${intArray(chunk.map((o) => o.id))})`,
      );
    });
  }
  await db.execute(sql`drop table bench_team_orders`);
  for (const table of [
    'users',
    'orders',
    'order_lines',
    'cashback_entries',
    'cashback_totals',
    'cashback_member_totals',
    'cashback_month_totals',
  ])
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  const [country] = await selectRows<{ id: number }>(
    db,
    sql`select country_id as id from users where id = ${agentId!}`,
  );
  return { country_id: country!.id, mobile: mobile!, password, agent_id: agentId! };
}

/** `node --import tsx apps/api/src/seed/bench-agent.ts 5000 100000 <password>`: prints the agent's login. */
runAsScript(import.meta.url, async (database) => {
  const [members, orders, password] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
  if (!Number.isInteger(members) || members < 1 || !Number.isInteger(orders) || orders < 1 || !password)
    throw new Error('usage: bench-agent.ts <members> <orders> <password>');
  if (database.kind !== 'postgres') throw new Error('bench-agent.ts runs on PostgreSQL (DATABASE_URL)');
  console.log(JSON.stringify(await seedBenchTeam(database.db, members, orders, password)));
});
