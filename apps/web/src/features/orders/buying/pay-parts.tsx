import { formatPrice, type PaymentIntent, type PaymentResult } from '@beauty/shared';
import { BusyLabel, buttonClass, isApiError, serverText } from '@beauty/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { href } from '../../../routes/paths';
import { SANDBOX_CARDS } from './card';

/*
 * What the sandbox and the Stripe card forms share: the form around their fields (its title, the test cards'
 * hint, the outcome alert and Pay) and the outcome of a payment (the success page, or the alert that says it
 * failed or is still pending).
 */

export type PayOutcome = { kind: 'failed' | 'pending' | 'error'; message: string } | null;

/**
 * The server's word on a payment, whichever form sent the card: succeeded goes to the success page; failed,
 * pending or an error becomes the outcome alert, which takes focus so it is read out at once.
 */
export function usePayOutcome(poNumber: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<PayOutcome>(null);
  const ref = useRef<HTMLDivElement>(null);

  // After the alert is in the page, not in a timer that may run before React has put it there.
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  // A new object every time, so the same message twice focuses the alert again.
  const show = (next: PayOutcome) => setOutcome(next);

  return {
    outcome,
    ref,
    clear: () => setOutcome(null),
    /** The confirm's answer (200): succeeded, or pending / failed with the server's message. */
    settled: (result: PaymentResult) => {
      if (result.status === 'succeeded') {
        navigate(href('order-payment-success', {}, { po: poNumber }), { replace: true });
        return;
      }
      show(
        result.status === 'pending'
          ? { kind: 'pending', message: t('payment.pending') }
          : { kind: 'failed', message: result.message ?? t('payment.failed') },
      );
    },
    /**
     * A failed call: 402 payment_failed is a declined card, anything else an error to retry. The catalogue's
     * "payment failed" sends the member to My Orders > To Pay to retry; here the card form is on the page,
     * so the alert says so instead (one instruction, not two).
     */
    failed: (error: unknown) => {
      const key = isApiError(error) ? error.messageKey : undefined;
      if (key === 'payment_failed') show({ kind: 'failed', message: t('payment.failed') });
      else show({ kind: 'error', message: serverText(t, error) });
    },
  };
}

/** The outcome alert of a card form (nothing while there is none). */
export function PayOutcomeAlert({ state }: { state: ReturnType<typeof usePayOutcome> }) {
  const { t } = useTranslation();
  const { outcome, ref } = state;
  if (!outcome) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={`rounded-card px-4 py-3 text-sm outline-none ${outcome.kind === 'pending' ? 'bg-soft' : 'bg-accent-soft text-deal'}`}
    >
      <p className="font-semibold">{outcome.message}</p>
      {/* One next step: the form below to try again, or My Orders for a payment still being processed. */}
      {outcome.kind !== 'pending' ? (
        <p className="mt-1 text-ink">{t('payment.retry_hint')}</p>
      ) : (
        <Link
          to={href('order-list', { id: 'to_pay' })}
          className="mt-1 inline-flex min-h-target items-center font-semibold text-accent underline"
        >
          {t('payment.to_pay_link')}
        </Link>
      )}
    </div>
  );
}

/**
 * The test cards; shown only where no real money moves: the sandbox provider, or Stripe in test mode (the same
 * card numbers work there).
 */
export function TestCardsHint() {
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
            {t('common.separator')}
            {card.outcome === 'success' ? t('payment.test_card_success') : t('payment.test_card_declined')}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-muted">{t('payment.test_cards_text')}</p>
    </aside>
  );
}

/**
 * A card form around its fields: the title readers name it by, the test cards where no real money moves, the
 * outcome alert, and Pay with the amount (disabled while paying, and until the fields are `ready`).
 */
export function CardForm({
  formId,
  intent,
  testCards,
  outcome,
  busy,
  ready = true,
  onSubmit,
  children,
}: {
  formId: string;
  intent: PaymentIntent;
  testCards: boolean;
  outcome: ReturnType<typeof usePayOutcome>;
  busy: boolean;
  ready?: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="sr-only">
        {t('payment.card_details')}
      </h3>
      {testCards ? <TestCardsHint /> : null}
      <PayOutcomeAlert state={outcome} />
      {children}
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full md:w-auto md:self-start md:min-w-56')}
        disabled={busy || !ready}
      >
        <BusyLabel busy={busy}>
          {busy
            ? t('payment.paying')
            : t('payment.pay', { amount: formatPrice(intent.amount, intent.currency) })}
        </BusyLabel>
      </button>
    </form>
  );
}
