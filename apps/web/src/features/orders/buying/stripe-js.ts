import { normaliseLanguage } from '@beauty/shared';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import { queryOptions } from '@tanstack/react-query';
import { orderQueryKeys } from '../keys';

/*
 * Stripe.js, loaded only when an intent says the provider is Stripe: the loader (@stripe/stripe-js/pure, which
 * adds the script from js.stripe.com only when called) is its own chunk, so no other page carries it.
 */

export const stripeJsQuery = (publishableKey: string) =>
  queryOptions({
    queryKey: orderQueryKeys.stripeJs(publishableKey),
    queryFn: async (): Promise<Stripe> => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // loadStripe already tries the script twice; after that the page offers a retry.
    retry: false,
    // A Stripe instance is not data to compare.
    structuralSharing: false,
  });

/** The language of Stripe's own texts (its error messages, placeholders): the interface language. */
export function stripeLocale(language: string | undefined): 'zh' | 'en' {
  return normaliseLanguage(language) === 'zh' ? 'zh' : 'en';
}

/** Whether a publishable key is a test-mode one (test cards work, no money moves). */
export function isTestKey(publishableKey: string | null): boolean {
  return publishableKey?.startsWith('pk_test_') ?? false;
}

/** The card element in the shop's type (DESIGN.md tokens; Stripe styles inside its own frame). */
export const CARD_ELEMENT_OPTIONS: StripeCardElementOptions = {
  // Singapore cards: no postal code.
  hidePostalCode: true,
  style: {
    base: {
      color: '#1a1a1a',
      iconColor: '#6b6b6b',
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif',
      fontSize: '16px',
      '::placeholder': { color: '#6b6b6b' },
    },
    invalid: { color: '#c8102e', iconColor: '#c8102e' },
  },
};
