import { type Cart, type CartFlag, type CartItem, formatPrice, STOCK_STATUS } from '@beauty/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartItems, useCart, useChangeVariation, useDeleteCartItems, useEditCart } from '../../../api/cart';
import { serverText } from '../../../app/account/fields';
import { useAuth } from '../../../auth/AuthProvider';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { EmptyState, QueryBody } from '../../../ui/states';
import { showToast } from '../../../ui/toast-store';
import { allChecked, checkedItems, isCheckable, quantityLimitReason } from './checkout-rules';
import { ConfirmDialog, PAGE, PANEL, SummaryRows, useFocusReturn } from './parts';

const IMAGE_SIZE = 88;

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
    <div className={PAGE}>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-2xl font-semibold tracking-tight outline-none md:mb-6 md:text-3xl"
      >
        {t('cart.title')}
        {cart.data && cart.data.cart_count > 0 ? (
          <span className="ml-2 text-base font-normal text-muted">
            {t('cart.line_count', { count: cart.data.cart_count })}
          </span>
        ) : null}
      </h1>
      <QueryBody
        query={cart}
        skeleton={<CartSkeleton />}
        isEmpty={(data) => cartItems(data).length === 0}
        empty={
          <EmptyState
            boxed
            title={t('cart.empty_title')}
            text={t('cart.empty_text')}
            action={
              <Link to="/" className={buttonClass('primary')}>
                {t('cart.continue_shopping')}
              </Link>
            }
          />
        }
      >
        {(data) => <CartContent cart={data} headingRef={headingRef} />}
      </QueryBody>
    </div>
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

const FLAG_KEYS = {
  product_removed: 'product_removed',
  volume_variation_removed: 'volume_variation_removed',
  cart_info_updated: 'cart_info_updated',
  cart_stock_limit: 'cart_stock_limit',
  exceeded_max_quantity: 'exceeded_max_quantity',
  partner_only: 'partner_only',
} as const satisfies Record<CartFlag, string>;

/** What to do about each flag, after the spec's message. */
const FLAG_HELP = {
  product_removed: 'cart.help_remove',
  volume_variation_removed: 'cart.help_volume',
  cart_info_updated: 'cart.help_updated',
  cart_stock_limit: 'cart.help_quantity',
  exceeded_max_quantity: 'cart.help_quantity',
  partner_only: 'cart.help_remove',
} as const satisfies Record<CartFlag, string>;

function CartLine({ item, onDelete }: { item: CartItem; onDelete: () => void }) {
  const { t } = useTranslation();
  const { isAgent } = useAuth();
  const edit = useEditCart();
  const change = useChangeVariation();
  const [problem, setProblem] = useState<string | null>(null);
  const baseId = useId();
  const flagsId = `${baseId}-flags`;
  const problemId = `${baseId}-problem`;
  const flagged = item.flags.length > 0;
  const removed = item.flags.includes('product_removed');
  const busy = edit.isPending || change.isPending;
  const money = (cents: number) => formatPrice(cents, item.currency);
  const struck = item.price < item.unit_price;
  const partnerPrice = isAgent && item.agent_price !== null && item.price === item.agent_price;

  const onFail = (error: unknown) => setProblem(serverText(t, error));
  const onDone = () => setProblem(null);

  function setQuantity(quantity: number) {
    const next = Math.min(Math.max(1, quantity), Math.max(1, item.max_quantity));
    if (next === item.quantity) return;
    edit.mutate(
      { kind: 'line', cartItemId: item.id, quantity: next },
      { onError: onFail, onSuccess: onDone },
    );
  }

  const describedBy =
    [flagged ? flagsId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;

  return (
    <li className="py-4" aria-busy={busy || undefined}>
      <div className="flex gap-3">
        <div className="flex items-start pt-8">
          <input
            type="checkbox"
            className="size-5 accent-accent"
            aria-label={t('cart.select_line', { name: item.product_name })}
            aria-describedby={describedBy}
            checked={item.is_checked}
            disabled={(flagged && !item.is_checked) || edit.isPending}
            onChange={(event) =>
              edit.mutate(
                { kind: 'line', cartItemId: item.id, isChecked: event.target.checked },
                { onError: onFail, onSuccess: onDone },
              )
            }
          />
        </div>
        <Link
          to={href('product-detail', { productId: item.product_id })}
          className="shrink-0"
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            src={item.image}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            className={`size-[72px] rounded-card bg-soft object-cover sm:size-[88px] ${removed ? 'opacity-50 grayscale' : ''}`}
          />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            {/* No brand here: the line sits under its brand's heading. */}
            <div className="min-w-0">
              <Link
                to={href('product-detail', { productId: item.product_id })}
                className="line-clamp-2 font-medium hover:text-accent hover:underline"
              >
                {item.product_name}
              </Link>
              {item.partner_only ? (
                <span className="mt-1 inline-block rounded-full border border-gold bg-gold-soft px-2 py-0.5 text-[11px] font-semibold text-gold-ink">
                  {t('cart.partner_only')}
                </span>
              ) : null}
            </div>
            <p className="shrink-0 tabular sm:text-right">
              <span className="sr-only">{t('cart.unit_price')} </span>
              <span className={`font-semibold ${partnerPrice ? 'text-gold-ink' : struck ? 'text-deal' : ''}`}>
                {partnerPrice ? `${t('cart.partner_price')} ` : ''}
                {money(item.price)}
              </span>
              {struck ? (
                <>
                  <span className="sr-only"> {t('cart.list_price')} </span>
                  <s className="ml-2 text-sm text-muted">{money(item.unit_price)}</s>
                </>
              ) : null}
            </p>
          </div>

          <div className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-3">
            {item.volume_variations.length > 1 && !removed ? (
              <VolumeSelect
                item={item}
                disabled={busy}
                onChange={(variationId) =>
                  change.mutate({ cartItemId: item.id, variationId }, { onError: onFail, onSuccess: onDone })
                }
              />
            ) : item.variation_name ? (
              <p className="text-sm text-muted">{t('cart.volume_value', { name: item.variation_name })}</p>
            ) : null}
            {!removed ? <QuantityStepper item={item} disabled={busy} onChange={setQuantity} /> : null}
            {busy ? <Spinner label={t('cart.updating')} size={18} /> : null}
          </div>

          {flagged ? (
            <div id={flagsId} className="mt-3 rounded-card bg-accent-soft px-3 py-2 text-sm text-deal">
              <ul>
                {item.flags.map((flag) => (
                  <li key={flag}>
                    <strong className="font-semibold">{t(FLAG_KEYS[flag], { ns: 'messages' })}</strong>
                    {t('common.separator')}
                    {t(FLAG_HELP[flag])}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-ink">{t('cart.flag_cannot_check')}</p>
            </div>
          ) : null}
          {problem ? (
            <p id={problemId} role="alert" className="mt-2 text-sm text-deal">
              {problem}
            </p>
          ) : null}

          <div className="mt-3 flex items-center justify-between gap-4">
            <button
              type="button"
              className={buttonClass('text', 'sm')}
              aria-haspopup="dialog"
              onClick={onDelete}
            >
              {t('cart.delete')}
              <span className="sr-only"> {item.product_name}</span>
            </button>
            <p className="text-sm tabular">
              <span className="text-muted">{t('cart.line_total')} </span>
              <span className="font-semibold">{money(item.line_total)}</span>
            </p>
          </div>
        </div>
      </div>
    </li>
  );
}

function VolumeSelect({
  item,
  disabled,
  onChange,
}: {
  item: CartItem;
  disabled: boolean;
  onChange: (variationId: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = item.volume_variations.some((v) => v.id === item.volume_variation_id)
    ? String(item.volume_variation_id)
    : '';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted">
        {t('cart.volume')}
      </label>
      <select
        id={id}
        className="min-h-target rounded-card border border-line bg-white px-3 text-sm"
        value={current}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {current === '' ? (
          <option value="" disabled>
            {t('cart.choose_volume')}
          </option>
        ) : null}
        {item.volume_variations.map((variation) => {
          const soldOut = variation.stock_status === STOCK_STATUS.OUT_OF_STOCK;
          return (
            <option
              key={variation.id}
              value={variation.id}
              disabled={soldOut && variation.id !== item.volume_variation_id}
            >
              {soldOut ? t('cart.volume_sold_out', { name: variation.name }) : variation.name}
            </option>
          );
        })}
      </select>
    </div>
  );
}

function QuantityStepper({
  item,
  disabled,
  onChange,
}: {
  item: CartItem;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const noteId = `${id}-note`;
  const [text, setText] = useState<string | null>(null);
  const limit = quantityLimitReason(item);
  const step =
    'inline-flex size-target items-center justify-center text-lg disabled:cursor-not-allowed disabled:text-line';

  function commit() {
    if (text === null) return;
    const value = Number(text);
    setText(null);
    if (Number.isInteger(value) && value >= 1) onChange(value);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted">
        {t('cart.quantity')}
      </label>
      <div className="inline-flex w-fit items-center rounded-full border border-line">
        <button
          type="button"
          className={step}
          aria-label={t('cart.decrease', { name: item.product_name })}
          aria-controls={id}
          disabled={disabled || item.quantity <= 1}
          onClick={() => onChange(item.quantity - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, item.max_quantity)}
          value={text ?? String(item.quantity)}
          disabled={disabled}
          aria-describedby={limit ? noteId : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          className="h-target w-12 [appearance:textfield] border-0 bg-transparent text-center tabular outline-none focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={step}
          aria-label={t('cart.increase', { name: item.product_name })}
          aria-controls={id}
          disabled={disabled || item.quantity >= item.max_quantity}
          onClick={() => onChange(item.quantity + 1)}
        >
          +
        </button>
      </div>
      {limit ? (
        <p id={noteId} className="text-xs text-muted">
          {limit === 'stock'
            ? t('cart.limit_stock', { count: item.max_quantity })
            : t('cart.limit_max', { count: item.max_quantity })}
        </p>
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
        <SummaryRows summary={summary} orderCompletedDay={cart.order_completed_day} />
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
