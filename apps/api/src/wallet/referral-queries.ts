import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { memberNameSql } from '../db/members';
import { shopDate, shopTimestamp } from '../db/shop-clock';

/*
 * Referral rewards (table referral_rewards) and what they are earned by. Members and their referrer come
 * from users (account's), the settled first order from orders (order's): both only read here.
 */

export type SharerRow = { referral_code: string; role: 'member' | 'agent' };

export async function selectSharer(db: Db, userId: number): Promise<SharerRow | null> {
  const [row] = await selectRows<SharerRow>(
    db,
    sql`select referral_code, role from users where id = ${userId}`,
  );
  return row ?? null;
}

export type ReferredRow = {
  name: string;
  joined_at: string;
  /** Has an order that was not cancelled. */
  ordered: boolean;
  reward_points: number | null;
  reward_voucher_cents: number | null;
  rewarded_at: string | null;
  /** How many members the referrer has referred in all (the list is cut at `limit`). */
  total: number;
};

/** The members the referrer brought, newest first, each with their reward if granted. */
export async function selectReferred(db: Db, referrerId: number, limit: number): Promise<ReferredRow[]> {
  return selectRows<ReferredRow>(
    db,
    sql`select ${memberNameSql('u')} as name,
        ${shopDate(sql`u.created_at`)}::text as joined_at,
        exists (select 1 from orders o where o.user_id = u.id and o.status <> 'cancelled') as ordered,
        r.points as reward_points, r.voucher_cents as reward_voucher_cents,
        ${shopTimestamp(sql`r.created_at`)} as rewarded_at,
        (count(*) over ())::int as total
      from users u left join referral_rewards r on r.referred_id = u.id
      where u.referred_by_user_id = ${referrerId}
      order by u.created_at desc, u.id desc
      limit ${limit}`,
  );
}

export type RewardCandidate = {
  referred_id: number;
  referrer_id: number;
  referrer_role: 'member' | 'agent';
  order_id: number;
  /** The referred member's name as the history names them (unmasked). */
  referred_name: string;
};

/**
 * Referred members without a reward whose first order has settled at `now`: delivered at least `settleDays`
 * ago (a voucher-only order, which is never delivered, from its payment, as its earned points), and neither
 * cancelled, refunded nor waiting on a return (such an order may still be refunded; a rejected return settles
 * it again). Oldest members first, at most `limit`.
 */
export async function selectRewardCandidates(
  db: Db,
  now: Date,
  settleDays: number,
  limit: number,
): Promise<RewardCandidate[]> {
  return selectRows<RewardCandidate>(
    db,
    sql`select u.id as referred_id, u.referred_by_user_id as referrer_id, referrer.role as referrer_role,
        o.id as order_id, ${memberNameSql('u')} as referred_name
      from users u
      join users referrer on referrer.id = u.referred_by_user_id
      cross join lateral (
        select o.id from orders o
        cross join lateral (select coalesce(o.delivered_at, case when o.voucher_only then o.paid_at end) as at) s
        where o.user_id = u.id and s.at is not null
          and s.at <= ${now.toISOString()}::timestamptz - make_interval(days => ${settleDays})
          and o.status not in ('cancelled', 'return_requested', 'return_approved', 'refunded')
        order by s.at, o.id
        limit 1
      ) o
      where u.referred_by_user_id is not null
        and not exists (select 1 from referral_rewards r where r.referred_id = u.id)
      order by u.id
      limit ${limit}`,
  );
}

/**
 * Writes the reward unless the referred member has one already (the unique referred_id): answers its id, or
 * null when another run wrote it first. A second run at the same moment waits here for the first's
 * transaction and then finds the row.
 */
export async function insertReward(
  tx: Tx,
  input: { referrerId: number; referredId: number; orderId: number; points: number; voucherCents: number },
): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`insert into referral_rewards (referrer_id, referred_id, order_id, points, voucher_cents)
      values (${input.referrerId}, ${input.referredId}, ${input.orderId}, ${input.points}, ${input.voucherCents})
      on conflict (referred_id) do nothing
      returning id`,
  );
  return row?.id ?? null;
}
