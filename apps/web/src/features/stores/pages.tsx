/** Salons area: our stores, and a salon's reviews. */

export { SalonListing } from './StoreList';
export { SalonReview } from './StoreReviews';
