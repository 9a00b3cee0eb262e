import { ComingSoon } from '../../components/ComingSoon';

/** Salons area: our stores, and salon reviews (built by a later issue). */
export { SalonListing } from './StoreList';

export function SalonReview() {
  return <ComingSoon name="salon-review" />;
}
