import type { ReviewStatus } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { memberNameSql } from '../db/members';
import { shopTimestamp } from '../db/shop-clock';
import type { ReviewKind } from './lifecycle';
import { scoresJson } from './queries';
import type { CriterionHalves } from './totals';

/*
 * The SQL of the shop's moderation (moderation.ts): the reply and the operator's list of reviews (a move is
 * the lifecycle's, lifecycle.ts).
 */

const rows = <T>(db: Db | Tx, query: SQL) => selectRows<T>(db as Db, query);

const TABLES: Record<ReviewKind, SQL> = {
  product: sql.raw('product_reviews'),
  salon: sql.raw('salon_reviews'),
};

/** Sets the shop's reply (a new reply replaces the last): the reply it replaced; null: no such review. */
export async function updateReviewReply(
  db: Db | Tx,
  kind: ReviewKind,
  id: number,
  text: string,
): Promise<{ reply: string | null } | null> {
  // The reply before is read under the row lock in the same statement, for the audit row.
  const [updated] = await rows<{ reply: string | null }>(
    db,
    sql`with old as (select id as old_id, reply as old_reply from ${TABLES[kind]} where id = ${id} for update)
      update ${TABLES[kind]} set reply = ${text}, replied_at = now() from old where id = old_id
      returning old_reply as reply`,
  );
  return updated ?? null;
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
