import { type Cart, type CartItem, formatPrice } from '@beauty/shared';
import { buttonClass, QueryBody, Skeleton, serverText, showToast } from '@beauty/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../layouts/PageFrame';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { cartItems, useCart, useDeleteCartItems, useEditCart } from '../cart-api';
import { CartLine } from './CartLine';
import { allChecked, checkedItems, isCheckable, isVoucherOnly } from './checkout-rules';
import { ConfirmDialog, EmptyWithLink, PANEL, SummaryRows, useFocusReturn } from './parts';

/**
 * /order/cart (login needed): the lines grouped under their brands, each with its check mark, volume,
 * quantity and problems; select all, delete, and the order summary with the way to check out.
 */
export function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cart.title'));
  const cart = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <PageFrame
      headingRef={headingRef}
      title={
        <>
          {t('cart.title')}
          {cart.data && cart.data.cart_count > 0 ? (
            <span className="ml-2 text-base font-normal text-muted">
              {t('cart.line_count', { count: cart.data.cart_count })}
            </span>
          ) : null}
        </>
      }
    >
      <QueryBody
        query={cart}
        skeleton={<CartSkeleton />}
        isEmpty={(data) => cartItems(data).length === 0}
        empty={
          <EmptyWithLink
            title={t('cart.empty_title')}
            text={t('cart.empty_text')}
            to="/"
            label={t('cart.continue_shopping')}
          />
        }
      >
        {(data) => <CartContent cart={data} headingRef={headingRef} />}
      </QueryBody>
    </PageFrame>
  );
}

function CartContent({
  cart,
  headingRef,
}: {
  cart: Cart;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const items = cartItems(cart);
  const checked = checkedItems(cart);
  const editAll = useEditCart();
  const remove = useDeleteCartItems();
  const [confirming, setConfirming] = useState<CartItem[] | null>(null);
  const focus = useFocusReturn();
  const selectAllId = useId();
  const everyChecked = allChecked(items);
  const someChecked = checked.length > 0;
  const noneCheckable = !items.some(isCheckable);

  function askDelete(lines: CartItem[]) {
    if (lines.length === 0) return;
    focus.remember();
    setConfirming(lines);
  }

  function closeConfirm() {
    setConfirming(null);
    focus.restore(() => headingRef.current);
  }

  function confirmDelete() {
    if (!confirming) return;
    const ids = confirming.map((line) => line.id);
    remove.mutate(ids, {
      onSuccess: () => {
        showToast(t('cart.removed', { count: ids.length }), 'success');
        closeConfirm();
      },
      onError: (error) => {
        showToast(serverText(t, error), 'error');
        closeConfirm();
      },
    });
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="min-w-0">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-card border border-line bg-soft px-4 py-1">
          <label
            htmlFor={selectAllId}
            className="inline-flex min-h-target cursor-pointer items-center gap-3 font-medium"
          >
            <input
              id={selectAllId}
              type="checkbox"
              className="size-5 accent-accent"
              checked={everyChecked}
              disabled={noneCheckable || editAll.isPending}
              onChange={(event) =>
                editAll.mutate(
                  { kind: 'all', checked: event.target.checked },
                  { onError: (error) => showToast(serverText(t, error), 'error') },
                )
              }
            />
            {t('cart.select_all')}
          </label>
          <button
            type="button"
            className={buttonClass('text', 'sm', 'px-2')}
            disabled={!someChecked || remove.isPending}
            aria-haspopup="dialog"
            onClick={() => askDelete(checked)}
          >
            {t('cart.delete_selected', { count: checked.length })}
          </button>
        </div>
        <div className="space-y-4">
          {cart.mycart
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <section key={group.id} aria-labelledby={`cart-group-${group.id}`} className={PANEL}>
                <h2
                  id={`cart-group-${group.id}`}
                  className="mb-1 text-sm font-semibold tracking-wide small-caps"
                >
                  {group.name}
                </h2>
                <ul className="divide-y divide-line">
                  {group.items.map((item) => (
                    <CartLine key={item.id} item={item} onDelete={() => askDelete([item])} />
                  ))}
                </ul>
              </section>
            ))}
        </div>
      </div>

      <SummaryPanel cart={cart} />

      {confirming ? (
        <ConfirmDialog
          title={t('cart.delete_title', { count: confirming.length })}
          text={
            confirming.length === 1 && confirming[0]
              ? t('cart.delete_text_one_name', { name: confirming[0].product_name })
              : t('cart.delete_text', { count: confirming.length })
          }
          confirmLabel={t('cart.delete_confirm')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={closeConfirm}
        />
      ) : null}
    </div>
  );
}

function SummaryPanel({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const hintId = useId();
  const checked = checkedItems(cart);
  const flaggedChecked = checked.some((item) => !isCheckable(item));
  const hint = cart.can_checkout
    ? null
    : checked.length === 0
      ? t('cart.hint_select')
      : flaggedChecked
        ? t('cart.hint_flagged')
        : t('cart.hint_cannot');
  const summary = cart.order_summary;
  const voucherOnly = isVoucherOnly(cart);

  const checkoutButton = (describedBy: string) =>
    cart.can_checkout ? (
      <Link to={href('order-check-out')} className={buttonClass('primary', 'md', 'w-full')}>
        {t('cart.checkout', { count: summary.item_count })}
      </Link>
    ) : (
      <button
        type="button"
        disabled
        aria-describedby={hint ? describedBy : undefined}
        className={buttonClass('primary', 'md', 'w-full')}
      >
        {t('cart.checkout', { count: summary.item_count })}
      </button>
    );

  return (
    <>
      <section aria-labelledby="cart-summary" className={`${PANEL} lg:sticky lg:top-4`}>
        <h2 id="cart-summary" className="mb-3 text-lg font-semibold">
          {t('cart.summary')}
        </h2>
        <SummaryRows
          summary={summary}
          orderCompletedDay={cart.order_completed_day}
          voucherOnly={voucherOnly}
        />
        <div className="mt-4 hidden flex-col gap-2 lg:flex">
          {checkoutButton(hintId)}
          {hint ? (
            <p id={hintId} className="text-center text-sm text-muted">
              {hint}
            </p>
          ) : null}
        </div>
      </section>
      {/* Phones and tablets: the total and the checkout button stay at the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-raised backdrop-blur lg:hidden">
        <div className="flex items-center gap-4">
          <p className="min-w-0 flex-1 tabular">
            <span className="block text-xs text-muted">{t('cart.total')}</span>
            <span className="text-lg font-semibold">{formatPrice(summary.total, summary.currency)}</span>
          </p>
          <div className="w-1/2 max-w-60">{checkoutButton(`${hintId}-bar`)}</div>
        </div>
        {hint ? (
          <p id={`${hintId}-bar`} className="mt-1 text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </>
  );
}

function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <span className="sr-only">{t('a11y.loading')}</span>
      <div className="space-y-4">
        <Skeleton className="h-12 w-full" />
        {[1, 2].map((group) => (
          <div key={group} className={PANEL}>
            <Skeleton className="h-4 w-28" />
            {[1, 2].map((line) => (
              <div key={line} className="flex gap-3 py-4">
                <Skeleton className="size-[72px] shrink-0 sm:size-[88px]" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-3 w-20" />
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-11 w-36 rounded-full" />
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className={PANEL}>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-4 h-11 w-full rounded-full" />
      </div>
    </div>
  );
}
