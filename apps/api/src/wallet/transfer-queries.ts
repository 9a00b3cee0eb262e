import { MEMBER_LOOKUPS_PER_HOUR, SHOP_TIME_ZONE } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectPrepared, selectRows, type Tx } from '../db/client';
import { shopTimestamp } from '../db/shop-clock';

/*
 * Point transfers and recipient look-ups (tables point_transfers, member_lookups). Members are read from
 * users, which the account domain writes: by country and exact mobile number (the unique index
 * users_country_mobile_idx), never by a partial one.
 */

export type MemberRow = { id: number; country_id: number; mobile: string; name: string };

const displayName = sql`coalesce(nullif(u.full_name, ''), u.name)`;
const memberColumns = sql`u.id, u.country_id, u.mobile, ${displayName} as name`;

/** The member with this number in this country, if any. */
export async function selectMemberByMobile(
  db: Db | Tx,
  countryId: number,
  mobile: string,
): Promise<MemberRow | null> {
  const [row] = await selectPrepared<MemberRow>(
    db,
    'wallet_member_by_mobile',
    sql`select ${memberColumns} from users u where u.country_id = ${countryId} and u.mobile = ${mobile}`,
  );
  return row ?? null;
}

export async function selectMember(db: Db | Tx, userId: number): Promise<MemberRow | null> {
  const [row] = await selectPrepared<MemberRow>(
    db,
    'wallet_member',
    sql`select ${memberColumns} from users u where u.id = ${userId}`,
  );
  return row ?? null;
}

/**
 * Counts one recipient look-up of the member, unless they have made MEMBER_LOOKUPS_PER_HOUR in the last hour
 * already; answers whether it was counted (allowed). Look-ups of one member queue on their users row (a lock
 * that leaves their orders and points alone), so a burst of requests at once cannot all slip under the limit.
 */
export async function countLookup(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
    const rows = await selectRows<{ id: number }>(
      tx as unknown as Db,
      sql`insert into member_lookups (user_id)
        select ${userId}
        where (select count(*) from member_lookups
          where user_id = ${userId} and created_at > now() - interval '1 hour') < ${MEMBER_LOOKUPS_PER_HOUR}
        returning id`,
    );
    return rows.length === 1;
  });
}

export type TransferRow = {
  id: number;
  sender_id: number;
  recipient_id: number;
  points: number;
  recipient_name: string;
  created_at: string;
};

/** The sender's transfer made with this idempotency key, if any. */
export async function selectTransferByKey(
  db: Db | Tx,
  senderId: number,
  key: string,
): Promise<TransferRow | null> {
  const [row] = await selectPrepared<TransferRow>(
    db,
    'wallet_transfer_by_key',
    sql`select t.id, t.sender_id, t.recipient_id, t.points, ${displayName} as recipient_name,
        ${shopTimestamp(sql`t.created_at`)} as created_at
      from point_transfers t join users u on u.id = t.recipient_id
      where t.sender_id = ${senderId} and t.idempotency_key = ${key}`,
  );
  return row ?? null;
}

/** Points the member has sent since the start of the shop's today (the daily limit counts these). */
export async function selectSentToday(tx: Tx, senderId: number): Promise<number> {
  const [row] = await selectPrepared<{ sent: number }>(
    tx,
    'wallet_sent_today',
    sql`select coalesce(sum(points), 0)::int as sent from point_transfers
      where sender_id = ${senderId}
        and created_at >= date_trunc('day', now() at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})
          at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}`,
  );
  return row?.sent ?? 0;
}

export async function insertTransfer(
  tx: Tx,
  input: { senderId: number; recipientId: number; points: number; idempotencyKey: string | null },
): Promise<{ id: number; created_at: string }> {
  const [row] = await selectPrepared<{ id: number; created_at: string }>(
    tx,
    'wallet_insert_transfer',
    sql`insert into point_transfers (sender_id, recipient_id, points, idempotency_key)
      values (${input.senderId}, ${input.recipientId}, ${input.points}, ${input.idempotencyKey})
      returning id, ${shopTimestamp(sql`created_at`)} as created_at`,
  );
  return row!;
}

export type OperatorTransferRow = {
  id: number;
  sender_id: number;
  sender_name: string;
  recipient_id: number;
  recipient_name: string;
  points: number;
  idempotency_key: string | null;
  created_at: string;
};

/** Recent transfers, newest first; with a member, those they sent or received. */
export async function selectTransfersForOperator(
  db: Db,
  userId: number | null,
  limit: number,
): Promise<OperatorTransferRow[]> {
  const member =
    userId === null
      ? sql`true`
      : sql`t.id in (select id from point_transfers where sender_id = ${userId}
          union all select id from point_transfers where recipient_id = ${userId})`;
  return selectRows<OperatorTransferRow>(
    db,
    sql`select t.id, t.sender_id, coalesce(nullif(s.full_name, ''), s.name) as sender_name, t.recipient_id,
        coalesce(nullif(r.full_name, ''), r.name) as recipient_name, t.points, t.idempotency_key,
        ${shopTimestamp(sql`t.created_at`)} as created_at
      from point_transfers t join users s on s.id = t.sender_id join users r on r.id = t.recipient_id
      where ${member}
      order by t.created_at desc, t.id desc
      limit ${limit}`,
  );
}
