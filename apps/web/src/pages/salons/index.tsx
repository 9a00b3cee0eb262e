import { ComingSoon } from '../../components/ComingSoon';

/** Salons area: store list and salon reviews. Built by a later issue. */
export function SalonListing() {
  return <ComingSoon name="salon-listing" />;
}

export function SalonReview() {
  return <ComingSoon name="salon-review" />;
}
