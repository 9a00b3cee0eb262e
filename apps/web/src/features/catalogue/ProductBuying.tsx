import {
  formatPrice,
  hasDiscountBadge,
  isUnitPriceStruck,
  type ProductVariationDetail,
  payablePrice,
} from '@beauty/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthProvider';
import { isVariationSoldOut, stockInfo } from './product-detail';

/*
 * The product page's buying column: what the chosen volume costs (for members and partners), the volumes to
 * choose from, and how many are left.
 */

/** The price of the chosen volume, its discount badge, the partner price and the points it may take. */
export function PriceBlock({ variation, currency }: { variation: ProductVariationDetail; currency: string }) {
  const { t } = useTranslation();
  const { isAgent } = useAuth();
  return (
    <div className="mt-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular">
        <Prices variation={variation} currency={currency} price="text-2xl" unitPrice="" />
        {hasDiscountBadge(variation) ? (
          <span className="self-center rounded-full bg-deal px-2 py-0.5 text-xs font-semibold text-white">
            <span aria-hidden="true">
              {t('product.discount', { percent: variation.discount_percentage })}
            </span>
            <span className="sr-only">
              {t('product.discount_label', { percent: variation.discount_percentage })}
            </span>
          </span>
        ) : null}
      </p>
      {isAgent && variation.agent_price !== null ? (
        <p className="mt-1 font-semibold text-gold-ink tabular">
          {t('product.partner_price')} {formatPrice(variation.agent_price, currency)}
        </p>
      ) : null}
      {variation.points_to_redeem > 0 ? (
        <p className="mt-1 text-sm text-muted">
          {t('product_detail.points', { count: variation.points_to_redeem })}
        </p>
      ) : null}
    </div>
  );
}

/** The volumes as a radio group (arrow keys move between them); sold-out ones are disabled and marked. */
export function VariationPicker({
  variations,
  selectedId,
  onSelect,
}: {
  variations: ProductVariationDetail[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 text-sm font-semibold">{t('product_detail.volume')}</legend>
      <div className="flex flex-wrap gap-2">
        {variations.map((variation) => {
          const soldOut = isVariationSoldOut(variation);
          const inputId = `${name}-${variation.id}`;
          const noteId = `${inputId}-note`;
          return (
            <div key={variation.id}>
              {/* The real radio lies invisibly over its pill, so a click or tap hits the radio itself. */}
              <div className="relative">
                <input
                  type="radio"
                  id={inputId}
                  name={name}
                  value={variation.id}
                  checked={variation.id === selectedId}
                  disabled={soldOut}
                  aria-describedby={soldOut ? noteId : undefined}
                  onChange={() => onSelect(variation.id)}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <label
                  htmlFor={inputId}
                  className="flex min-h-target cursor-pointer flex-col items-center justify-center rounded-full border border-line px-4 text-sm transition-colors peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:font-semibold peer-checked:text-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:text-muted peer-enabled:peer-hover:border-accent"
                >
                  <span className={soldOut ? 'line-through' : undefined}>{variation.name}</span>
                </label>
              </div>
              {soldOut ? (
                <span id={noteId} className="mt-0.5 block text-center text-[11px] text-muted">
                  {t('product.sold_out')}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function StockLine({ variation }: { variation: ProductVariationDetail }) {
  const { t } = useTranslation();
  const info = stockInfo(variation);
  if (info.kind === 'sold-out')
    return <p className="mt-4 text-sm font-semibold text-deal">{t('product.sold_out')}</p>;
  if (info.kind === 'low')
    return (
      <p className="mt-4 text-sm font-semibold text-deal">
        {t('product_detail.low_stock', { count: info.count })}
      </p>
    );
  return <p className="mt-4 text-sm text-success">{t('product_detail.in_stock')}</p>;
}

/**
 * What one unit costs now, then the unit price struck through when it is higher, each named for screen readers;
 * `price` and `unitPrice` size them. The caller's element lays them out.
 */
export function Prices({
  variation,
  currency,
  price,
  unitPrice,
}: {
  variation: ProductVariationDetail;
  currency: string;
  price: string;
  unitPrice: string;
}) {
  const { t } = useTranslation();
  const struck = isUnitPriceStruck(variation);
  return (
    <>
      <span className="sr-only">{t('product.price')}</span>
      <span className={`${price} font-semibold ${struck ? 'text-deal' : 'text-ink'}`}>
        {formatPrice(payablePrice(variation), currency)}
      </span>
      {struck ? (
        <>
          <span className="sr-only">{t('product.original_price')}</span>
          <s className={`${unitPrice} text-muted`}>{formatPrice(variation.unit_price, currency)}</s>
        </>
      ) : null}
    </>
  );
}
