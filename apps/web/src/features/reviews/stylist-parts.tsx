import { formatShopDate, formatShopDateTime, type VisitToReview } from '@beauty/shared';
import { useLanguage } from '@beauty/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SingaporeGate } from '../../components/SingaporeGate';
import { StylistLine } from '../../components/StylistLine';
import { joinNames } from '../../lib/words';
import { href } from '../../routes/paths';
import { storeReviewList } from './review-form';

/** Salon and stylist reviews are for Singapore members (spec section 1); see SingaporeGate. */
export function StoreReviewGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SingaporeGate title={t('reviews.salon.gate_title')} text={t('reviews.salon.gate_text')}>
      {children}
    </SingaporeGate>
  );
}

/** The way back to the member's salon reviews, above a page's title. */
export function BackToStoreReviews() {
  const { t } = useTranslation();
  return (
    <Link to={storeReviewList.href()} className="text-accent hover:underline">
      {t('reviews.salon.title')}
    </Link>
  );
}

/** Store photos are 8:5; small beside the salon's name. */
const STORE_THUMB = { width: 80, height: 50 } as const;

/**
 * A salon visit as the review pages show it: the salon (its photo, its name to its reviews), when, the
 * stylist, the services, and `children` under them (a link, the last day to review).
 */
export function VisitSummary({ visit, children }: { visit: VisitToReview; children?: ReactNode }) {
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <img
          src={visit.store.image}
          alt=""
          width={STORE_THUMB.width}
          height={STORE_THUMB.height}
          loading="lazy"
          decoding="async"
          className="h-[50px] w-[80px] shrink-0 rounded-card bg-soft object-cover"
        />
        <div className="min-w-0 text-sm">
          <Link
            to={href('salon-review', { salonId: visit.store.id })}
            className="font-medium hover:text-accent hover:underline"
          >
            {visit.store.name}
          </Link>
          <p className="text-muted tabular">{formatShopDateTime(visit.visited_at, language)}</p>
          <p className="text-muted">{joinNames(visit.services, language)}</p>
        </div>
      </div>
      <StylistLine stylist={visit.stylist} size={40} />
      {children}
    </div>
  );
}

/** The last day a visit can be reviewed. */
export function ReviewBy({ visit }: { visit: VisitToReview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="text-xs text-muted">
      {t('reviews.review_by', { date: formatShopDate(visit.review_by, language) })}
    </p>
  );
}
