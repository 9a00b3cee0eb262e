import { formatPrice, payablePrice, shownPrices, type WishlistItem } from '@beauty/shared';
import {
  buttonClass,
  EmptyState,
  errorText,
  HeartIcon,
  isApiError,
  QueryBody,
  Skeleton,
  showToast,
} from '@beauty/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { LinePrice, ProductLine } from '../../components/ProductLine';
import { PageFrame } from '../../layouts/PageFrame';
import { useDocumentTitle } from '../../lib/hooks';
import { href } from '../../routes/paths';
import { pruneSelection, splitWishlist, type UnavailableReason, unavailableReason } from './wishlist';
import { useRemoveWishes, useWishlist } from './wishlist-api';

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
    <PageFrame
      title={t('wishlist.title')}
      aside={
        wishlist.data ? (
          <p className="text-muted" aria-live="polite">
            {t('wishlist.count', { count: items.length })}
          </p>
        ) : null
      }
    >
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
    </PageFrame>
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
  const { product } = item;
  const prices = shownPrices(product);
  const reason = item.is_exist ? null : unavailableReason(item, isAgent);

  return (
    <li className={`rounded-card border border-line p-3 ${reason ? 'bg-soft' : 'bg-white'}`}>
      <ProductLine
        variant="saved"
        image={product.image}
        brand={product.brand_name}
        name={product.product_name}
        nameAs="h3"
        // A product no longer sold has no page to open.
        to={reason === 'removed' ? null : href('product-detail', { productId: product.id })}
        dimmed={reason !== null}
        select={
          <input
            type="checkbox"
            className="size-5 accent-accent"
            checked={checked}
            onChange={(event) => onCheck(event.target.checked)}
            aria-label={t('wishlist.select_item', { name: product.product_name })}
          />
        }
        action={
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('wishlist.remove_item', { name: product.product_name })}
            className={buttonClass('ghost', 'sm', 'shrink-0 px-3 text-muted hover:text-accent')}
          >
            <HeartIcon size={18} fill="currentColor" className="text-accent" />
            <span className="hidden sm:inline">{t('wishlist.remove')}</span>
          </button>
        }
      >
        <LinePrice
          className="mt-1 text-sm"
          cents={payablePrice(prices)}
          listCents={prices.unit_price}
          currency={product.currency}
          muted={reason !== null}
        />
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
      </ProductLine>
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
