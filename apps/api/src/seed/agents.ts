import { CANCEL_REASONS, RETURN_REASON, RETURN_WINDOW_DAYS, shopToday } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { convertToPoints, earnCashback, reverseCashback, settleCashback, voidCashback } from '../agent';
import { type Db, intArray, selectRows, type Tx } from '../db/client';
import { systemActor } from '../db/lifecycle';
import { releaseOrderPoints, settlePartialReturn } from '../wallet';
import { insertRecords, reserveIds, reservePoNumbers } from './batch';
import {
  lineRecord,
  type OrderStamps,
  orderRecord,
  orderSums,
  type PricedLine,
  priceFor,
} from './order-records';
import { DEMO_ACCOUNTS } from './people';
import { createRandom, type Random } from './random';
import { at, DAY, HOUR, MINUTE } from './review-parts';
import { deliveryAddress, readShop, SETTLE_DAYS } from './reviews';
import { insertDemoMembers, type MemberSeries, storeClients } from './store-clients';

/*
 * The partner programme's demo: each demo agent's team, and one member's open application.
 *
 * A team is members who signed up with the agent's referral code (users.referred_by_user_id) and cannot log
 * in, like the salon clients, beside the demo accounts already on it (Tan Mei Ling on Rachel's, who can log
 * in). Their orders of the past four months are in every state an agent's pages show: paid and waiting to
 * ship (one of them this shop month, so this month's team sales are never nothing), shipped, delivered inside
 * the return window, completed, cancelled after payment, refunded whole, part-returned and refunded, a return
 * rejected and one waiting; one member of each team joined last week and has bought nothing yet.
 *
 * The orders are written as the shop records them (lines, events, payment, refund, return request). What they
 * earn is then written by the ledgers' own writers, in the order of the moves that call them (ORDER_EFFECTS):
 * the wallet's for points, agent/ledger.ts's for cash-back (earned when paid, available when completed or a
 * return is rejected, void when cancelled, reversed in part or whole when refunded), so every amount is what
 * a real order of the same goods earns at the agent's rate. Only the entries' times are then set to the
 * moves' times, which the writers take as the transaction's now(). Tan Mei Ling's delivered orders
 * (reviews.ts) earn Rachel cash-back the same way. Grace and Nadia have converted some cash-back into points
 * (DEMO_CONVERSIONS). Every demo agent's available cash-back ends above the minimum withdrawal (the seed
 * test checks it).
 *
 * Runs once: on a fresh shop and on a shop seeded before the partner programme; nothing once a team exists.
 */

export const TEAM_MEMBERS: MemberSeries = { mobilePrefix: '8803', emailPrefix: 'team', codePrefix: 'TM' };

/** A demo agent's team: how many members the seed adds, and how many completed orders they have made. */
type Team = { agent: string; members: number; completed: number };

export const DEMO_TEAMS: readonly Team[] = [
  { agent: 'RACHEL21', members: 5, completed: 14 },
  { agent: 'DANIEL58', members: 7, completed: 13 },
  { agent: 'NADIA777', members: 9, completed: 12 },
  { agent: 'GRACE888', members: 12, completed: 14 },
];

/** The member with an open application (applied, partner terms not yet accepted): Aiman, the MY demo member. */
export const DEMO_APPLICANT = DEMO_ACCOUNTS.find((a) => a.referralCode === 'AIMAN260')!;

/** What became of an order. */
export type Fate =
  | 'to_ship'
  | 'to_receive'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'part_refunded'
  | 'return_rejected'
  | 'return_requested';

/** Every team's orders besides the completed ones: one or two of each other state. */
const OTHER_FATES: readonly Fate[] = [
  'to_ship',
  'to_ship',
  'to_receive',
  'delivered',
  'delivered',
  'cancelled',
  'refunded',
  'part_refunded',
  'return_rejected',
  'return_requested',
];

/** The state an order of each fate is in now. */
const STATUS_OF: Record<Fate, string> = {
  to_ship: 'to_ship',
  to_receive: 'to_receive',
  delivered: 'delivered',
  completed: 'completed',
  cancelled: 'cancelled',
  refunded: 'refunded',
  part_refunded: 'refunded',
  return_rejected: 'return_rejected',
  return_requested: 'return_requested',
};

/** How far back the teams' orders go. */
const HISTORY_DAYS = 120;

const asDb = (tx: Tx) => tx as unknown as Db;

type Member = { id: number; full_name: string; mobile: string; joinedMs: number };

/** An order's moves, as times (ms); those it never took are null. */
type Timeline = Omit<OrderStamps, 'updated'> & {
  returnRequested: number | null;
  returnDecided: number | null;
  refunded: number | null;
};

type PlannedOrder = { member: Member; fate: Fate; address: string; lines: PricedLine[]; t: Timeline };

/** A time in [from, to] (ms), drawn. */
const between = (random: Random, from: number, to: number) => from + random.next() * (to - from);

/**
 * When the moves of an order of `fate` happened, relative to `nowMs`, so that it is in that state now: paid a
 * few minutes after it was placed, shipped the next day, delivered a day or two later, completed once the
 * return window closed; a return asked within the window and decided the next day.
 */
function timelineOf(random: Random, fate: Fate, nowMs: number, paidFrom: number): Timeline {
  const window: Record<Fate, [number, number]> = {
    to_ship: [nowMs - 20 * HOUR, nowMs - HOUR],
    to_receive: [nowMs - 44 * HOUR, nowMs - 22 * HOUR],
    delivered: [nowMs - 8 * DAY, nowMs - 4 * DAY],
    return_requested: [nowMs - 8 * DAY, nowMs - 4 * DAY],
    completed: [nowMs - HISTORY_DAYS * DAY, nowMs - 12 * DAY],
    cancelled: [nowMs - 100 * DAY, nowMs - 3 * DAY],
    refunded: [nowMs - 110 * DAY, nowMs - 16 * DAY],
    part_refunded: [nowMs - 110 * DAY, nowMs - 16 * DAY],
    return_rejected: [nowMs - 110 * DAY, nowMs - 16 * DAY],
  };
  const [from, to] = window[fate];
  const paid = between(random, Math.max(from, paidFrom), Math.max(to, paidFrom));
  const t: Timeline = {
    created: paid - random.int(1, 15) * MINUTE,
    paid,
    shipped: null,
    delivered: null,
    completed: null,
    cancelled: null,
    returnRequested: null,
    returnDecided: null,
    refunded: null,
  };
  if (fate === 'to_ship') return t;
  if (fate === 'cancelled') return { ...t, cancelled: paid + random.int(1, 10) * HOUR };
  t.shipped = paid + random.int(18, 20) * HOUR;
  if (fate === 'to_receive') return t;
  t.delivered = Math.min(t.shipped + random.int(20, 52) * HOUR, nowMs - 2 * HOUR);
  if (fate === 'delivered') return t;
  if (fate === 'completed')
    return { ...t, completed: t.delivered + RETURN_WINDOW_DAYS * DAY + random.int(0, 6) * HOUR };
  t.returnRequested = Math.min(t.delivered + random.int(20, 5 * 24) * HOUR, nowMs - HOUR);
  if (fate === 'return_requested') return t;
  t.returnDecided = t.returnRequested + random.int(18, 30) * HOUR;
  if (fate === 'return_rejected') return t;
  return { ...t, refunded: t.returnDecided + random.int(20, 48) * HOUR };
}

/** The start of the shop month `nowMs` is in (the shop keeps Singapore time, UTC+8 all year). */
const shopMonthStart = (nowMs: number) =>
  Date.parse(`${shopToday(new Date(nowMs)).slice(0, 8)}01T00:00:00+08:00`);

async function hasTeams(tx: Tx): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    asDb(tx),
    sql`select exists (select 1 from users where referral_code like ${`${TEAM_MEMBERS.codePrefix}%`}
      and mobile like ${`${TEAM_MEMBERS.mobilePrefix}%`}) as found`,
  );
  return row?.found ?? false;
}

/** The teams' members, the agents' own first (the newest, with no order yet), with their ids. */
async function insertTeamMembers(tx: Tx, random: Random, nowMs: number) {
  const agents = await selectRows<{ id: number; referral_code: string; joined_ms: number }>(
    asDb(tx),
    sql`select id, referral_code, (extract(epoch from created_at) * 1000)::float8 as joined_ms from users
      where role = 'agent' and referral_code in (${sql.join(
        DEMO_TEAMS.map((t) => sql`${t.agent}`),
        sql`, `,
      )})`,
  );
  const agentOf = new Map(agents.map((a) => [a.referral_code, a]));
  const teams = DEMO_TEAMS.filter((t) => agentOf.has(t.agent));
  const people = storeClients(
    random,
    teams.reduce((n, t) => n + t.members, 0),
    TEAM_MEMBERS,
  );
  let next = 0;
  const planned = teams.map((team) => {
    const agent = agentOf.get(team.agent)!;
    const members = people.slice(next, next + team.members).map((p, i) => ({
      ...p,
      referredByUserId: agent.id,
      createdAt: new Date(
        i === 0
          ? nowMs - random.int(3, 6) * DAY
          : between(random, agent.joined_ms + 7 * DAY, nowMs - (HISTORY_DAYS + 2) * DAY),
      ),
    }));
    next += team.members;
    return { team, members };
  });
  const ids = await insertDemoMembers(
    tx,
    planned.flatMap((p) => p.members),
  );
  return planned.map(({ team, members }) => ({
    team,
    members: members.map((m) => ({
      id: ids.get(m.mobile)!,
      full_name: m.fullName,
      mobile: m.mobile,
      joinedMs: m.createdAt.getTime(),
    })),
  }));
}

/** What the teams buy: products members can buy (not partner-only, not a service voucher). */
async function teamShop(tx: Tx) {
  const shop = await readShop(tx);
  const vouchers = await selectRows<{ product_id: number }>(
    asDb(tx),
    sql`select product_id from voucher_kinds`,
  );
  const voucherIds = new Set(vouchers.map((v) => v.product_id));
  const products = shop.products.filter(
    (p) => !p.partner_only && !voucherIds.has(p.id) && (shop.variationsOf.get(p.id)?.length ?? 0) > 0,
  );
  return { products, variationsOf: shop.variationsOf };
}

function planOrders(
  random: Random,
  shop: Awaited<ReturnType<typeof teamShop>>,
  teams: Awaited<ReturnType<typeof insertTeamMembers>>,
  nowMs: number,
): PlannedOrder[] {
  const monthStart = shopMonthStart(nowMs);
  const orders: PlannedOrder[] = [];
  for (const { team, members } of teams) {
    // The newest member has not bought anything yet.
    const buyers = members.slice(1);
    const addresses = new Map(buyers.map((m) => [m.id, deliveryAddress(random, m)]));
    const fates: Fate[] = [...OTHER_FATES, ...Array<Fate>(team.completed).fill('completed')];
    fates.forEach((fate, i) => {
      const member = i < buyers.length ? buyers[i]! : random.pick(buyers);
      const lineCount =
        fate === 'refunded' ? 1 : fate === 'part_refunded' ? random.int(2, 3) : random.int(1, 4);
      const lines = random
        .shuffle(shop.products)
        .slice(0, lineCount)
        .map((product) => {
          const variation = random.pick(shop.variationsOf.get(product.id)!);
          const price = priceFor(variation, 'member');
          const quantity = random.chance(0.2) ? Math.min(2, product.max_per_order) : 1;
          return { product, variation, quantity, price };
        });
      const t = timelineOf(random, fate, nowMs, member.joinedMs + DAY);
      // The team's first order (waiting to ship) was paid this shop month, when the month is old enough.
      if (i === 0 && t.paid < monthStart && nowMs - monthStart > 20 * MINUTE) {
        const paid = between(random, monthStart + 5 * MINUTE, nowMs - 10 * MINUTE);
        Object.assign(t, { paid, created: paid - 5 * MINUTE });
      }
      orders.push({ member, fate, address: addresses.get(member.id)!, lines, t });
    });
  }
  return orders.sort((a, b) => a.t.created - b.t.created);
}

/** What a return of an order's last line gives back: its share of the goods, as order/returns.ts counts it. */
function returnOf(o: PlannedOrder, totals: { total: number; shipping_fee: number }) {
  const all = o.lines.reduce((n, l) => n + l.price * l.quantity, 0);
  if (o.fate === 'refunded') return { everything: true, returned: all, all, amount: totals.total };
  const last = o.lines.at(-1)!;
  const returned = last.price * last.quantity;
  const goodsPaid = totals.total - totals.shipping_fee;
  return { everything: false, returned, all, amount: Math.round((goodsPaid * returned) / all) };
}

const TABLES = [
  'orders',
  'order_lines',
  'order_events',
  'payments',
  'refunds',
  'return_requests',
  'point_entries',
] as const;
type Rows = Record<(typeof TABLES)[number], Record<string, unknown>[]>;

/** The orders' rows as the shop records them, and what their moves must then write to the ledgers. */
async function orderRows(tx: Tx, random: Random, planned: PlannedOrder[]) {
  const lineCount = planned.reduce((n, o) => n + o.lines.length, 0);
  const returns = planned.filter((o) => o.t.returnRequested !== null).length;
  const orderIds = await reserveIds(tx, 'orders', planned.length);
  const lineIds = await reserveIds(tx, 'order_lines', lineCount);
  const paymentIds = await reserveIds(tx, 'payments', planned.length);
  const returnIds = await reserveIds(tx, 'return_requests', returns);
  const poNumbers = await reservePoNumbers(tx, planned.length);
  const rows: Rows = {
    orders: [],
    order_lines: [],
    order_events: [],
    payments: [],
    refunds: [],
    return_requests: [],
    point_entries: [],
  };
  const moves: OrderMoves[] = [];
  let nextLine = 0;
  let nextReturn = 0;
  planned.forEach((o, i) => {
    const id = orderIds[i]!;
    const po = poNumbers[i]!;
    const { t } = o;
    const sum = orderSums(o.lines);
    const status = STATUS_OF[o.fate];
    const ids = o.lines.map(() => lineIds[nextLine++]!);
    const lastMove = Math.max(...Object.values(t).filter((ms): ms is number => ms !== null));
    rows.orders.push(
      orderRecord(random, {
        id,
        po,
        userId: o.member.id,
        status,
        address: o.address,
        deliveryDate: shopToday(new Date(t.delivered ?? t.paid + 3 * DAY)),
        sums: sum,
        stamps: { ...t, updated: lastMove },
        cancelReasonId: t.cancelled === null ? null : random.pick(CANCEL_REASONS).id,
      }),
    );
    o.lines.forEach((l, k) => {
      rows.order_lines.push(lineRecord(ids[k]!, id, l));
    });
    // Every row names the same columns (insertRecords).
    const event = (
      from: string | null,
      to: string,
      actor: string,
      ms: number,
      extra: { note?: string; refundedCents?: number } = {},
    ) =>
      rows.order_events.push({
        orderId: id,
        fromStatus: from,
        toStatus: to,
        actor,
        note: extra.note ?? null,
        refundedCents: extra.refundedCents ?? null,
        createdAt: at(ms),
      });
    event(null, 'to_pay', 'member', t.created);
    event('to_pay', 'to_ship', 'payment', t.paid);
    if (t.cancelled !== null) event('to_ship', 'cancelled', 'member', t.cancelled, { note: 'cancelled' });
    if (t.shipped !== null) event('to_ship', 'to_receive', 'operator', t.shipped);
    if (t.delivered !== null) event('to_receive', 'delivered', 'operator', t.delivered);
    if (t.completed !== null) event('delivered', 'completed', 'system', t.completed);
    let returnRequestId: number | null = null;
    if (t.returnRequested !== null) {
      returnRequestId = returnIds[nextReturn++]!;
      const lineId = ids.at(-1)!;
      event('delivered', 'return_requested', 'member', t.returnRequested, {
        note: `return of line ${lineId}`,
      });
      rows.return_requests.push({
        id: returnRequestId,
        orderId: id,
        orderLineId: lineId,
        reason: random.pick(Object.values(RETURN_REASON)),
        comments: '',
        photos: [],
        status: t.refunded !== null ? 'refunded' : o.fate === 'return_rejected' ? 'rejected' : 'requested',
        pickupAddress: o.address,
        pickupDate: shopToday(new Date(t.returnRequested + DAY)),
        createdAt: at(t.returnRequested),
      });
    }
    if (o.fate === 'return_rejected')
      event('return_requested', 'return_rejected', 'operator', t.returnDecided!);
    if (t.refunded !== null) {
      event('return_requested', 'return_approved', 'operator', t.returnDecided!);
      event('return_approved', 'refunded', 'operator', t.refunded, { note: 'refunded' });
    }
    const providerRef = `pi_sandbox_demo_${po}`;
    const refund =
      t.cancelled !== null
        ? { amount: sum.total, everything: true }
        : t.refunded !== null
          ? returnOf(o, sum)
          : null;
    const refundedMs = t.cancelled ?? t.refunded;
    rows.payments.push({
      id: paymentIds[i],
      orderId: id,
      provider: 'sandbox',
      providerRef,
      paymentMethod: 'card',
      amountCents: sum.total,
      currency: 'SGD',
      status: refund ? 'refunded' : 'succeeded',
      createdAt: at(t.created),
      updatedAt: at(refundedMs ?? t.paid),
    });
    if (refund && refundedMs !== null) {
      const action = t.cancelled !== null ? 'cancel' : 'refund';
      const actor = t.cancelled !== null ? 'member' : 'operator';
      const refundId = `re_sandbox_demo_${po}`;
      rows.refunds.push({
        orderId: id,
        paymentId: paymentIds[i],
        amountCents: refund.amount,
        idempotencyKey: `refund-${providerRef}`,
        status: 'succeeded',
        orderAction: action,
        details: { action, actor, note: action === 'cancel' ? 'cancelled' : 'refunded' },
        providerRefundId: refundId,
        attempts: 1,
        nextAttemptAt: at(refundedMs),
        createdAt: at(refundedMs),
        updatedAt: at(refundedMs),
      });
      event(status, status, actor, refundedMs, { note: refundId, refundedCents: refund.amount });
    }
    if (sum.points_earned > 0)
      rows.point_entries.push({
        userId: o.member.id,
        kind: 'earned',
        status: 'pending',
        points: sum.points_earned,
        orderId: id,
        note: 'order',
        availableAt: t.delivered === null ? null : at(t.delivered + SETTLE_DAYS * DAY),
        createdAt: at(t.paid),
        updatedAt: at(t.delivered ?? t.paid),
      });
    moves.push({
      orderId: id,
      t,
      returnRequestId,
      refund: t.refunded !== null ? returnOf(o, sum) : null,
    });
  });
  return { rows, moves };
}

/** What an order's moves wrote to the ledgers, replayed: see applyMoves. */
type OrderMoves = {
  orderId: number;
  t: Pick<Timeline, 'paid' | 'completed' | 'cancelled' | 'returnDecided' | 'refunded'>;
  returnRequestId: number | null;
  refund: { everything: boolean; returned: number; all: number } | null;
};

/**
 * The ledger writes of each order's moves, in the order ORDER_EFFECTS runs them: pay earns points and
 * cash-back, deliver schedules the points, complete (or a rejected return) settles the cash-back, cancel
 * releases the points and voids the cash-back, a refund gives the points share back and reverses the
 * returned share of the cash-back. Then the entries get the moves' times.
 */
/**
 * The ledger writes of the orders' moves, in the order ORDER_EFFECTS runs them. Their earned points are rows
 * already (pay and deliver leave them pending, settling SETTLE_DAYS after delivery), as reviews.ts writes
 * its orders'. Pay earns the cash-back, all orders in one statement; cancel releases the points and voids the
 * cash-back; a refund gives the points share back and reverses the returned share of the cash-back, settling
 * the rest; completion or a rejected return settles it, again in one statement. Then the entries get the
 * moves' times.
 */
/** Who the ledgers' moves name: the seed, standing in for the orders' members, shop and jobs. */
const SEED = systemActor('seed');

async function applyMoves(tx: Tx, orders: readonly OrderMoves[]): Promise<void> {
  await earnCashback(
    tx,
    orders.map((o) => o.orderId),
  );
  for (const o of orders) {
    if (o.t.cancelled !== null) {
      await releaseOrderPoints(tx, o.orderId, SEED);
      await voidCashback(tx, o.orderId, SEED);
    } else if (o.refund && o.returnRequestId !== null) {
      if (o.refund.everything) await releaseOrderPoints(tx, o.orderId, SEED);
      else
        await settlePartialReturn(
          tx,
          { orderId: o.orderId, returned: o.refund.returned, all: o.refund.all },
          SEED,
        );
      await reverseCashback(
        tx,
        { orderId: o.orderId, returnRequestId: o.returnRequestId, ...o.refund },
        SEED,
      );
    }
  }
  await settleCashback(
    tx,
    orders.filter((o) => !o.refund && (o.t.completed ?? o.t.returnDecided) !== null).map((o) => o.orderId),
    SEED,
  );
  await stampEntries(tx, orders);
}

/**
 * The writers stamp what they write with the transaction's now(); each entry gets the time of the move that
 * wrote or last changed it instead: an earned cash-back entry when the order was paid, a reversal when it was
 * refunded, a settled or void entry when it was completed, cancelled, refunded or its return rejected, and a
 * points entry the cancellation or refund changed, then.
 */
async function stampEntries(tx: Tx, orders: readonly OrderMoves[]): Promise<void> {
  if (orders.length === 0) return;
  const times = (f: (o: OrderMoves) => number | null) =>
    `{${orders.map((o) => (f(o) === null ? 'NULL' : at(f(o)!))).join(',')}}`;
  const changed = (o: OrderMoves) => o.t.cancelled ?? o.t.refunded ?? o.t.completed ?? o.t.returnDecided;
  const moves = sql`unnest(${intArray(orders.map((o) => o.orderId))}, ${times((o) => o.t.paid)}::timestamptz[],
      ${times(changed)}::timestamptz[]) as t(order_id, paid, changed)`;
  await tx.execute(
    sql`update cashback_entries e
      set created_at = case when e.kind = 'earned' then t.paid else t.changed end,
        settled_at = case when e.settled_at is null then null else t.changed end
      from ${moves} where e.order_id = t.order_id`,
  );
  await tx.execute(
    sql`update point_entries e set updated_at = t.changed
      from ${moves} where e.order_id = t.order_id and e.updated_at = now() and t.changed is not null`,
  );
}

/**
 * Paid orders of team members that no move of this seed wrote (Tan Mei Ling's, reviews.ts): the cash-back
 * their moves so far earned, as applyMoves writes it.
 */
async function earnOnOtherTeamOrders(tx: Tx): Promise<void> {
  const orders = await selectRows<{ id: number; paid_ms: number; completed_ms: number | null }>(
    asDb(tx),
    sql`select o.id, (extract(epoch from o.paid_at) * 1000)::float8 as paid_ms,
        (extract(epoch from o.completed_at) * 1000)::float8 as completed_ms
      from orders o join users m on m.id = o.user_id join users a on a.id = m.referred_by_user_id
      where a.role = 'agent' and o.status in ('to_ship', 'to_receive', 'delivered', 'completed')
        and not exists (select 1 from cashback_entries e where e.order_id = o.id)
      order by o.id`,
  );
  await applyMoves(
    tx,
    orders.map((o) => ({
      orderId: o.id,
      t: { paid: o.paid_ms, completed: o.completed_ms, cancelled: null, returnDecided: null, refunded: null },
      returnRequestId: null,
      refund: null,
    })),
  );
}

/** Cash-back two agents turned into points (agent/convert_point), days ago; they stay above the minimum. */
export const DEMO_CONVERSIONS = [
  { agent: 'GRACE888', cents: 3000, daysAgo: 14 },
  { agent: 'NADIA777', cents: 2000, daysAgo: 9 },
] as const;

/** The conversions, through the call's own service, then dated when they were made. */
async function insertConversions(tx: Tx, nowMs: number): Promise<void> {
  for (const c of DEMO_CONVERSIONS) {
    const [agent] = await selectRows<{ id: number }>(
      asDb(tx),
      sql`select id from users where referral_code = ${c.agent} and role = 'agent'`,
    );
    if (!agent) continue;
    await convertToPoints(asDb(tx), agent.id, c.cents);
    const when = at(nowMs - c.daysAgo * DAY);
    await tx.execute(
      sql`update cashback_entries set created_at = ${when}, settled_at = ${when}
        where agent_id = ${agent.id} and kind = 'converted' and created_at = now()`,
    );
    await tx.execute(
      sql`update point_entries set created_at = ${when}, updated_at = ${when}
        where user_id = ${agent.id} and kind = 'converted' and created_at = now()`,
    );
  }
}

/** Aiman's application, made two days ago; he has not accepted the partner terms yet. */
async function insertOpenApplication(tx: Tx, nowMs: number): Promise<void> {
  await tx.execute(
    sql`insert into agent_applications (user_id, status, created_at)
      select id, 'applied', ${at(nowMs - 2 * DAY - 3 * HOUR)} from users
      where referral_code = ${DEMO_APPLICANT.referralCode} and role = 'member'
        and not exists (select 1 from agent_applications a where a.user_id = users.id)`,
  );
}

/** The demo agents' teams and their orders, and the open application (see the top of this file). */
export async function insertDemoAgents(tx: Tx, now: Date): Promise<{ members: number; orders: number }> {
  if (await hasTeams(tx)) return { members: 0, orders: 0 };
  const nowMs = now.getTime();
  const random = createRandom('partner-teams');
  const teams = await insertTeamMembers(tx, random, nowMs);
  const planned = planOrders(random, await teamShop(tx), teams, nowMs);
  const { rows, moves } = await orderRows(tx, random, planned);
  for (const table of TABLES) await insertRecords(tx, table, rows[table]);
  await applyMoves(tx, moves);
  await earnOnOtherTeamOrders(tx);
  await insertConversions(tx, nowMs);
  await insertOpenApplication(tx, nowMs);
  return { members: teams.reduce((n, t) => n + t.members.length, 0), orders: planned.length };
}
