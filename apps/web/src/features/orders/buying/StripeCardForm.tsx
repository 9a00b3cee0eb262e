import type { PaymentIntent } from '@beauty/shared';
import { ErrorState, Skeleton } from '@beauty/ui';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardInputError, usePayStripe } from '../payment-api';
import { CardForm, usePayOutcome } from './pay-parts';
import { CARD_ELEMENT_OPTIONS, isTestKey, stripeJsQuery, stripeLocale } from './stripe-js';

/** The card element's box: looks like the shop's inputs; Stripe sets the --focus / --invalid classes on it. */
const CARD_BOX =
  'flex min-h-target flex-col justify-center rounded-card border border-line bg-white px-3 [&.StripeElement--focus]:outline-2 [&.StripeElement--focus]:outline-offset-2 [&.StripeElement--focus]:outline-accent [&.StripeElement--invalid]:border-deal';

/**
 * The card form with the Stripe provider: Stripe.js (loaded here, only for this form) and its card element.
 * The card never passes through the shop: Stripe.js confirms the intent, then the server is asked for the
 * outcome (api/payment payStripe).
 */
export function StripeCardForm({ intent, poNumber }: { intent: PaymentIntent; poNumber: string }) {
  const { t } = useTranslation();
  const publishableKey = intent.publishable_key ?? '';
  const stripe = useQuery({ ...stripeJsQuery(publishableKey), enabled: publishableKey !== '' });

  if (publishableKey === '') return <ErrorState message={t('payment.stripe_load_error')} />;
  if (stripe.isPending || (stripe.isError && stripe.isFetching)) return <StripeSkeleton />;
  if (stripe.isError) {
    return (
      <ErrorState boxed message={t('payment.stripe_load_error')} onRetry={() => void stripe.refetch()} />
    );
  }
  return <StripeCardFields stripe={stripe.data} intent={intent} poNumber={poNumber} />;
}

function StripeCardFields({
  stripe,
  intent,
  poNumber,
}: {
  stripe: Stripe;
  intent: PaymentIntent;
  poNumber: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = stripeLocale(i18n.resolvedLanguage ?? i18n.language);
  const pay = usePayStripe();
  const outcome = usePayOutcome(poNumber);
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [cardError, setCardError] = useState<string | undefined>();

  // One card element per Stripe instance and language (Stripe's texts follow the page's language).
  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return;
    const card = stripe.elements({ locale }).create('card', CARD_ELEMENT_OPTIONS);
    card.on('ready', () => setReady(true));
    card.on('change', (event) => {
      setComplete(event.complete);
      setCardError(event.error?.message);
    });
    card.mount(mount);
    cardRef.current = card;
    return () => {
      card.destroy();
      cardRef.current = null;
      setReady(false);
      setComplete(false);
      setCardError(undefined);
    };
  }, [stripe, locale]);

  const busy = pay.isPending;
  useEffect(() => {
    cardRef.current?.update({ disabled: busy });
  }, [busy]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const card = cardRef.current;
    if (!card || !ready || busy) return;
    if (!complete) {
      setCardError(cardError ?? t('payment.card_incomplete'));
      card.focus();
      return;
    }
    outcome.clear();
    pay.mutate(
      { stripe, card, intent },
      {
        onSuccess: outcome.settled,
        onError: (error) => {
          if (error instanceof CardInputError) {
            setCardError(error.message || t('payment.card_incomplete'));
            card.focus();
            return;
          }
          outcome.failed(error);
        },
      },
    );
  }

  const errorId = `${id}-card-error`;
  return (
    <CardForm
      formId={id}
      intent={intent}
      testCards={isTestKey(intent.publishable_key)}
      outcome={outcome}
      busy={busy}
      ready={ready}
      onSubmit={onSubmit}
    >
      <div className="flex flex-col gap-1">
        <fieldset aria-describedby={cardError ? errorId : undefined} aria-busy={ready ? undefined : true}>
          <legend className="mb-1 text-sm font-medium">{t('payment.card_field')}</legend>
          <div ref={mountRef} className={CARD_BOX} />
        </fieldset>
        <div id={errorId} role="alert" className="text-sm text-deal">
          {cardError ? <p>{cardError}</p> : null}
        </div>
      </div>
    </CardForm>
  );
}

/** While Stripe.js loads: the field and the button in their places. */
function StripeSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('payment.stripe_loading')}</span>
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-56 rounded-full" />
    </div>
  );
}
