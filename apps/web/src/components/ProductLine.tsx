import { formatPrice } from '@beauty/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * How a product line looks where it is shown:
 * - `cart`: a line to change (a large picture, the name beside the price, controls under them);
 * - `summary`: a line in the checkout's list (small, brand and name, the line's total at the end);
 * - `order`: a line of an order (brand, name, quantity, what the line cost at the end);
 * - `saved`: a saved product (the wishlist: a picture that may fade, the price under the name).
 */
export type ProductLineVariant = 'cart' | 'summary' | 'order' | 'saved';

const LOOK = {
  cart: {
    image: 'size-[72px] sm:size-[88px]',
    pixels: 88,
    height: 'h-[72px] sm:h-[88px]',
    name: 'line-clamp-2 font-medium',
    words: '',
  },
  summary: {
    image: 'size-14',
    pixels: 56,
    height: 'h-14',
    name: 'line-clamp-2 font-medium',
    words: 'text-sm',
  },
  order: {
    image: 'size-16 border border-line',
    pixels: 64,
    height: 'h-16',
    name: 'line-clamp-2 text-sm font-medium',
    words: '',
  },
  saved: {
    image: 'size-16 sm:size-20 md:size-24',
    pixels: 96,
    height: 'h-16 sm:h-20 md:h-24',
    name: 'line-clamp-2 text-sm leading-5',
    words: '',
  },
} as const satisfies Record<ProductLineVariant, Record<string, string | number>>;

/**
 * One product line, the way the cart, the checkout, the orders and the wishlist show it (and reviews will):
 * its picture, brand and name (linked to the product's page when `to` is given), a line of details (volume,
 * quantity), the price, and the slots each place fills: `select` before the picture (a check box), `action`
 * after the line (remove), `children` under the words (controls, notes, per-line links).
 */
export function ProductLine({
  variant,
  image,
  name,
  brand,
  to,
  dimmed = false,
  nameAs: Name = 'p',
  details,
  price,
  select,
  action,
  children,
}: {
  variant: ProductLineVariant;
  image: string;
  name: string;
  /** Left out where the line sits under its brand's heading (the cart). */
  brand?: string;
  /** The product's page; absent where lines do not lead there, null for a product no longer sold. */
  to?: string | null;
  /** A line that cannot be bought as it is: its picture fades and its name turns muted. */
  dimmed?: boolean;
  /** A heading where the lines are a list of products of their own (the wishlist). */
  nameAs?: 'p' | 'h3';
  details?: ReactNode;
  price?: ReactNode;
  select?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const look = LOOK[variant];
  // The name beside the picture says what it shows: the picture is decoration, and its link a duplicate.
  const picture = (
    <img
      src={image}
      alt=""
      width={look.pixels}
      height={look.pixels}
      loading="lazy"
      decoding="async"
      className={`${look.image} rounded-card bg-soft object-cover ${dimmed ? 'opacity-55 grayscale' : ''}`}
    />
  );
  const nameText = to ? (
    <Link to={to} className="hover:text-accent hover:underline">
      {name}
    </Link>
  ) : (
    name
  );
  const words = (
    <div className="min-w-0">
      {brand ? <p className="truncate text-xs text-muted small-caps">{brand}</p> : null}
      <Name className={`${look.name} ${dimmed ? 'text-muted' : 'text-ink'}`}>{nameText}</Name>
      {details}
    </div>
  );

  return (
    <div className={`flex items-start gap-3 ${look.words}`}>
      {select ? <div className={`flex shrink-0 items-center ${look.height}`}>{select}</div> : null}
      {to ? (
        <Link to={to} tabIndex={-1} aria-hidden="true" className="shrink-0">
          {picture}
        </Link>
      ) : (
        <span className="shrink-0">{picture}</span>
      )}
      {variant === 'cart' ? (
        <div className="min-w-0 flex-1">
          {/* The price beside the name on wider screens, under it on phones. */}
          <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            {words}
            {price ? <div className="shrink-0 sm:text-right">{price}</div> : null}
          </div>
          {children}
        </div>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            {words}
            {children}
          </div>
          {price ? <div className="shrink-0 text-right">{price}</div> : null}
        </>
      )}
      {action}
    </div>
  );
}

/**
 * A price as the lines show it: what is paid (red when below the list price, gold when it is the partner
 * price), and the list price struck through after it; screen readers hear which is which.
 */
export function LinePrice({
  cents,
  listCents,
  currency,
  agentPriced = false,
  muted = false,
  stacked = false,
  className = '',
}: {
  cents: number;
  /** The price before any discount; struck through when above `cents`. */
  listCents?: number;
  currency: string;
  /** The partner price (agents): gold, and named as such. */
  agentPriced?: boolean;
  /** A line that cannot be bought: the figures stay muted. */
  muted?: boolean;
  /** The struck price under the price (an order's column) rather than after it. */
  stacked?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const struck = listCents !== undefined && cents < listCents;
  const tone = muted ? 'text-muted' : agentPriced ? 'text-gold-ink' : struck ? 'text-deal' : '';
  return (
    <p
      className={`tabular ${stacked ? 'flex flex-col items-end' : 'flex flex-wrap items-baseline gap-x-2'} ${className}`}
    >
      <span className="sr-only">{t('product.price')} </span>
      <span className={`font-semibold ${tone}`}>
        {agentPriced ? `${t('product.partner_price')} ` : ''}
        {formatPrice(cents, currency)}
      </span>
      {struck ? (
        <>
          <span className="sr-only"> {t('product.original_price')} </span>
          <s className="text-xs text-muted">{formatPrice(listCents, currency)}</s>
        </>
      ) : null}
    </p>
  );
}
