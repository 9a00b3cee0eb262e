import { sql } from 'drizzle-orm';
import { runPrepared, type Tx } from '../db/client';

export type ProductRating = { reviewCount: number; ratePercent: number };

/**
 * Sets the rating product cards and listings show (products.review_count and rate_percent). The review domain
 * calls it with its running totals (review/totals.ts), in the transaction that moved them, so the product's
 * rating and its reviews never disagree; nothing recounts reviews here.
 */
export async function setProductRating(tx: Tx, productId: number, rating: ProductRating): Promise<void> {
  await runPrepared(
    tx,
    'catalogue_set_product_rating',
    sql`update products set review_count = ${rating.reviewCount}, rate_percent = ${rating.ratePercent}
      where id = ${productId}`,
  );
}
