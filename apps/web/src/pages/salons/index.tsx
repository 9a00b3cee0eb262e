/** Salons area: our stores, and a salon's reviews. */
export { SalonReview } from './SalonReviews';
export { SalonListing } from './StoreList';
