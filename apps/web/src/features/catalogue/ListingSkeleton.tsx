import { useTranslation } from 'react-i18next';
import { PRODUCT_GRID, ProductCardSkeleton } from '../../components/ProductCard';

/** Cards while a listing loads: 2 rows on the widest grid, enough to fill a phone screen too. */
const CARDS = Array.from({ length: 12 }, (_, i) => `card-${i}`);

export function ListingSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('listing.loading')}</span>
      <div className={PRODUCT_GRID}>
        {CARDS.map((key) => (
          <ProductCardSkeleton key={key} />
        ))}
      </div>
    </div>
  );
}
