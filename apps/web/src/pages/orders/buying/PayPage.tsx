import { formatPrice, type PaymentIntent } from '@beauty/shared';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { useOrderToPay, usePaymentIntent, usePaySandbox } from '../../../api/payment';
import { FieldError, inputClass, serverFieldText, serverText } from '../../../app/account/fields';
import { useDocumentTitle } from '../../../lib/hooks';
import { href } from '../../../routes/paths';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import {
  type CardProblem,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  onlyDigits,
  SANDBOX_CARDS,
} from './card';
import { formatTimeLeft, shopTimeToDate } from './checkout-rules';
import { BusyLabel, NARROW_PAGE, PANEL } from './parts';

const PO_PATTERN = /^PO\d{6,12}$/;

/**
 * /order/pay/{poNumber} (login needed): the amount and the time left to pay, the payment method, and the card
 * form. Works straight after placing an order and later from My Orders > To Pay: it needs only the PO number.
 */
export function PayPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.title'));
  const { poNumber = '' } = useParams();
  const valid = PO_PATTERN.test(poNumber);
  return (
    <div className={NARROW_PAGE}>
      <h1 className="mb-4 text-2xl font-semibold tracking-tight md:mb-6 md:text-3xl">{t('payment.title')}</h1>
      {valid ? (
        <PayOrder poNumber={poNumber} />
      ) : (
        <EmptyState
          className="rounded-card border border-dashed border-line bg-soft"
          title={t('payment.unknown_order')}
          action={
            <Link to={href('order-list', { id: 'to_pay' })} className={buttonClass('primary')}>
              {t('payment.to_pay_link')}
            </Link>
          }
        />
      )}
    </div>
  );
}

function PayOrder({ poNumber }: { poNumber: string }) {
  const { t } = useTranslation();
  const intent = usePaymentIntent(poNumber);
  const { details, placed } = useOrderToPay(poNumber);

  if (intent.isPending) return <PaySkeleton />;
  if (intent.isError) {
    const key = isApiError(intent.error) ? intent.error.messageKey : undefined;
    if (isApiError(intent.error) && intent.error.httpStatus === 404) {
      // Unknown, or another member's order: the API does not say which.
      return (
        <EmptyState
          className="rounded-card border border-dashed border-line bg-soft"
          title={t('payment.unknown_order')}
          action={
            <Link to={href('order-list', { id: 'to_pay' })} className={buttonClass('primary')}>
              {t('payment.to_pay_link')}
            </Link>
          }
        />
      );
    }
    if (key === 'order_not_payable') {
      return (
        <EmptyState
          className="rounded-card border border-dashed border-line bg-soft"
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
  const dueAt = shopTimeToDate(details.data?.payment_due_at ?? placed?.payment_due_at);
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
              ? ` · ${t('payment.delivery', { date: details.data.delivery_date, time: details.data.delivery_time })}`
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
        </fieldset>
        <div className="mt-4">
          {data.provider === 'sandbox' ? (
            <SandboxCardForm intent={data} poNumber={poNumber} />
          ) : (
            <StripeCardPlaceholder />
          )}
        </div>
      </section>
    </div>
  );
}

/** The time left to pay, ticking in its own component so the page around it does not re-render. */
function DueNote({ dueAt }: { dueAt: Date }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const over = now >= dueAt;
  const at = dueAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
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

/**
 * With the Stripe provider the card must be entered in Stripe's own element (Stripe.js), which this version of
 * the web app does not load. The isolated place where it goes: mount Stripe Elements with the intent's
 * publishable_key and client_secret, confirm, then call confirmPayment(payment_intent_id) from api/payment.
 */
function StripeCardPlaceholder() {
  const { t } = useTranslation();
  return (
    <p role="note" className="rounded-card border border-line bg-soft px-4 py-3 text-sm">
      {t('payment.stripe_needed')}
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
type Outcome = { kind: 'failed' | 'pending' | 'error'; message: string } | null;

function SandboxCardForm({ intent, poNumber }: { intent: PaymentIntent; poNumber: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = usePaySandbox();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const id = useId();
  const refs = {
    cardNumber: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };
  const outcomeRef = useRef<HTMLDivElement>(null);

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
    setOutcome(null);
    pay.mutate(
      { intent, card: { cardNumber, expiry, cvc } },
      {
        onSuccess: (result) => {
          if (result.status === 'succeeded') {
            navigate(href('order-payment-success', {}, { po: poNumber }), { replace: true });
            return;
          }
          setOutcome(
            result.status === 'pending'
              ? { kind: 'pending', message: t('payment.pending') }
              : { kind: 'failed', message: result.message ?? t('payment_failed', { ns: 'messages' }) },
          );
          requestAnimationFrame(() => outcomeRef.current?.focus());
        },
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
          const key = isApiError(error) ? error.messageKey : undefined;
          setOutcome({ kind: key === 'payment_failed' ? 'failed' : 'error', message: serverText(t, error) });
          requestAnimationFrame(() => outcomeRef.current?.focus());
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
      <SandboxHint />
      {outcome ? (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role="alert"
          className={`rounded-card px-4 py-3 text-sm outline-none ${outcome.kind === 'pending' ? 'bg-soft' : 'bg-accent-soft text-deal'}`}
        >
          <p className="font-semibold">{outcome.message}</p>
          {outcome.kind !== 'pending' ? <p className="mt-1 text-ink">{t('payment.retry_hint')}</p> : null}
          <Link
            to={href('order-list', { id: 'to_pay' })}
            className="mt-1 inline-flex min-h-target items-center font-semibold text-accent underline"
          >
            {t('payment.to_pay_link')}
          </Link>
        </div>
      ) : null}
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

/** The sandbox's test cards; shown only with the sandbox provider (no real money moves). */
function SandboxHint() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('payment.test_cards_title')}
      className="rounded-card border border-dashed border-gold bg-gold-soft px-4 py-3 text-sm"
    >
      <p className="font-semibold text-gold-ink">{t('payment.test_cards_title')}</p>
      <ul className="mt-1 space-y-0.5">
        {SANDBOX_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono tabular">{card.number}</span>
            {' — '}
            {card.outcome === 'success' ? t('payment.test_card_success') : t('payment.test_card_declined')}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-muted">{t('payment.test_cards_text')}</p>
    </aside>
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
