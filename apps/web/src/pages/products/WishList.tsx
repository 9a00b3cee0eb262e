import { formatPrice, isUnitPriceStruck, payablePrice, shownPrices, type WishlistItem } from '@beauty/shared';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/client';
import { errorText } from '../../api/errors';
import { useRemoveWishes, useWishlist } from '../../api/wishlist';
import { useAuth } from '../../auth/AuthProvider';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { buttonClass } from '../../ui/button';
import { HeartIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, QueryBody } from '../../ui/states';
import { showToast } from '../../ui/toast-store';
import { pruneSelection, splitWishlist, type UnavailableReason, unavailableReason } from './wishlist';

const PAGE = 'mx-auto max-w-content px-4 py-6 md:py-10';
const IMAGE_SIZE = 96;

const REASON_KEY = {
  'sold-out': 'wishlist.reason_sold_out',
  'partner-only': 'wishlist.reason_partner_only',
  removed: 'wishlist.reason_removed',
} as const satisfies Record<UnavailableReason, string>;

/**
 * /product/wish-list (login needed, see routes.tsx): saved products in two sections, available and
 * unavailable (greyed, with the reason). Items go one by one or several at once (the API takes a list).
 */
export function WishList() {
  const { t } = useTranslation();
  useDocumentTitle(t('wishlist.title'));
  const wishlist = useWishlist();
  const remove = useRemoveWishes();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const selectAllId = useId();

  const items = wishlist.data ?? [];
  // Entries removed (here or elsewhere) drop out of the selection.
  const chosen = pruneSelection(selected, items);
  const { available, unavailable } = splitWishlist(items);

  function toggle(wishId: number, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(wishId);
    else next.delete(wishId);
    setSelected(next);
  }

  function removeItems(list: WishlistItem[]) {
    if (list.length === 0) return;
    const wishIds = list.map((item) => item.wish_id);
    remove.mutate(
      { wishIds, productIds: list.map((item) => item.id) },
      {
        onSuccess: () => {
          setSelected((current) => new Set([...current].filter((id) => !wishIds.includes(id))));
          showToast(t('wishlist.removed', { count: list.length }), 'success');
        },
        onError: (error) => {
          const known = isApiError(error) && error.messageKey !== undefined;
          showToast(known ? errorText(t, error) : t('wishlist.remove_failed'), 'error');
        },
      },
    );
  }

  const allChosen = chosen.size === items.length;
  const content = (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <label
          htmlFor={selectAllId}
          className="inline-flex min-h-target cursor-pointer items-center gap-3 text-sm"
        >
          <input
            id={selectAllId}
            type="checkbox"
            className="size-5 accent-accent"
            checked={allChosen}
            ref={(el) => {
              // Some but not all chosen: the box shows "mixed", as screen readers then announce too.
              if (el) el.indeterminate = chosen.size > 0 && !allChosen;
            }}
            onChange={(event) =>
              setSelected(event.target.checked ? new Set(items.map((item) => item.wish_id)) : new Set())
            }
          />
          {t('wishlist.select_all')}
        </label>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={chosen.size === 0 || remove.isPending}
          onClick={() => removeItems(items.filter((item) => chosen.has(item.wish_id)))}
        >
          {t('wishlist.remove_selected', { count: chosen.size })}
        </button>
      </div>
      {[
        { items: available, title: t('wishlist.available') },
        { items: unavailable, title: t('wishlist.unavailable'), note: t('wishlist.unavailable_note') },
      ].map(({ items: section, title, note }) =>
        section.length > 0 ? (
          <WishSection key={title} title={title} count={section.length} note={note}>
            {section.map((item) => (
              <WishRow
                key={item.wish_id}
                item={item}
                checked={chosen.has(item.wish_id)}
                onCheck={(on) => toggle(item.wish_id, on)}
                onRemove={() => removeItems([item])}
              />
            ))}
          </WishSection>
        ) : null,
      )}
    </>
  );

  return (
    <div className={PAGE}>
      <div className="mb-6 flex flex-wrap items-baseline gap-x-3">
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">{t('wishlist.title')}</h1>
        {wishlist.data ? (
          <p className="text-muted" aria-live="polite">
            {t('wishlist.count', { count: items.length })}
          </p>
        ) : null}
      </div>
      <QueryBody
        query={wishlist}
        skeleton={<WishListSkeleton />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            boxed
            title={t('wishlist.empty_title')}
            text={t('wishlist.empty_text')}
            action={
              <Link to="/" className={buttonClass('primary')}>
                {t('wishlist.start_shopping')}
              </Link>
            }
          />
        }
      >
        {() => content}
      </QueryBody>
    </div>
  );
}

function WishSection({
  title,
  count,
  note,
  children,
}: {
  title: string;
  count: number;
  note?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="font-normal text-muted">({count})</span>
      </h2>
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      <ul className="mt-4 grid gap-3 md:grid-cols-2 md:gap-4">{children}</ul>
    </section>
  );
}

function WishRow({
  item,
  checked,
  onCheck,
  onRemove,
}: {
  item: WishlistItem;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { isAgent } = useAuth();
  const checkId = useId();
  const { product } = item;
  const prices = shownPrices(product);
  const struck = isUnitPriceStruck(prices);
  const reason = item.is_exist ? null : unavailableReason(item, isAgent);
  // A product no longer sold has no page to open.
  const to = reason === 'removed' ? null : href('product-detail', { productId: product.id });
  // Only the picture fades; the words turn muted, as light as text may go (styles.css).
  const dim = reason ? 'opacity-55 grayscale' : '';

  const image = (
    <img
      src={product.image}
      alt={product.product_name}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      loading="lazy"
      decoding="async"
      className={`size-16 rounded-card bg-soft object-cover sm:size-20 md:size-24 ${dim}`}
    />
  );

  return (
    <li
      className={`flex items-start gap-3 rounded-card border border-line p-3 ${reason ? 'bg-soft' : 'bg-white'}`}
    >
      <input
        id={checkId}
        type="checkbox"
        className="mt-5 size-5 shrink-0 accent-accent sm:mt-7 md:mt-9"
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
        aria-label={t('wishlist.select_item', { name: product.product_name })}
      />
      {to ? (
        <Link to={to} tabIndex={-1} aria-hidden="true" className="shrink-0">
          {image}
        </Link>
      ) : (
        <span className="shrink-0">{image}</span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-muted small-caps">{product.brand_name}</p>
        <h3 className={`line-clamp-2 text-sm leading-5 ${reason ? 'text-muted' : 'text-ink'}`}>
          {to ? (
            <Link to={to} className="hover:text-accent hover:underline">
              {product.product_name}
            </Link>
          ) : (
            product.product_name
          )}
        </h3>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 tabular">
          <span className="sr-only">{t('product.price')}</span>
          <span className={`text-sm font-semibold ${reason ? 'text-muted' : struck ? 'text-deal' : ''}`}>
            {formatPrice(payablePrice(prices), product.currency)}
          </span>
          {struck ? (
            <>
              <span className="sr-only">{t('product.original_price')}</span>
              <s className="text-xs text-muted">{formatPrice(prices.unit_price, product.currency)}</s>
            </>
          ) : null}
        </p>
        {isAgent && prices.agent_price !== null && !reason ? (
          <p className="text-sm font-semibold text-gold-ink tabular">
            {t('product.partner_price')} {formatPrice(prices.agent_price, product.currency)}
          </p>
        ) : null}
        {reason ? (
          <p className="mt-2 inline-block rounded-xl bg-ink px-2.5 py-0.5 text-xs font-semibold text-white">
            {t(REASON_KEY[reason])}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('wishlist.remove_item', { name: product.product_name })}
        className={buttonClass('ghost', 'sm', 'shrink-0 px-3 text-muted hover:text-accent')}
      >
        <HeartIcon size={18} fill="currentColor" className="text-accent" />
        <span className="hidden sm:inline">{t('wishlist.remove')}</span>
      </button>
    </li>
  );
}

function WishListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('a11y.loading')}</span>
      <div className="mb-6 flex items-center justify-between border-b border-line pb-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-11 w-40 rounded-full" />
      </div>
      <Skeleton className="h-6 w-32" />
      <div className="mt-4 grid gap-3 md:grid-cols-2 md:gap-4">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} className="flex gap-3 rounded-card border border-line p-3">
            <Skeleton className="size-16 sm:size-20 md:size-24" />
            <div className="flex-1">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="mt-2 h-4 w-4/5" />
              <Skeleton className="mt-2 h-4 w-20" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
