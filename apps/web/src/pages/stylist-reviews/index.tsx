import { ComingSoon } from '../../components/ComingSoon';

/** Salon and stylist reviews area (SG users). Built by a later issue. */
export function StylistReviewList() {
  return <ComingSoon name="salon-stylist-review-list" />;
}

export function StylistReviewNew() {
  return <ComingSoon name="salon-stylist-review-new" />;
}

export function StylistReviewWrite() {
  return <ComingSoon name="salon-stylist-review-write" />;
}

export function StylistReviewComplete() {
  return <ComingSoon name="salon-stylist-review-complete" />;
}
