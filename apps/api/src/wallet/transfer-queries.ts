import { MEMBER_LOOKUPS_PER_HOUR } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectPrepared, selectRows, type Tx } from '../db/client';
import { memberNameSql } from '../db/members';
import { shopDate, shopDayStart, shopTimestamp } from '../db/shop-clock';
import { availablePointsSql } from './ledger';

/*
 * Point transfers and recipient look-ups (tables point_transfers, member_lookups). Members are read from
 * users, which the account domain writes: by country and exact mobile number (the unique index
 * users_country_mobile_idx), never by a partial one.
 */

export type MemberRow = { id: number; country_id: number; mobile: string; name: string };

const displayName = memberNameSql('u');
const memberColumns = sql`u.id, u.country_id, u.mobile, ${displayName} as name`;

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

/** Look-ups older than the hour they count in: nothing reads them again. Answers how many went. */
export async function deleteOldLookups(db: Db, now: Date): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`delete from member_lookups where created_at < ${now.toISOString()}::timestamptz - interval '1 hour'
      returning id`,
  );
  return rows.length;
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

/**
 * What a transfer checks under the sender's points lock, in one round trip: their available balance and the
 * points they have sent since the start of the shop's today (the daily limit counts these).
 */
export async function selectSpendable(
  tx: Tx,
  senderId: number,
): Promise<{ available: number; sent: number }> {
  const [row] = await selectPrepared<{ available: number; sent: number }>(
    tx,
    'wallet_transfer_spendable',
    sql`select ${availablePointsSql(senderId)} as available,
        (select coalesce(sum(points), 0)::int from point_transfers
          where sender_id = ${senderId}
            and created_at >= ${shopDayStart(shopDate())}) as sent`,
  );
  return row ?? { available: 0, sent: 0 };
}

/**
 * The caller and the member a number names in the caller's own country (points move within a country only),
 * in one query: the caller always, the recipient when there is one.
 */
export async function selectSenderAndRecipient(
  db: Db,
  senderId: number,
  countryId: number,
  mobile: string,
): Promise<{ sender: MemberRow | null; recipient: MemberRow | null }> {
  const rows = await selectPrepared<MemberRow & { is_sender: boolean }>(
    db,
    'wallet_sender_and_recipient',
    sql`select ${memberColumns}, u.id = ${senderId} as is_sender from users u
      where u.id = ${senderId}
        or (u.country_id = ${countryId} and u.mobile = ${mobile}
          and u.country_id = (select country_id from users where id = ${senderId}))`,
  );
  const sender = rows.find((r) => r.is_sender) ?? null;
  const recipient = rows.find((r) => r.country_id === countryId && r.mobile === mobile) ?? null;
  return { sender, recipient };
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
    sql`select t.id, t.sender_id, ${memberNameSql('s')} as sender_name, t.recipient_id,
        ${memberNameSql('r')} as recipient_name, t.points, t.idempotency_key,
        ${shopTimestamp(sql`t.created_at`)} as created_at
      from point_transfers t join users s on s.id = t.sender_id join users r on r.id = t.recipient_id
      where ${member}
      order by t.created_at desc, t.id desc
      limit ${limit}`,
  );
}
