import { type CartFlag, type CartItem, formatPrice, STOCK_STATUS } from '@beauty/shared';
import { buttonClass, Spinner, serverText } from '@beauty/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/AuthProvider';
import { LinePrice, ProductLine } from '../../../components/ProductLine';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { href } from '../../../routes/paths';
import { useChangeVariation, useEditCart } from '../cart-api';
import { isVoucherLine, quantityLimitReason } from './checkout-rules';
import { VoucherTag } from './parts';

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

/**
 * One line of the cart: its check mark, the product, volume and quantity (each change is a call that answers
 * the whole cart), what is wrong with it and what to do, and its removal.
 */
export function CartLine({ item, onDelete }: { item: CartItem; onDelete: () => void }) {
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
  const limit = quantityLimitReason(item);

  const onFail = (error: unknown) => setProblem(serverText(t, error));
  const onDone = () => setProblem(null);

  function setQuantity(next: number) {
    edit.mutate(
      { kind: 'line', cartItemId: item.id, quantity: next },
      { onError: onFail, onSuccess: onDone },
    );
  }

  const describedBy =
    [flagged ? flagsId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;

  return (
    <li className="py-4" aria-busy={busy || undefined}>
      <ProductLine
        variant="cart"
        image={item.image}
        name={item.product_name}
        to={href('product-detail', { productId: item.product_id })}
        dimmed={removed}
        select={
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
        }
        details={
          <>
            {item.partner_only ? (
              <span className="mt-1 mr-1 inline-block rounded-full border border-gold bg-gold-soft px-2 py-0.5 text-[11px] font-semibold text-gold-ink">
                {t('cart.partner_only')}
              </span>
            ) : null}
            {isVoucherLine(item) ? <VoucherTag note /> : null}
          </>
        }
        price={
          <LinePrice
            className="sm:justify-end"
            cents={item.price}
            listCents={item.unit_price}
            currency={item.currency}
            agentPriced={isAgent && item.agent_price !== null && item.price === item.agent_price}
          />
        }
      >
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
          {!removed ? (
            <QuantityStepper
              value={item.quantity}
              max={Math.max(1, item.max_quantity)}
              disabled={busy}
              onChange={setQuantity}
              label={t('cart.quantity')}
              decreaseLabel={t('cart.decrease', { name: item.product_name })}
              increaseLabel={t('cart.increase', { name: item.product_name })}
              note={
                limit === 'stock'
                  ? t('cart.limit_stock', { count: item.max_quantity })
                  : limit === 'max'
                    ? t('cart.limit_max', { count: item.max_quantity })
                    : undefined
              }
            />
          ) : null}
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
            <span className="font-semibold">{formatPrice(item.line_total, item.currency)}</span>
          </p>
        </div>
      </ProductLine>
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
