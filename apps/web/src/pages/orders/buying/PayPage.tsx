import {
  formatPrice,
  formatShopDate,
  formatShopDateTime,
  isPoNumber,
  type PaymentIntent,
  shopInstant,
} from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  EmptyState,
  ErrorState,
  FieldError,
  inputClass,
  isApiError,
  Skeleton,
  serverFieldText,
  serverText,
  useLanguage,
} from '@beauty/ui';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOrderToPay, usePaymentIntent, usePaySandbox } from '../../../api/payment';
import { PageFrame } from '../../../layouts/PageFrame';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import {
  type CardProblem,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  onlyDigits,
} from './card';
import { formatTimeLeft } from './checkout-rules';
import { PANEL } from './parts';
import { PayOutcomeAlert, TestCardsHint, usePayOutcome } from './pay-parts';
import { StripeCardForm } from './StripeCardForm';

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
    <EmptyState
      boxed
      title={t('payment.unknown_order')}
      action={
        <Link to={href('order-list', { id: 'to_pay' })} className={buttonClass('primary')}>
          {t('payment.to_pay_link')}
        </Link>
      }
    />
  );
}

function PayOrder({ poNumber }: { poNumber: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const intent = usePaymentIntent(poNumber);
  const { details, placed } = useOrderToPay(poNumber);

  if (intent.isPending) return <PaySkeleton />;
  if (intent.isError) {
    const key = isApiError(intent.error) ? intent.error.messageKey : undefined;
    if (isApiError(intent.error) && intent.error.httpStatus === 404) {
      // Unknown, or another member's order: the API does not say which.
      return <UnknownOrder />;
    }
    if (key === 'order_not_payable') {
      return (
        <EmptyState
          boxed
          title={serverText(t, intent.error)}
          action={
            <Link to={href('order-detail', { poNumber })} className={buttonClass('primary')}>
              {t('payment.view_order')}
            </Link>
          }
        />
      );
    }
    return <ErrorState error={intent.error} onRetry={() => void intent.refetch()} />;
  }

  const data = intent.data;
  const dueAt = shopInstant(details.data?.payment_due_at ?? placed?.payment_due_at);
  return (
    <div className="space-y-4">
      <section aria-labelledby="pay-order" className={PANEL}>
        <h2 id="pay-order" className="text-sm text-muted">
          {t('payment.order', { po: poNumber })}
        </h2>
        <p className="mt-1 text-sm">{t('payment.amount')}</p>
        <p className="text-3xl font-semibold tabular">{formatPrice(data.amount, data.currency)}</p>
        {dueAt ? <DueNote dueAt={dueAt} /> : null}
        {details.data ? (
          <p className="mt-2 text-sm text-muted">
            {t('payment.items', { count: details.data.item_count })}
            {details.data.delivery_date
              ? ` · ${t('payment.delivery', { date: formatShopDate(details.data.delivery_date, language), time: details.data.delivery_time ?? '' })}`
              : ''}
          </p>
        ) : null}
      </section>

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
          {details.data?.voucher_only ? (
            <p className="mt-2 text-sm text-muted">{t('vouchers.pay_card_only')}</p>
          ) : null}
        </fieldset>
        <div className="mt-4">
          {data.provider === 'sandbox' ? (
            <SandboxCardForm intent={data} poNumber={poNumber} />
          ) : (
            <StripeCardForm intent={data} poNumber={poNumber} />
          )}
        </div>
      </section>
    </div>
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

type CardFieldName = 'cardNumber' | 'expiry' | 'cvc';
type CardErrors = Partial<Record<CardFieldName, string>>;

/** One input of the card form: label, numeric keyboard, optional hint, and its error linked for readers. */
function CardField({
  formId,
  field,
  label,
  hint,
  inputRef,
  value,
  onValue,
  onEdit,
  onBlur,
  error,
  ...input
}: {
  formId: string;
  field: CardFieldName;
  label: string;
  hint?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onValue: (raw: string) => void;
  onEdit: () => void;
  onBlur: () => void;
  error: string | undefined;
  name: string;
  autoComplete: string;
  placeholder?: string;
  maxLength: number;
}) {
  const inputId = `${formId}-${field}`;
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="numeric"
        className={`${inputClass} tabular`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          onValue(event.target.value);
          onEdit();
        }}
        onBlur={onBlur}
      />
      {hint ? (
        <p id={hintId ?? undefined} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function SandboxCardForm({ intent, poNumber }: { intent: PaymentIntent; poNumber: string }) {
  const { t } = useTranslation();
  const pay = usePaySandbox();
  const outcome = usePayOutcome(poNumber);
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const id = useId();
  const refs = {
    cardNumber: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  const text = (problem: CardProblem | null) => (problem ? t(`payment.${problem}`) : undefined);
  const check = {
    cardNumber: () => text(cardNumberProblem(cardNumber)),
    expiry: () => text(expiryProblem(expiry)),
    cvc: () => text(cvcProblem(cvc)),
  };

  function onBlur(field: keyof CardErrors) {
    const value = { cardNumber, expiry, cvc }[field];
    // A field left empty on the way through is not an error yet; it is on submit.
    if (value.trim() === '') return;
    setErrors((e) => ({ ...e, [field]: check[field]() }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: CardErrors = { cardNumber: check.cardNumber(), expiry: check.expiry(), cvc: check.cvc() };
    setErrors(found);
    const first = (['cardNumber', 'expiry', 'cvc'] as const).find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    outcome.clear();
    pay.mutate(
      { intent, card: { cardNumber, expiry, cvc } },
      {
        onSuccess: outcome.settled,
        onError: (error) => {
          const field = serverFieldText(error, 'expiry')
            ? 'expiry'
            : serverFieldText(error, 'card_number')
              ? 'cardNumber'
              : serverFieldText(error, 'cvc')
                ? 'cvc'
                : null;
          if (field) {
            setErrors({
              [field]: t(
                field === 'expiry'
                  ? 'payment.card_expired'
                  : `payment.${field === 'cvc' ? 'cvc' : 'card'}_invalid`,
              ),
            });
            refs[field].current?.focus();
            return;
          }
          outcome.failed(error);
        },
      },
    );
  }

  /** A field's error, and what it does when typed in (the error goes) or left (it is checked). */
  const fieldState = (field: CardFieldName) => ({
    error: errors[field],
    onEdit: () => {
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
    onBlur: () => onBlur(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="sr-only">
        {t('payment.card_details')}
      </h3>
      <TestCardsHint />
      <PayOutcomeAlert state={outcome} />
      <CardField
        formId={id}
        field="cardNumber"
        label={t('payment.card_number')}
        name="cardnumber"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        inputRef={refs.cardNumber}
        value={cardNumber}
        onValue={(raw) => setCardNumber(formatCardNumber(raw))}
        {...fieldState('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-3">
        <CardField
          formId={id}
          field="expiry"
          label={t('payment.expiry')}
          name="cc-exp"
          autoComplete="cc-exp"
          placeholder={t('payment.expiry_placeholder')}
          maxLength={5}
          inputRef={refs.expiry}
          value={expiry}
          onValue={(raw) => setExpiry(formatExpiry(raw))}
          {...fieldState('expiry')}
        />
        <CardField
          formId={id}
          field="cvc"
          label={t('payment.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          maxLength={4}
          hint={t('payment.cvc_hint')}
          inputRef={refs.cvc}
          value={cvc}
          onValue={(raw) => setCvc(onlyDigits(raw).slice(0, 4))}
          {...fieldState('cvc')}
        />
      </div>
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full md:w-auto md:self-start md:min-w-56')}
        disabled={pay.isPending}
      >
        <BusyLabel busy={pay.isPending}>
          {pay.isPending
            ? t('payment.paying')
            : t('payment.pay', { amount: formatPrice(intent.amount, intent.currency) })}
        </BusyLabel>
      </button>
    </form>
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
