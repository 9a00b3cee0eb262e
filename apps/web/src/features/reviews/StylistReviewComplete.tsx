import { buttonClass } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { idFrom } from '../../lib/ids';
import { href } from '../../routes/paths';
import { storeReviewList } from './review-form';
import { StoreReviewGate } from './stylist-parts';

/** The navigation state the write page leaves for this page: a review was just written. */
export const REVIEW_WRITTEN = { reviewWritten: true } as const;

/**
 * /salon-review/complete: a plain thank-you after a salon review, with the ways on: the member's reviews, the
 * salon's reviews (the write page names the salon in the address, ?salon=), and home. Opened otherwise (typed,
 * bookmarked, from another tab) it has nothing to thank for and goes to the member's reviews.
 */
export function StylistReviewComplete() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const written = (useLocation().state as Partial<typeof REVIEW_WRITTEN> | null)?.reviewWritten === true;
  const salonId = idFrom(params.get('salon'));
  const title = t('reviews.complete.title');
  useDocumentTitle(title);
  if (!written) return <Navigate replace to={storeReviewList.href('history')} />;
  return (
    <StoreReviewGate>
      <PageFrame width="narrow">
        <div className="flex flex-col items-center gap-4 px-4 py-12 text-center md:py-20">
          <span aria-hidden="true" className="text-5xl text-gold">
            ★
          </span>
          <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">{title}</h1>
          <p className="max-w-md text-muted">{t('reviews.complete.text')}</p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Link to={storeReviewList.href('history')} className={buttonClass('primary')}>
              {t('reviews.see_history')}
            </Link>
            {salonId !== null ? (
              <Link to={href('salon-review', { salonId })} className={buttonClass('secondary')}>
                {t('reviews.complete.salon')}
              </Link>
            ) : null}
            <Link to="/" className={buttonClass('text')}>
              {t('common.back_home')}
            </Link>
          </div>
        </div>
      </PageFrame>
    </StoreReviewGate>
  );
}
