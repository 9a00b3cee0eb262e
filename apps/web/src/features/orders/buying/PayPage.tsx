import {
  formatPrice,
  formatShopDate,
  formatShopDateTime,
  isPoNumber,
  type OrderDetails,
  type PaymentIntent,
} from '@beauty/shared';
import { ErrorState, Skeleton, serverText, useLanguage } from '@beauty/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../../layouts/PageFrame';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { formatTimeLeft } from './checkout-rules';
import { EmptyWithLink, PANEL } from './parts';
import { SandboxCardForm } from './SandboxCardForm';
import { StripeCardForm } from './StripeCardForm';
import { usePayOrder } from './usePayOrder';

/**
 * /order/pay/{poNumber} (login needed): the amount and the time left to pay, the payment method, and the card
 * form. Works straight after placing an order and later from My Orders > To Pay: it needs only the PO number.
 */
export function PayPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.title'));
  const { poNumber = '' } = useParams();
  const valid = isPoNumber(poNumber);
  return (
    <PageFrame width="narrow" title={t('payment.title')}>
      {valid ? <PayOrder poNumber={poNumber} /> : <UnknownOrder />}
    </PageFrame>
  );
}

/** A PO number that is malformed, unknown or another member's: the page does not say which. */
function UnknownOrder() {
  const { t } = useTranslation();
  return (
    <EmptyWithLink
      title={t('payment.unknown_order')}
      to={href('order-list', { id: 'to_pay' })}
      label={t('payment.to_pay_link')}
    />
  );
}

function PayOrder({ poNumber }: { poNumber: string }) {
  const { t } = useTranslation();
  const { intent, refusal, details, dueAt } = usePayOrder(poNumber);

  if (intent.isPending) return <PaySkeleton />;
  if (intent.isError) {
    if (refusal === 'unknown_order') return <UnknownOrder />;
    if (refusal === 'not_payable') {
      return (
        <EmptyWithLink
          title={serverText(t, intent.error)}
          to={href('order-detail', { poNumber })}
          label={t('payment.view_order')}
        />
      );
    }
    return <ErrorState error={intent.error} onRetry={() => void intent.refetch()} />;
  }

  return (
    <div className="space-y-4">
      <PayAmount poNumber={poNumber} intent={intent.data} details={details} dueAt={dueAt} />
      <PayMethod poNumber={poNumber} intent={intent.data} voucherOnly={details?.voucher_only === true} />
    </div>
  );
}

/** The order and the amount to pay, the deadline, and what the order holds. */
function PayAmount({
  poNumber,
  intent,
  details,
  dueAt,
}: {
  poNumber: string;
  intent: PaymentIntent;
  details: OrderDetails | undefined;
  dueAt: Date | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="pay-order" className={PANEL}>
      <h2 id="pay-order" className="text-sm text-muted">
        {t('payment.order', { po: poNumber })}
      </h2>
      <p className="mt-1 text-sm">{t('payment.amount')}</p>
      <p className="text-3xl font-semibold tabular">{formatPrice(intent.amount, intent.currency)}</p>
      {dueAt ? <DueNote dueAt={dueAt} /> : null}
      {details ? (
        <p className="mt-2 text-sm text-muted">
          {t('payment.items', { count: details.item_count })}
          {details.delivery_date
            ? ` · ${t('payment.delivery', { date: formatShopDate(details.delivery_date, language), time: details.delivery_time ?? '' })}`
            : ''}
        </p>
      ) : null}
    </section>
  );
}

/** The payment method (a card, the one there is) and the card form of the intent's provider. */
function PayMethod({
  poNumber,
  intent,
  voucherOnly,
}: {
  poNumber: string;
  intent: PaymentIntent;
  voucherOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pay-method" className={PANEL}>
      <h2 id="pay-method" className="mb-3 text-lg font-semibold">
        {t('payment.method')}
      </h2>
      <fieldset>
        <legend className="sr-only">{t('payment.method')}</legend>
        <label className="flex min-h-target items-center gap-3 rounded-card border border-accent bg-accent-soft px-3">
          <input
            type="radio"
            name="payment-method"
            value="card"
            checked
            readOnly
            className="size-5 accent-accent"
          />
          <span className="font-medium">{t('payment.card')}</span>
        </label>
        {voucherOnly ? <p className="mt-2 text-sm text-muted">{t('vouchers.pay_card_only')}</p> : null}
      </fieldset>
      <div className="mt-4">
        {intent.provider === 'sandbox' ? (
          <SandboxCardForm intent={intent} poNumber={poNumber} />
        ) : (
          <StripeCardForm intent={intent} poNumber={poNumber} />
        )}
      </div>
    </section>
  );
}

/** The time left to pay, ticking in its own component so the page around it does not re-render. */
function DueNote({ dueAt }: { dueAt: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const over = now >= dueAt;
  const at = formatShopDateTime(dueAt, language);
  return (
    <p className={`mt-2 text-sm ${over ? 'text-deal' : 'text-muted'}`}>
      {over ? (
        t('payment.expired')
      ) : (
        <>
          {t('payment.due_at', { time: at })}{' '}
          <span className="font-semibold text-deal tabular" aria-hidden="true">
            {t('payment.time_left', { time: formatTimeLeft(dueAt, now) })}
          </span>
        </>
      )}
    </p>
  );
}

function PaySkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('a11y.loading')}</span>
      <div className={PANEL}>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="mt-3 h-9 w-48" />
        <Skeleton className="mt-3 h-4 w-56" />
      </div>
      <div className={PANEL}>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-11 w-full" />
        <Skeleton className="mt-4 h-11 w-full" />
        <Skeleton className="mt-4 h-11 w-56 rounded-full" />
      </div>
    </div>
  );
}
