import type { ReviewStatus } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { memberNameSql } from '../db/members';
import { shopTimestamp } from '../db/shop-clock';
import type { ReviewKind } from './lifecycle';
import { scoresJson } from './queries';
import type { CriterionHalves, ReviewShare } from './totals';

/*
 * The SQL of the shop's moderation (moderation.ts): the conditional update of a move, the reply, and the
 * operator's list of reviews.
 */

const rows = <T>(db: Db | Tx, query: SQL) => selectRows<T>(db as Db, query);

const TABLES: Record<ReviewKind, SQL> = {
  product: sql.raw('product_reviews'),
  salon: sql.raw('salon_reviews'),
};

/**
 * The conditional update of a move: applied only while the review is still `from`, with the reason and time
 * when it hides it (cleared when restored). Answers the review's share of the totals to move, or null when
 * it was not applied (no such review, or not in `from`: another move came first).
 */
export async function updateReviewStatus(
  tx: Tx,
  kind: ReviewKind,
  id: number,
  move: { from: ReviewStatus; to: ReviewStatus; reason: string | null },
): Promise<ReviewShare | null> {
  const update = sql`update ${TABLES[kind]} set status = ${move.to}, hidden_reason = ${move.reason},
      hidden_at = ${move.to === 'hidden' ? sql`now()` : sql`null`}
    where id = ${id} and status = ${move.from}`;
  if (kind === 'product') {
    const [row] = await rows<{ product_id: number; rating_halves: number; photo_count: number }>(
      tx,
      sql`${update} returning product_id, rating_halves, cardinality(photos) as photo_count`,
    );
    return row
      ? { kind, productId: row.product_id, halves: row.rating_halves, photoCount: row.photo_count }
      : null;
  }
  const [row] = await rows<{
    store_id: number;
    stylist_id: number;
    photo_count: number;
    scores: CriterionHalves[];
  }>(
    tx,
    sql`with moved as (${update} returning id, store_id, stylist_id, cardinality(photos) as photo_count)
      select m.store_id, m.stylist_id, m.photo_count, ${scoresJson(sql`m.id`)} as scores from moved m`,
  );
  return row
    ? {
        kind,
        storeId: row.store_id,
        stylistId: row.stylist_id,
        scores: row.scores,
        photoCount: row.photo_count,
      }
    : null;
}

/** A review's state; null: no such review. */
export async function selectReviewStatus(
  db: Db | Tx,
  kind: ReviewKind,
  id: number,
): Promise<ReviewStatus | null> {
  const [row] = await rows<{ status: ReviewStatus }>(
    db,
    sql`select status from ${TABLES[kind]} where id = ${id}`,
  );
  return row?.status ?? null;
}

/** Sets the shop's reply (a new reply replaces the last); false: no such review. */
export async function updateReviewReply(
  db: Db,
  kind: ReviewKind,
  id: number,
  text: string,
): Promise<boolean> {
  const updated = await rows<{ id: number }>(
    db,
    sql`update ${TABLES[kind]} set reply = ${text}, replied_at = now() where id = ${id} returning id`,
  );
  return updated.length > 0;
}

/** A review as the operator lists it: names in full, times on the shop's clock. */
export type OperatorReviewRow = {
  kind: ReviewKind;
  id: number;
  status: ReviewStatus;
  hidden_reason: string | null;
  member_id: number;
  member_name: string;
  product_id: number | null;
  store_id: number | null;
  stylist_id: number | null;
  subject: string;
  /** A product review's rating; null for a salon review (its scores say it). */
  rating_halves: number | null;
  scores: CriterionHalves[];
  comments: string;
  photos: string[];
  reply: string | null;
  replied_at: string | null;
  created_at: string;
};

export type OperatorReviewFilter = {
  kind?: ReviewKind | undefined;
  productId?: number | undefined;
  storeId?: number | undefined;
  status?: ReviewStatus | undefined;
  id?: number | undefined;
  limit: number;
};

/**
 * Reviews of both kinds, newest first: of one product (product reviews only), one store (salon reviews
 * only), one state, or one review by kind and id.
 */
export async function selectReviewsForOperator(
  db: Db,
  f: OperatorReviewFilter,
): Promise<OperatorReviewRow[]> {
  const kinds = f.kind ? [f.kind] : f.productId ? ['product'] : f.storeId ? ['salon'] : ['product', 'salon'];
  const where = (target: SQL | null) => {
    const conditions = [
      target,
      f.status ? sql`r.status = ${f.status}` : null,
      f.id ? sql`r.id = ${f.id}` : null,
    ];
    return sql.join([sql`true`, ...conditions.filter((c) => c !== null)], sql` and `);
  };
  const common = sql`r.id, r.status, r.hidden_reason, r.user_id as member_id, ${memberNameSql('u')} as member_name,
    r.comments, r.photos, r.reply, ${shopTimestamp(sql`r.replied_at`)} as replied_at,
    ${shopTimestamp(sql`r.created_at`)} as created_at, r.created_at as at`;
  const branches: SQL[] = [];
  if (kinds.includes('product'))
    branches.push(sql`select 'product' as kind, ${common}, r.product_id, null::int as store_id, null::int as stylist_id,
        l.product_name_en || case when l.variation_name <> '' then ' (' || l.variation_name || ')' else '' end
          as subject,
        r.rating_halves, '[]'::json as scores
      from product_reviews r join users u on u.id = r.user_id join order_lines l on l.id = r.order_line_id
      where ${where(f.productId ? sql`r.product_id = ${f.productId}` : null)}`);
  if (kinds.includes('salon'))
    branches.push(sql`select 'salon' as kind, ${common}, null::int as product_id, r.store_id, r.stylist_id,
        s.name || ', ' || st.name as subject, null::int as rating_halves, ${scoresJson(sql`r.id`)} as scores
      from salon_reviews r join users u on u.id = r.user_id join stores s on s.id = r.store_id
        join stylists st on st.id = r.stylist_id
      where ${where(f.storeId ? sql`r.store_id = ${f.storeId}` : null)}`);
  const found = await rows<{ review: OperatorReviewRow }>(
    db,
    sql`select to_jsonb(x) - 'at' as review from (${sql.join(branches, sql` union all `)}) x
      order by x.at desc, x.id desc limit ${f.limit}`,
  );
  return found.map((r) => r.review);
}
