/*
 * What other domains use of the review domain: the ratings shown beside salons and stylists (salons: a piece
 * of SQL to embed, and its reading), and where an order's line stands for its review (order: a piece of SQL
 * to embed). Only review/ writes product_reviews, salon_reviews and salon_review_scores, and only
 * review/totals.ts writes review_totals (and, through the catalogue, a product's rating).
 */
export { lineReviewStateSql } from './queries';
export { type RatingTotals, ratingOf, ratingTotalsSql } from './ratings';
