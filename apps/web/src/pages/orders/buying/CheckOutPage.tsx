import {
  type Address,
  addressLines,
  DELIVERY_SLOTS,
  type DeliverySlot,
  daysFrom,
  deliveryDateRange,
  formatPrice,
  formatShopDate,
  isMessageKey,
  MIN_CHARGE_CENTS,
  type Shipping,
} from '@beauty/shared';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  useEditBillingAddress,
  useEditDeliveryAddress,
  usePlaceOrder,
  useRedeemPoints,
  useSchedule,
  useShipping,
} from '../../../api/checkout';
import { isApiError } from '../../../api/client';
import { useLanguage } from '../../../api/queries';
import { FieldError, FormError, inputClass, serverFieldText, serverText } from '../../../app/account/fields';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/Dialog';
import { Skeleton } from '../../../ui/Skeleton';
import { BusyLabel, Spinner } from '../../../ui/Spinner';
import { EmptyState, QueryBody } from '../../../ui/states';
import { showToast } from '../../../ui/toast-store';
import { DayPicker, focusDay } from '../OrderParts';
import { checkedItems, clampPoints, maxUsablePoints, parsePoints, pointsProblem } from './checkout-rules';
import { PAGE, PANEL, SummaryRows, useFocusReturn } from './parts';

/**
 * /order/check-out (login needed): where the checked cart lines go (delivery and billing address), when
 * (date and time slot), how many points to redeem, the summary, and Place order, which leads to payment.
 */
export function CheckOutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'));
  const shipping = useShipping();

  return (
    <div className={PAGE}>
      <h1 className="mb-4 text-2xl font-semibold tracking-tight md:mb-6 md:text-3xl">
        {t('checkout.title')}
      </h1>
      <QueryBody
        query={shipping}
        skeleton={<CheckOutSkeleton />}
        isEmpty={(data) => checkedItems(data).length === 0}
        empty={
          <EmptyState
            boxed
            title={t('checkout.nothing_title')}
            text={t('checkout.nothing_text')}
            action={
              <Link to={href('order-cart')} className={buttonClass('primary')}>
                {t('checkout.back_to_cart')}
              </Link>
            }
          />
        }
      >
        {(data) => <CheckOutForm shipping={data} />}
      </QueryBody>
    </div>
  );
}

type FieldErrors = { address?: string; date?: string; time?: string };

function CheckOutForm({ shipping }: { shipping: Shipping }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const fallbackRange = deliveryDateRange();
  const [date, setDate] = useState(fallbackRange.earliest);
  const [time, setTime] = useState<DeliverySlot | ''>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const schedule = useSchedule(date);
  const addressRef = useRef<HTMLButtonElement>(null);
  const dateRef = useRef<HTMLFieldSetElement>(null);
  const timeRef = useRef<HTMLFieldSetElement>(null);

  const earliest = schedule.data?.earliest_date ?? fallbackRange.earliest;
  const latest = schedule.data?.latest_date ?? fallbackRange.latest;
  const slots = schedule.data?.date === date ? schedule.data.slots : null;
  const flagged = checkedItems(shipping).some((item) => item.flags.length > 0);

  const range = { earliest: formatShopDate(earliest, language), latest: formatShopDate(latest, language) };

  function dateProblem(value: string): string | undefined {
    if (!value) return t('checkout.date_required');
    if (value < earliest || value > latest) return t('checkout.date_range', range);
    return undefined;
  }

  function onDateChange(value: string) {
    setDate(value);
    setTime('');
    setErrors((e) => ({ ...e, date: value ? dateProblem(value) : undefined, time: undefined }));
  }

  function validate(): FieldErrors {
    const next: FieldErrors = {};
    if (!shipping.delivery_address) next.address = t('checkout.address_required');
    next.date = dateProblem(date);
    if (!time) next.time = t('checkout.time_required');
    else if (slots && !slots.some((slot) => slot.time === time && slot.available))
      next.time = t('delivery_slot_full', { ns: 'messages' });
    return next;
  }

  function focusFirst(found: FieldErrors) {
    if (found.address) addressRef.current?.focus();
    else if (found.date) focusDay(dateRef.current);
    else if (found.time) timeRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (found.address || found.date || found.time) {
      focusFirst(found);
      return;
    }
    if (!time) return;
    place.mutate(
      { date, time },
      {
        // At once, not as a transition: the cart refetched after the order would otherwise show this page's
        // "nothing to check out" until the pay page is ready.
        onSuccess: (placed) =>
          navigate(href('order-pay', { poNumber: placed.po_number }), { replace: true, flushSync: true }),
        onError: (error) => {
          const key = isApiError(error) ? error.messageKey : undefined;
          const server: FieldErrors = {
            date: fieldMessage(error, 'date'),
            time:
              fieldMessage(error, 'time') ??
              (key === 'delivery_slot_full' ? serverText(t, error) : undefined),
          };
          if (key === 'delivery_slot_full') void schedule.refetch();
          setErrors(server);
          if (server.date || server.time) focusFirst(server);
          else setFormError(serverText(t, error));
        },
      },
    );
  }

  function fieldMessage(error: unknown, field: string): string | undefined {
    const text = serverFieldText(error, field);
    if (!text) return undefined;
    return isMessageKey(text) ? t(text, { ns: 'messages' }) : text;
  }

  const payNextId = useId();

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]"
    >
      <div className="min-w-0 space-y-4">
        {flagged ? (
          <p role="alert" className="rounded-card bg-accent-soft px-4 py-3 text-sm text-deal">
            {t('checkout.flagged')}{' '}
            <Link to={href('order-cart')} className="font-semibold underline">
              {t('checkout.back_to_cart')}
            </Link>
          </p>
        ) : null}
        <AddressSection shipping={shipping} error={errors.address} changeRef={addressRef} />
        <section aria-labelledby="checkout-delivery" className={PANEL}>
          <h2 id="checkout-delivery" className="mb-3 text-lg font-semibold">
            {t('checkout.delivery')}
          </h2>
          <DayPicker
            groupRef={dateRef}
            days={daysFrom(earliest, latest)}
            value={date}
            legend={t('checkout.date')}
            hint={t('checkout.date_hint', range)}
            name="delivery-date"
            error={errors.date}
            onChange={onDateChange}
          />
          <SlotField
            fieldsetRef={timeRef}
            slots={slots}
            loading={schedule.isFetching && !slots}
            loadError={schedule.isError && !slots ? schedule.error : null}
            onRetry={() => void schedule.refetch()}
            value={time}
            error={errors.time}
            onChange={(value) => {
              setTime(value);
              setErrors((e) => ({ ...e, time: undefined }));
            }}
          />
        </section>
        <PointsSection shipping={shipping} />
        <ItemsSection shipping={shipping} />
      </div>

      <section aria-labelledby="checkout-summary" className={`${PANEL} lg:sticky lg:top-4`}>
        <h2 id="checkout-summary" className="mb-3 text-lg font-semibold">
          {t('cart.summary')}
        </h2>
        <SummaryRows summary={shipping.order_summary} orderCompletedDay={shipping.order_completed_day} />
        <div className="mt-4 flex flex-col gap-3">
          <FormError message={formError} />
          <button
            type="submit"
            className={buttonClass('primary', 'md', 'w-full')}
            disabled={place.isPending || flagged}
            aria-describedby={payNextId}
          >
            <BusyLabel busy={place.isPending}>
              {place.isPending ? t('checkout.placing') : t('checkout.place_order')}
            </BusyLabel>
          </button>
          <p id={payNextId} className="text-center text-xs text-muted">
            {t('checkout.pay_next')}
          </p>
        </div>
      </section>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Addresses

function AddressLines({ address }: { address: Address }) {
  return (
    <div className="text-sm">
      <p className="font-semibold">{address.receiver_name}</p>
      {addressLines(address).map((line) => (
        <p key={line} className="text-muted">
          {line}
        </p>
      ))}
    </div>
  );
}

type AddressKind = 'delivery' | 'billing';

function AddressSection({
  shipping,
  error,
  changeRef,
}: {
  shipping: Shipping;
  error?: string;
  changeRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState<AddressKind | null>(null);
  const focus = useFocusReturn();
  const errorId = useId();
  const hasBook = shipping.addresses.length > 0;

  function open(kind: AddressKind) {
    focus.remember();
    setChoosing(kind);
  }

  function close() {
    setChoosing(null);
    focus.restore();
  }

  const block = (kind: AddressKind, address: Address | null) => (
    <div className="flex-1 rounded-card border border-line p-3">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          {kind === 'delivery' ? t('checkout.delivery_address') : t('checkout.billing_address')}
        </h3>
        {hasBook ? (
          <button
            ref={kind === 'delivery' ? changeRef : undefined}
            type="button"
            className={buttonClass('text', 'sm')}
            aria-haspopup="dialog"
            aria-describedby={kind === 'delivery' && error ? errorId : undefined}
            onClick={() => open(kind)}
          >
            {address ? t('checkout.change') : t('checkout.choose')}
            <span className="sr-only">
              {' '}
              {kind === 'delivery' ? t('checkout.delivery_address') : t('checkout.billing_address')}
            </span>
          </button>
        ) : null}
      </div>
      {address ? (
        <AddressLines address={address} />
      ) : (
        <p className="text-sm text-muted">
          {kind === 'billing' && shipping.delivery_address
            ? t('checkout.billing_same')
            : t('checkout.no_address_chosen')}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby="checkout-addresses" className={PANEL}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="checkout-addresses" className="text-lg font-semibold">
          {t('checkout.addresses')}
        </h2>
        <Link to={href('order-add-address')} className={buttonClass('text', 'sm')}>
          {t('checkout.add_address')}
        </Link>
      </div>
      {hasBook ? (
        <div className="flex flex-col gap-3 md:flex-row">
          {block('delivery', shipping.delivery_address)}
          {block('billing', shipping.billing_address)}
        </div>
      ) : (
        <div className="rounded-card border border-dashed border-line bg-soft p-4 text-sm">
          <p>{t('checkout.no_addresses')}</p>
          <Link to={href('order-add-address')} className={buttonClass('secondary', 'sm', 'mt-3')}>
            {t('checkout.add_address')}
          </Link>
        </div>
      )}
      <FieldError id={errorId} message={error} />
      {choosing ? (
        <AddressDialog
          kind={choosing}
          addresses={shipping.addresses}
          currentId={
            (choosing === 'delivery' ? shipping.delivery_address?.id : shipping.billing_address?.id) ?? null
          }
          onClose={close}
        />
      ) : null}
    </section>
  );
}

function AddressDialog({
  kind,
  addresses,
  currentId,
  onClose,
}: {
  kind: AddressKind;
  addresses: Address[];
  currentId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const delivery = useEditDeliveryAddress();
  const billing = useEditBillingAddress();
  const save = kind === 'delivery' ? delivery : billing;
  const [chosen, setChosen] = useState<number | null>(currentId ?? addresses[0]?.id ?? null);
  const name = useId();
  const title = kind === 'delivery' ? t('checkout.choose_delivery') : t('checkout.choose_billing');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) return;
    if (chosen === currentId) {
      onClose();
      return;
    }
    save.mutate(chosen, {
      onSuccess: () => {
        showToast(t('checkout.address_saved'), 'success');
        onClose();
      },
    });
  }

  return (
    <Dialog title={title} onClose={onClose} width={520}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4 p-5">
        <fieldset>
          <legend className="sr-only">{title}</legend>
          <ul className="space-y-2">
            {addresses.map((address) => {
              const id = `${name}-${address.id}`;
              return (
                <li key={address.id}>
                  <label
                    htmlFor={id}
                    className="flex cursor-pointer gap-3 rounded-card border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
                  >
                    <input
                      id={id}
                      type="radio"
                      name={name}
                      className="mt-1 size-5 shrink-0 accent-accent"
                      checked={chosen === address.id}
                      onChange={() => setChosen(address.id)}
                      {...(chosen === address.id ? { 'data-autofocus': true } : {})}
                    />
                    <span className="min-w-0 flex-1">
                      <AddressLines address={address} />
                      {address.default_delivery_address || address.default_billing_address ? (
                        <span className="mt-1 flex flex-wrap gap-1">
                          {address.default_delivery_address ? (
                            <span className="rounded-full bg-soft px-2 py-0.5 text-xs">
                              {t('checkout.default_delivery')}
                            </span>
                          ) : null}
                          {address.default_billing_address ? (
                            <span className="rounded-full bg-soft px-2 py-0.5 text-xs">
                              {t('checkout.default_billing')}
                            </span>
                          ) : null}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {save.isError ? <FormError message={serverText(t, save.error)} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link to={href('order-add-address')} className={buttonClass('text', 'sm')}>
            {t('checkout.add_address')}
          </Link>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={save.isPending || chosen === null}
          >
            <BusyLabel busy={save.isPending}>{t('checkout.use_address')}</BusyLabel>
          </button>
        </div>
      </form>
    </Dialog>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Date and time

function SlotField({
  fieldsetRef,
  slots,
  loading,
  loadError,
  onRetry,
  value,
  error,
  onChange,
}: {
  fieldsetRef: React.RefObject<HTMLFieldSetElement | null>;
  slots: { time: DeliverySlot; available: boolean }[] | null;
  loading: boolean;
  loadError: unknown;
  onRetry: () => void;
  value: DeliverySlot | '';
  error?: string;
  onChange: (value: DeliverySlot) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  const shown = slots ?? DELIVERY_SLOTS.map((time) => ({ time, available: false }));
  return (
    <fieldset
      ref={fieldsetRef}
      className="mt-4"
      aria-describedby={error ? errorId : undefined}
      aria-busy={loading || undefined}
    >
      <legend className="mb-2 text-sm font-medium">{t('checkout.time')}</legend>
      {loadError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-deal">{serverText(t, loadError)}</p>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      ) : loading ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DELIVERY_SLOTS.map((slot) => (
            <Skeleton key={slot} className="h-11 rounded-full" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {shown.map((slot) => {
            const id = `${name}-${slot.time}`;
            return (
              <div key={slot.time} className="relative">
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={slot.time}
                  checked={value === slot.time}
                  disabled={!slot.available}
                  onChange={() => onChange(slot.time)}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <label
                  htmlFor={id}
                  className="flex min-h-target flex-col items-center justify-center rounded-full border border-line px-3 text-sm tabular peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:font-semibold peer-checked:text-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:border-dashed peer-disabled:text-muted"
                >
                  <span>{slot.time.replace('-', ' – ')}</span>
                  {!slot.available ? <span className="text-[11px]">{t('checkout.slot_full')}</span> : null}
                </label>
              </div>
            );
          })}
        </div>
      )}
      {slots && !slots.some((slot) => slot.available) ? (
        <p className="mt-2 text-sm text-muted">{t('checkout.no_slots')}</p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Points

function PointsSection({ shipping }: { shipping: Shipping }) {
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
        const message = field ? (isMessageKey(field) ? t(field, { ns: 'messages' }) : field) : undefined;
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

// ---------------------------------------------------------------------------------------------------------
// Items

function ItemsSection({ shipping }: { shipping: Shipping }) {
  const { t } = useTranslation();
  const items = checkedItems(shipping);
  return (
    <section aria-labelledby="checkout-items" className={PANEL}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="checkout-items" className="text-lg font-semibold">
          {t('checkout.items', { count: items.length })}
        </h2>
        <Link to={href('order-cart')} className={buttonClass('text', 'sm')}>
          {t('checkout.edit_cart')}
        </Link>
      </div>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            <img
              src={item.image}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-card bg-soft object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="text-xs text-muted small-caps">{item.brand_name}</p>
              <p className="line-clamp-2 font-medium">{item.product_name}</p>
              <p className="text-muted">
                {item.variation_name ? `${item.variation_name} · ` : ''}
                {t('checkout.quantity', { count: item.quantity })}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold tabular">
              {formatPrice(item.line_total, item.currency)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CheckOutSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <span className="sr-only">{t('a11y.loading')}</span>
      <div className="space-y-4">
        {[1, 2, 3].map((n) => (
          <div key={n} className={PANEL}>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="mt-4 h-4 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
            <Skeleton className="mt-4 h-11 w-full" />
          </div>
        ))}
      </div>
      <div className={PANEL}>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-4 h-11 w-full rounded-full" />
      </div>
    </div>
  );
}
