import {
  type DeliverySlot,
  daysFrom,
  deliveryDateRange,
  formatShopDate,
  type Shipping,
} from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  FormError,
  isApiError,
  isKnownMessage,
  QueryBody,
  Skeleton,
  serverFieldText,
  serverText,
  TicketIcon,
  useLanguage,
} from '@beauty/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinePrice, ProductLine } from '../../../components/ProductLine';
import { PageFrame } from '../../../layouts/PageFrame';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { usePlaceOrder, useSchedule, useShipping } from '../checkout-api';
import { DeliveryDayPicker, focusDay, focusSlot } from '../DeliveryDayPicker';
import { AddressSection } from './CheckoutAddresses';
import { PointsSection } from './CheckoutPoints';
import { checkedItems, isVoucherLine, isVoucherOnly } from './checkout-rules';
import { EmptyWithLink, PANEL, SummaryRows, VoucherTag } from './parts';

/**
 * /order/check-out (login needed): where the checked cart lines go (delivery and billing address), when
 * (date and time slot), how many points to redeem, the summary, and Place order, which leads to payment.
 */
export function CheckOutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'));
  const shipping = useShipping();

  return (
    <PageFrame title={t('checkout.title')}>
      <QueryBody
        query={shipping}
        skeleton={<CheckOutSkeleton />}
        isEmpty={(data) => checkedItems(data).length === 0}
        empty={
          <EmptyWithLink
            title={t('checkout.nothing_title')}
            text={t('checkout.nothing_text')}
            to={href('order-cart')}
            label={t('checkout.back_to_cart')}
          />
        }
      >
        {(data) => <CheckOutForm shipping={data} />}
      </QueryBody>
    </PageFrame>
  );
}

type FieldErrors = { address?: string; date?: string; time?: string };

function CheckOutForm({ shipping }: { shipping: Shipping }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const place = usePlaceOrder();
  const fallbackRange = deliveryDateRange();
  const [date, setDate] = useState(fallbackRange.earliest);
  const [time, setTime] = useState<DeliverySlot | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Vouchers are not delivered: no address, date or slot to choose, and no slots to fetch.
  const voucherOnly = isVoucherOnly(shipping);
  const schedule = useSchedule(voucherOnly ? '' : date);
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
    setTime(null);
    setErrors((e) => ({ ...e, date: value ? dateProblem(value) : undefined, time: undefined }));
  }

  function validate(): FieldErrors {
    const next: FieldErrors = {};
    if (voucherOnly) return next;
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
    else if (found.time) focusSlot(timeRef.current);
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
    if (!voucherOnly && !time) return;
    place.mutate(voucherOnly || !time ? {} : { date, time }, {
      // A new document, not a route change: only the pay page's document may load Stripe.js (the server's
      // Content-Security-Policy names js.stripe.com there alone).
      onSuccess: (placed) => window.location.replace(href('order-pay', { poNumber: placed.po_number })),
      onError: (error) => {
        const key = isApiError(error) ? error.messageKey : undefined;
        const server: FieldErrors = {
          date: fieldMessage(error, 'date'),
          time:
            fieldMessage(error, 'time') ?? (key === 'delivery_slot_full' ? serverText(t, error) : undefined),
        };
        if (key === 'delivery_slot_full') void schedule.refetch();
        setErrors(server);
        if (server.date || server.time) focusFirst(server);
        else setFormError(serverText(t, error));
      },
    });
  }

  function fieldMessage(error: unknown, field: string): string | undefined {
    const text = serverFieldText(error, field);
    if (!text) return undefined;
    return isKnownMessage(text) ? t(text, { ns: 'messages' }) : text;
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
        {voucherOnly ? (
          <VoucherOnlyNote />
        ) : (
          <>
            <AddressSection shipping={shipping} error={errors.address} changeRef={addressRef} />
            <section aria-labelledby="checkout-delivery" className={PANEL}>
              <h2 id="checkout-delivery" className="mb-3 text-lg font-semibold">
                {t('checkout.delivery')}
              </h2>
              <DeliveryDayPicker
                days={daysFrom(earliest, latest)}
                date={date}
                onDateChange={onDateChange}
                schedule={schedule}
                time={time}
                onTimeChange={(value) => {
                  setTime(value);
                  setErrors((e) => ({ ...e, time: undefined }));
                }}
                dateLegend={t('checkout.date')}
                dateHint={t('checkout.date_hint', range)}
                timeLegend={t('checkout.time')}
                name="delivery-date"
                dateError={errors.date}
                timeError={errors.time}
                dateRef={dateRef}
                timeRef={timeRef}
              />
            </section>
          </>
        )}
        <PointsSection shipping={shipping} />
        <ItemsSection shipping={shipping} />
      </div>

      <section aria-labelledby="checkout-summary" className={`${PANEL} lg:sticky lg:top-4`}>
        <h2 id="checkout-summary" className="mb-3 text-lg font-semibold">
          {t('cart.summary')}
        </h2>
        <SummaryRows
          summary={shipping.order_summary}
          orderCompletedDay={shipping.order_completed_day}
          voucherOnly={voucherOnly}
        />
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

/** In place of the address and delivery steps: why there are none, and where the vouchers go. */
function VoucherOnlyNote() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-vouchers" className={`${PANEL} flex gap-3`}>
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
      >
        <TicketIcon size={22} />
      </span>
      <div>
        <h2 id="checkout-vouchers" className="text-lg font-semibold">
          {t('vouchers.checkout_heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('vouchers.checkout_text')}</p>
      </div>
    </section>
  );
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
          <li key={item.id} className="py-3">
            <ProductLine
              variant="summary"
              image={item.image}
              brand={item.brand_name}
              name={item.product_name}
              details={
                <>
                  <p className="text-muted">
                    {item.variation_name ? `${item.variation_name} · ` : ''}
                    {t('checkout.quantity', { count: item.quantity })}
                  </p>
                  {isVoucherLine(item) ? <VoucherTag /> : null}
                </>
              }
              price={<LinePrice cents={item.line_total} currency={item.currency} />}
            />
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
