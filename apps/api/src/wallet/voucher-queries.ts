import type { Language, VoucherSource, VoucherStatus } from '@beauty/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared, selectRows, type Tx } from '../db/client';
import { shopDate, shopTimestamp } from '../db/shop-clock';
import { lang } from '../db/translated';
import { expirable } from './voucher-lifecycle';

/*
 * The SQL of service vouchers (table vouchers; voucher_kinds say what a product sells). New vouchers are
 * written by voucher-issue.ts only, their status by VOUCHER_LIFECYCLE's moves (voucher-lifecycle.ts); this
 * file reads them.
 */

const TODAY = shopDate();

/**
 * The status a member sees: an active voucher whose last day has passed is expired already, before the
 * expiry job has marked it (the job runs every few minutes after midnight).
 */
const SHOWN_STATUS = sql`(case when v.status = 'active' and v.valid_until < ${TODAY} then 'expired'
  else v.status end)`;

/** Vouchers shown under `status` (SHOWN_STATUS), as a condition the (user_id, status, valid_until) index serves. */
function shownAs(status: VoucherStatus): SQL {
  switch (status) {
    case 'active':
      return sql`v.status = 'active' and v.valid_until >= ${TODAY}`;
    case 'expired':
      return sql`(v.status = 'expired' or (v.status = 'active' and v.valid_until < ${TODAY}))`;
    default:
      return sql`v.status = ${status}`;
  }
}

/**
 * The member's usable vouchers (active, last day not passed), as a scalar subquery: for answers that show
 * the count beside other data in one query (the profile's voucher_count).
 */
export function activeVoucherCountSql(userId: SQL | AnyColumn | number): SQL<number> {
  return sql<number>`(select count(*)::int from vouchers v
    where v.user_id = ${userId} and v.status = 'active' and v.valid_until >= ${TODAY})`;
}

/** The member's country and how many vouchers they hold in each shown status (absent: none). */
export async function selectVoucherCounts(db: Db, userId: number) {
  const [row] = await selectPrepared<{ country: string; counts: Partial<Record<VoucherStatus, number>> }>(
    db,
    'voucher_counts',
    sql`select c.abbreviation as country,
        (select coalesce(json_object_agg(x.status, x.n), '{}'::json)
          from (select ${SHOWN_STATUS} as status, count(*)::int as n from vouchers v
            where v.user_id = u.id group by 1) x) as counts
      from users u join countries c on c.id = u.country_id where u.id = ${userId}`,
  );
  return row ?? null;
}

export type VoucherRow = {
  id: number;
  code: string;
  name: string;
  value: number | null;
  service_name: string | null;
  valid_from: string;
  valid_until: string;
  status: VoucherStatus;
  source: VoucherSource;
  used_at: string | null;
};

const voucherColumns = (language: Language) => sql`v.id, v.code, ${lang(language, 'v.name')} as name,
  v.value_cents as value, ${lang(language, 's.name')} as service_name, v.valid_from::text as valid_from,
  v.valid_until::text as valid_until, ${SHOWN_STATUS} as status, v.source,
  ${shopTimestamp(sql`v.used_at`)} as used_at`;

/**
 * One page of the member's vouchers shown under `status`. Usable ones soonest to expire first (what to book
 * next); the others most recently changed first (just used, just expired, just voided).
 */
export function selectVoucherPage(
  db: Db,
  language: Language,
  input: { userId: number; status: VoucherStatus; limit: number; offset: number },
): Promise<VoucherRow[]> {
  const order = input.status === 'active' ? sql`v.valid_until, v.id` : sql`v.updated_at desc, v.id desc`;
  return selectRows<VoucherRow>(
    db,
    sql`select ${voucherColumns(language)}
      from vouchers v left join services s on s.id = v.service_id
      where v.user_id = ${input.userId} and ${shownAs(input.status)}
      order by ${order} limit ${input.limit} offset ${input.offset}`,
  );
}

export type VoucherDetailRow = VoucherRow & {
  terms: string;
  all_stores: boolean;
  stores: { id: number; name: string; address: string }[];
  po_number: string | null;
};

/**
 * The member's country and, if it is theirs, one of their vouchers with its terms, the order that bought it
 * and the stores that take it (a voucher naming no store: every store of the member's country).
 */
export async function selectVoucherDetail(db: Db, language: Language, userId: number, voucherId: number) {
  const [row] = await selectRows<{ country: string; voucher: VoucherDetailRow | null }>(
    db,
    sql`select c.abbreviation as country,
        (select row_to_json(d) from (
          select ${voucherColumns(language)}, ${lang(language, 'v.terms')} as terms,
            cardinality(v.store_ids) = 0 as all_stores,
            (select coalesce(json_agg(json_build_object('id', st.id, 'name', st.name,
                'address', st.address || ' ' || st.postcode) order by st.position, st.id), '[]'::json)
              from stores st
              where (cardinality(v.store_ids) = 0 and st.country_id = u.country_id)
                or st.id = any(v.store_ids)) as stores,
            o.po_number
          from vouchers v left join services s on s.id = v.service_id
            left join orders o on o.id = v.order_id
          where v.id = ${voucherId} and v.user_id = u.id) d) as voucher
      from users u join countries c on c.id = u.country_id where u.id = ${userId}`,
  );
  return row ?? null;
}

/** A voucher as a booking sees it, locked until the booking's transaction ends (null: no such voucher). */
export type BookingVoucherRow = {
  id: number;
  user_id: number;
  status: VoucherStatus;
  value_cents: number | null;
  service_id: number | null;
  store_ids: number[];
  /** Its last day is before the booking's date, or before today. */
  lapsed: boolean;
  /** Its first day is after the booking's date. */
  not_yet: boolean;
};

export async function lockVoucherForBooking(tx: Tx, voucherId: number, date: string) {
  const [row] = await selectRows<BookingVoucherRow>(
    tx as unknown as Db,
    sql`select v.id, v.user_id, v.status, v.value_cents, v.service_id, v.store_ids,
        v.valid_until < greatest(${date}::date, ${TODAY}) as lapsed, v.valid_from > ${date}::date as not_yet
      from vouchers v where v.id = ${voucherId} for update`,
  );
  return row ?? null;
}

/**
 * The active vouchers one expiry run takes, `limit` at a time, as a condition for the lifecycle's moveAll:
 * those past their last day at `now` and not held (expirable), soonest first. Rows another run holds are
 * skipped (for update skip locked), so overlapping runs never take one twice.
 */
export function dueToExpire(now: Date, limit: number): SQL {
  return sql`id in (select id from vouchers
    where status = 'active' and ${expirable(now)}
    order by valid_until, id limit ${limit} for update skip locked)`;
}

/** The kinds an order's voucher lines sell, for the lines that have no vouchers yet. */
export type OrderVoucherLine = {
  order_line_id: number;
  quantity: number;
  kind_id: number;
  name_en: string;
  name_zh: string;
  value_cents: number | null;
  service_id: number | null;
  terms_en: string;
  terms_zh: string;
  store_ids: number[];
  valid_days: number;
};

export function selectOrderVoucherLines(tx: Tx, orderId: number): Promise<OrderVoucherLine[]> {
  return selectRows<OrderVoucherLine>(
    tx as unknown as Db,
    sql`select l.id as order_line_id, l.quantity, k.id as kind_id, k.name_en, k.name_zh, k.value_cents,
        k.service_id, k.terms_en, k.terms_zh, k.store_ids, k.valid_days
      from order_lines l join voucher_kinds k on k.product_id = l.product_id
      where l.order_id = ${orderId}
        and not exists (select 1 from vouchers v where v.order_id = l.order_id and v.order_line_id = l.id)
      order by l.id`,
  );
}

/** A voucher as the operator sees it. */
export type OpsVoucherRow = {
  id: number;
  user_id: number;
  code: string;
  name: string;
  value_cents: number | null;
  service_id: number | null;
  valid_from: string;
  valid_until: string;
  status: VoucherStatus;
  source: VoucherSource;
  note: string | null;
};

export async function selectOpsVoucher(db: Db | Tx, voucherId: number): Promise<OpsVoucherRow | null> {
  const [row] = await selectRows<OpsVoucherRow>(
    db as Db,
    sql`select v.id, v.user_id, v.code, v.name_en as name, v.value_cents, v.service_id,
        v.valid_from::text as valid_from, v.valid_until::text as valid_until, ${SHOWN_STATUS} as status,
        v.source, v.note
      from vouchers v where v.id = ${voucherId}`,
  );
  return row ?? null;
}

/** A service's names, for a voucher the operator issues for it; null for no such service. */
export async function selectServiceNames(db: Db | Tx, serviceId: number) {
  const [row] = await selectRows<{ name_en: string; name_zh: string }>(
    db as Db,
    sql`select name_en, name_zh from services where id = ${serviceId}`,
  );
  return row ?? null;
}
