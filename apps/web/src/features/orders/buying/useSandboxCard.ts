import type { PaymentIntent } from '@beauty/shared';
import { isApiError } from '@beauty/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaySandbox } from '../payment-api';
import {
  CARD_FIELDS,
  type CardField,
  type CardProblem,
  type CardValues,
  cardProblems,
  refusedCardField,
} from './card';
import { usePayOutcome } from './pay-parts';

type CardErrors = Partial<Record<CardField, string>>;

const EMPTY_CARD: CardValues = { cardNumber: '', expiry: '', cvc: '' };

/**
 * The sandbox card form's state and call (see SandboxCardForm): the three fields as typed, their messages
 * (checked when left and on Pay; a refusal of the sandbox at the field it names), and the payment's outcome.
 */
export function useSandboxCard(intent: PaymentIntent, poNumber: string) {
  const { t } = useTranslation();
  const pay = usePaySandbox();
  const outcome = usePayOutcome(poNumber);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const refs = {
    cardNumber: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  const text = (problem: CardProblem | null) => (problem ? t(`payment.${problem}`) : undefined);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = cardProblems(card);
    const found: CardErrors = {
      cardNumber: text(problems.cardNumber),
      expiry: text(problems.expiry),
      cvc: text(problems.cvc),
    };
    setErrors(found);
    const first = CARD_FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    outcome.clear();
    pay.mutate(
      { intent, card },
      {
        onSuccess: outcome.settled,
        onError: (error) => {
          const refused = refusedCardField(isApiError(error) ? error.fieldErrors : {});
          if (refused) {
            setErrors({ [refused.field]: text(refused.problem) });
            refs[refused.field].current?.focus();
            return;
          }
          outcome.failed(error);
        },
      },
    );
  }

  /** A field's value and error, what it does when typed in (the error goes) or left (it is checked). */
  const fieldState = (field: CardField, format: (raw: string) => string) => ({
    inputRef: refs[field],
    value: card[field],
    error: errors[field],
    onValue: (raw: string) => {
      setCard((current) => ({ ...current, [field]: format(raw) }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
    onBlur: () => {
      // A field left empty on the way through is not an error yet; it is on submit.
      if (card[field].trim() === '') return;
      setErrors((e) => ({ ...e, [field]: text(cardProblems(card)[field]) }));
    },
  });

  return { onSubmit, fieldState, outcome, busy: pay.isPending };
}
