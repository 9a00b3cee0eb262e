import type { AgentRank } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { memberActor, move } from '../db/lifecycle';
import { ORDER_LIFECYCLE } from '../order/lifecycle';
import { payOrder } from '../order/pay';
import { lockOrderById } from '../order/queries';
import { logIn, type Member, type Shop } from './members';

/*
 * The partner programme's fixtures: agents of a rank, their team members (signed up with the agent's
 * referral code), and the moves of a team member's order the way payment and the member make them, so that
 * cash-back is earned by the order's own effects.
 */

/** A logged-in agent of `rank` (silver unless told). */
export async function makeAgent(shop: Shop, rank: AgentRank = 'silver'): Promise<Member> {
  const agent = await logIn(shop, { role: 'agent' });
  if (rank !== 'silver')
    await shop.database.db.execute(sql`update users set agent_rank = ${rank} where id = ${agent.userId}`);
  return agent;
}

/** A member who signed up with `referrerId`'s referral code (an agent's: a team member), logged in. */
export async function makeReferred(
  shop: Shop,
  referrerId: number,
  options: { role?: 'member' | 'agent' } = {},
): Promise<Member> {
  const member = await logIn(shop, options);
  await shop.database.db.execute(
    sql`update users set referred_by_user_id = ${referrerId} where id = ${member.userId}`,
  );
  return member;
}

/** Pays an unpaid order as a payment confirmation does (pay, or pay_vouchers for a voucher-only order). */
export async function payTestOrder(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw new Error(`fixture: no order ${orderId}`);
    await payOrder(tx, order, { method: 'card', note: 'fixture', pointsSettleDays: 7 });
  });
}

/**
 * The member asks to return these lines of their delivered order (all of them unless told), as
 * order/service.ts requestReturn leaves it: the order return_requested, a requested return per line.
 */
export async function requestTestReturn(db: Db, orderId: number, lineIds?: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) throw new Error(`fixture: no order ${orderId}`);
    await move(tx, ORDER_LIFECYCLE, order, 'request_return', memberActor(order.user_id), {
      note: 'fixture return',
    });
    await tx.execute(
      sql`insert into return_requests (order_id, order_line_id, reason, pickup_date)
        select order_id, id, 1, current_date + 1 from order_lines
        where order_id = ${orderId} ${lineIds ? sql`and id in (${sql.join(lineIds, sql`, `)})` : sql``}`,
    );
  });
}

/** The order's lines' ids, in order. */
export async function lineIdsOf(db: Db, orderId: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from order_lines where order_id = ${orderId} order by id`,
  );
  return rows.map((r) => r.id);
}

/** The order's cash-back entries, oldest first. */
export async function cashbackOfOrder(db: Db, orderId: number) {
  return selectRows<{
    agent_id: number;
    member_id: number | null;
    kind: string;
    status: string;
    amount_cents: number;
    goods_cents: number | null;
    rate_bps: number | null;
  }>(
    db,
    sql`select agent_id, member_id, kind, status, amount_cents, goods_cents, rate_bps
      from cashback_entries where order_id = ${orderId} order by id`,
  );
}

/**
 * The running totals of the cash-back ledger (cashback_totals with the team sizes, cashback_member_totals,
 * cashback_month_totals) that differ from a recount of the entries, as (what, key): none when the triggers
 * kept them. Zero rows without entries are not differences.
 */
export async function cashbackTotalsMismatches(database: Db) {
  return selectRows<{ what: string; key: string }>(
    database,
    sql`with entries as (
        select e.*, cashback_month_of(e.created_at) as month,
          e.kind in ('earned', 'reversed') and e.status <> 'void' as counts
        from cashback_entries e
      ),
      agents as (
        select agent_id,
          coalesce(sum(amount_cents) filter (where status = 'available'), 0) as available,
          coalesce(sum(amount_cents) filter (where status = 'pending'), 0) as pending,
          coalesce(-sum(amount_cents) filter (where kind = 'withdrawn' and status <> 'void'), 0) as withdrawn
        from entries group by agent_id
      ),
      teams as (
        select m.referred_by_user_id as agent_id, count(*) as team from users m
        where m.referred_by_user_id is not null and exists (select 1 from users r where r.id = m.referred_by_user_id)
        group by m.referred_by_user_id
      ),
      expected as (
        select coalesce(a.agent_id, tm.agent_id) as agent_id, coalesce(a.available, 0) as available,
          coalesce(a.pending, 0) as pending, coalesce(a.withdrawn, 0) as withdrawn, coalesce(tm.team, 0) as team
        from agents a full join teams tm on tm.agent_id = a.agent_id
      ),
      members as (
        select agent_id, member_id,
          count(*) filter (where kind = 'earned' and status <> 'void') as order_count,
          coalesce(sum(goods_cents) filter (where counts), 0) as goods,
          coalesce(sum(amount_cents) filter (where counts), 0) as cashback
        from entries where member_id is not null and kind in ('earned', 'reversed') group by agent_id, member_id
      ),
      months as (
        select agent_id, month, coalesce(sum(goods_cents) filter (where counts), 0) as goods,
          coalesce(sum(amount_cents) filter (where counts), 0) as cashback
        from entries where kind in ('earned', 'reversed') group by agent_id, month
      )
      select 'agent' as what, coalesce(e.agent_id, t.agent_id)::text as key
        from expected e full join cashback_totals t on t.agent_id = e.agent_id
        where (coalesce(e.available, 0), coalesce(e.pending, 0), coalesce(e.withdrawn, 0), coalesce(e.team, 0))
          is distinct from
          (coalesce(t.available, 0), coalesce(t.pending, 0), coalesce(t.withdrawn, 0), coalesce(t.team_size, 0))
      union all
      select 'member', coalesce(m.agent_id, t.agent_id) || '/' || coalesce(m.member_id, t.member_id)
        from members m full join cashback_member_totals t on t.agent_id = m.agent_id and t.member_id = m.member_id
        where (m.order_count, m.goods, m.cashback) is distinct from (t.order_count, t.goods_cents, t.cashback_cents)
          and not (m.agent_id is null and (t.order_count, t.goods_cents, t.cashback_cents) = (0, 0, 0))
      union all
      select 'month', coalesce(m.agent_id, t.agent_id) || '/' || coalesce(m.month, t.month)
        from months m full join cashback_month_totals t on t.agent_id = m.agent_id and t.month = m.month
        where (m.goods, m.cashback) is distinct from (t.goods_cents, t.cashback_cents)
          and not (m.agent_id is null and (t.goods_cents, t.cashback_cents) = (0, 0))`,
  );
}
