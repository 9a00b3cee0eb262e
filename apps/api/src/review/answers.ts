import {
  criterionTarget,
  type MyProductReview,
  type MyStoreReview,
  maskName,
  meanHalvesOf,
  type ProductReview,
  type ProductToReview,
  type ReviewPhoto,
  STORE_CRITERIA,
  STYLIST_CRITERIA,
  type StoreReview,
  starsFromHalves,
} from '@beauty/shared';
import { thumbnailOf } from '../files';
import type { LineRow, ProductReviewRow, StoreReviewRow } from './queries';
import type { CriterionHalves } from './totals';

/*
 * Reviews as the API answers them, from the rows the statements give: stars from half stars, photos with their
 * thumbnails, the reviewer's name masked (spec: others never see a member's full name), the shop's reply.
 */

const photosOf = (paths: readonly string[]): ReviewPhoto[] =>
  paths.map((url) => ({ url, thumbnail: thumbnailOf(url) }));

const replyOf = (row: { reply: string | null; replied_at: string | null }) =>
  row.reply === null ? null : { text: row.reply, replied_at: row.replied_at ?? '' };

/** The mean of a review's scores on `criteria`, to the half star, in halves. */
export const meanOfCriteria = (scores: readonly CriterionHalves[], criteria: readonly number[]) =>
  meanHalvesOf(scores.filter((s) => criteria.includes(s.criterion)).map((s) => s.halves));

export function toProductReview(row: ProductReviewRow): ProductReview {
  return {
    id: row.id,
    reviewer: maskName(row.reviewer),
    rating: starsFromHalves(row.rating_halves),
    comments: row.comments,
    photos: photosOf(row.photos),
    variation_name: row.product.variation_name,
    created_at: row.created_at,
    reply: replyOf(row),
  };
}

export function toMyProductReview(row: ProductReviewRow): MyProductReview {
  return {
    ...toProductReview(row),
    status: row.status,
    hidden_reason: row.hidden_reason,
    order_line_id: row.order_line_id,
    po_number: row.po_number,
    product: row.product,
  };
}

export function toStoreReview(row: StoreReviewRow): StoreReview {
  return {
    id: row.id,
    reviewer: maskName(row.reviewer),
    store: row.store,
    stylist: row.stylist,
    salon_rating: starsFromHalves(meanOfCriteria(row.scores, STORE_CRITERIA)),
    stylist_rating: starsFromHalves(meanOfCriteria(row.scores, STYLIST_CRITERIA)),
    scores: row.scores.map((s) => ({
      criterion: s.criterion,
      target_type: criterionTarget(s.criterion),
      rating: starsFromHalves(s.halves),
    })),
    comments: row.comments,
    photos: photosOf(row.photos),
    services: row.services,
    visited_at: row.visited_at,
    created_at: row.created_at,
    reply: replyOf(row),
  };
}

export function toMyStoreReview(row: StoreReviewRow): MyStoreReview {
  return {
    ...toStoreReview(row),
    status: row.status,
    hidden_reason: row.hidden_reason,
    pos_transaction_id: row.pos_transaction_id,
  };
}

/** A line waiting for its review; null while its order is on its way (no delivery to count the window from). */
export function toProductToReview(row: LineRow): ProductToReview | null {
  const { delivered_at, review_by } = row;
  return delivered_at === null || review_by === null ? null : { ...row, delivered_at, review_by };
}
