import { formatPrice, MIN_CHARGE_CENTS, type Shipping } from '@beauty/shared';
import {
  buttonClass,
  FieldError,
  inputClass,
  isKnownMessage,
  Spinner,
  serverFieldText,
  serverText,
  showToast,
} from '@beauty/ui';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRedeemPoints } from '../checkout-api';
import { clampPoints, maxUsablePoints, parsePoints, pointsProblem } from './checkout-rules';
import { PANEL } from './parts';

/**
 * Points to redeem on this order: the balance and the most it may take (or why none), the amount with Use max
 * and Apply, each refused amount said under the field. Not a form of its own: it sits in the checkout form.
 */
export function PointsSection({ shipping }: { shipping: Shipping }) {
  const { t } = useTranslation();
  const redeem = useRedeemPoints();
  const id = useId();
  const hintId = `${id}-hint`;
  const reasonId = `${id}-reason`;
  const errorId = `${id}-error`;
  const currency = shipping.order_summary.currency;
  const max = maxUsablePoints(shipping.point_available, shipping.max_redeemable);
  const why = pointsLimitText(t, shipping);
  // Nothing to choose (the server caps the points in use at the same maximum): the controls are disabled and
  // say why beside them, instead of refusing each try.
  const blocked = max === 0;
  const { register, handleSubmit, setValue, setError, formState } = useForm<{ points: string }>({
    mode: 'onTouched',
    defaultValues: { points: shipping.point_redeemed > 0 ? String(shipping.point_redeemed) : '' },
  });
  const error = formState.errors.points?.message;

  function problemText(value: string): string | undefined {
    const problem = pointsProblem(value, shipping.point_available, shipping.max_redeemable);
    if (!problem) return undefined;
    if (problem === 'over_max') return t('checkout_points.over_max', { count: max });
    return t(problem, { ns: 'messages' });
  }

  // Not a form of its own: it sits inside the checkout form, whose submit places the order.
  const apply = handleSubmit(({ points: value }) => {
    const points = clampPoints(parsePoints(value) ?? 0, max);
    redeem.mutate(points, {
      onSuccess: () =>
        showToast(
          points > 0 ? t('checkout.points_applied', { count: points }) : t('checkout.points_removed'),
          'success',
        ),
      onError: (failure) => {
        const field = serverFieldText(failure, 'points');
        const message = field ? (isKnownMessage(field) ? t(field, { ns: 'messages' }) : field) : undefined;
        setError('points', { message: message ?? serverText(t, failure) }, { shouldFocus: true });
      },
    });
  });

  const describedBy = [hintId, blocked ? reasonId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <section aria-labelledby="checkout-points" className={PANEL}>
      <h2 id="checkout-points" className="mb-1 text-lg font-semibold">
        {t('checkout.points')}
      </h2>
      <p id={hintId} className="mb-3 text-sm text-muted">
        {t('checkout.points_available', {
          count: shipping.point_available,
          value: formatPrice(shipping.point_available_conversion, currency),
        })}
        {blocked ? null : ` ${t('checkout.points_max', { count: max })}${why ? ` ${why}` : ''}`}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('checkout.points_label')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={`${inputClass} max-w-28 tabular sm:max-w-40`}
            disabled={blocked}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...register('points', { validate: (value) => problemText(value) ?? true })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void apply();
              }
            }}
          />
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={blocked || redeem.isPending}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => {
              setValue('points', String(max), { shouldValidate: false });
              void apply();
            }}
          >
            {t('checkout.use_max')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={blocked || redeem.isPending}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => void apply()}
          >
            {redeem.isPending ? <Spinner size={16} /> : null}
            {t('checkout.apply_points')}
          </button>
        </div>
        {blocked ? (
          <p id={reasonId} className="text-sm text-ink">
            {why}
          </p>
        ) : null}
        <FieldError id={errorId} message={error} />
        {shipping.point_redeemed > 0 ? (
          <p className="text-sm text-success">
            {t('checkout.points_in_use', {
              count: shipping.point_redeemed,
              value: formatPrice(shipping.order_summary.points_value, currency),
            })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Why this checkout takes no more points than it does, from the shared rule's reason: for no points at all,
 * always; for a cap, unless the balance is it (the sentence before already says how many the member has).
 */
function pointsLimitText(t: TFunction, shipping: Shipping): string | null {
  const reason = shipping.max_redeemable_reason;
  const amount = formatPrice(MIN_CHARGE_CENTS, shipping.order_summary.currency);
  if (shipping.max_redeemable === 0) return t(`checkout_points.none_${reason}`, { amount });
  return reason === 'balance' ? null : t(`checkout_points.cap_${reason}`, { amount });
}
