import {
  formatPrice,
  hasDiscountBadge,
  isSoldOut,
  isUnitPriceStruck,
  type ProductCard as ProductCardData,
  payablePrice,
  shownPrices,
  starsFromRatePercent,
} from '@beauty/shared';
import { Skeleton } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { href } from '../routes/paths';
import { Stars } from './Stars';

/** The product image's box: square, sizes set so nothing shifts when it arrives. */
const IMAGE_SIZE = 300;

/**
 * Product card (DESIGN.md): square image, discount badge, sold-out veil (the card still opens), brand in small
 * capitals, name on two lines, price row, partner price in gold for agents, a partner-only tag for everyone
 * on a partner-only product (as its page has), half-star rating with the review count. Prices are integer cents; the shared rules pick what to show.
 * `eager` loads the image at once (cards of a listing's first row).
 */
export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const { t } = useTranslation();
  const { isAgent } = useAuth();
  const prices = shownPrices(product);
  const soldOut = isSoldOut(product);
  const struck = isUnitPriceStruck(prices);
  const currency = product.currency;
  const discounted = hasDiscountBadge(prices);
  const agentTag = product.partner_only;

  return (
    <article className="group relative h-full">
      <Link
        to={href('product-detail', { productId: product.id })}
        className="flex h-full flex-col rounded-card"
      >
        <div className="relative aspect-square overflow-hidden rounded-card bg-soft">
          <img
            src={product.image}
            alt={product.product_name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            // The first row is in view at once; lazy loading it would only delay the largest paint.
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={`size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] ${soldOut ? 'opacity-60' : ''}`}
          />
          {discounted || agentTag ? (
            // One row for both badges: on narrow cards the partner tag wraps below instead of covering the discount.
            <div className="absolute inset-x-2 top-2 flex flex-wrap items-start gap-1">
              {discounted ? (
                <span className="rounded-full bg-deal px-2 py-0.5 text-xs font-semibold text-white tabular">
                  <span aria-hidden="true">
                    {t('product.discount', { percent: prices.discount_percentage })}
                  </span>
                  <span className="sr-only">
                    {t('product.discount_label', { percent: prices.discount_percentage })}
                  </span>
                </span>
              ) : null}
              {agentTag ? (
                <span className="ml-auto rounded-full border border-gold bg-white px-2 py-0.5 text-[11px] font-semibold text-gold-ink">
                  {t('product.partner_only')}
                </span>
              ) : null}
            </div>
          ) : null}
          {soldOut ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/55">
              <span className="rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
                {t('product.sold_out')}
              </span>
            </span>
          ) : null}
        </div>
        <p className="mt-2 truncate text-xs text-muted small-caps">{product.brand_name}</p>
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 text-ink group-hover:text-accent">
          {product.product_name}
        </h3>
        {/*
         * Two lines of fixed height, whatever the name's length and with or without a discount, so prices and
         * struck prices line up across a row; side by side they would not fit a phone's narrow card.
         */}
        <p className="mt-1 flex flex-col tabular">
          <span className="sr-only">{t('product.price')}</span>
          <span className={`h-6 truncate font-semibold ${struck ? 'text-deal' : 'text-ink'}`}>
            {formatPrice(payablePrice(prices), currency)}
          </span>
          {struck ? (
            <>
              <span className="sr-only">{t('product.original_price')}</span>
              <s className="h-4 truncate text-xs leading-4 text-muted">
                {formatPrice(prices.unit_price, currency)}
              </s>
            </>
          ) : (
            <span aria-hidden="true" className="h-4" />
          )}
        </p>
        {isAgent && prices.agent_price !== null ? (
          <p className="text-sm font-semibold text-gold-ink tabular">
            {t('product.partner_price')} {formatPrice(prices.agent_price, currency)}
          </p>
        ) : null}
        {/* The rating's line is kept without reviews too, so cards of a row end level. */}
        <div className="mt-1 min-h-4">
          <Stars value={starsFromRatePercent(product.rate_percent)} count={product.review_count} />
        </div>
      </Link>
    </article>
  );
}

/**
 * One product card's placeholder, line for line the card's geometry (square image, 16 px brand line, two
 * 20 px name lines, 24 px price, 16 px struck price line, 16 px stars), so nothing moves when products arrive.
 */
export function ProductCardSkeleton() {
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
      <div className="h-4" />
      <div className="mt-1 flex h-4 items-center">
        <Skeleton className="h-3 w-24" />
      </div>
    </div>
  );
}

/** Deal and listing grids: 2 columns on phones, 3 to 4 on tablets, 6 from 1024 px. */
export const PRODUCT_GRID =
  'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-4 lg:grid-cols-6';

/**
 * A home-page block of products (DESIGN.md): on phones one row that scrolls sideways, the next card peeking,
 * never a long grid; from 768 px the listing grid. PRODUCT_ROW_ITEM sizes each card of the row.
 */
export const PRODUCT_ROW =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:gap-x-4 md:gap-y-6 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-6';
export const PRODUCT_ROW_ITEM = 'w-[42%] shrink-0 snap-start sm:w-[30%] md:w-auto';

export function ProductRow({ products }: { products: ProductCardData[] }) {
  return (
    <ul className={PRODUCT_ROW}>
      {products.map((product) => (
        <li key={product.id} className={PRODUCT_ROW_ITEM}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <ul className={PRODUCT_GRID}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
