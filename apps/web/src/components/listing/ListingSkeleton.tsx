import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/Skeleton';
import { PRODUCT_GRID } from '../ProductCard';

/** Cards while a listing loads: 2 rows on the widest grid, enough to fill a phone screen too. */
const CARDS = Array.from({ length: 12 }, (_, i) => `card-${i}`);

/**
 * One product card's placeholder, line for line the card's geometry (square image, 16 px brand line, two
 * 20 px name lines, 24 px price, 16 px stars), so nothing moves when the products arrive.
 */
export function ListingCardSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-square w-full" />
      <div className="mt-2 flex h-4 items-center">
        <Skeleton className="h-3 w-16" />
      </div>
      <div className="flex h-10 flex-col justify-center gap-1">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-2/3" />
      </div>
      <div className="mt-1 flex h-6 items-center">
        <Skeleton className="h-4 w-20" />
      </div>
      <div className="mt-1 flex h-4 items-center">
        <Skeleton className="h-3 w-24" />
      </div>
    </div>
  );
}

export function ListingSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('listing.loading')}</span>
      <div className={PRODUCT_GRID}>
        {CARDS.map((key) => (
          <ListingCardSkeleton key={key} />
        ))}
      </div>
    </div>
  );
}
