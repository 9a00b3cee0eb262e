import type { SignupDetails, WebSession } from '@beauty/shared';
import { serverText, showToast } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthProvider';
import { usePhoneCode } from './dialog-parts';
import type { PasswordPair } from './PasswordStep';
import { register as registerAccount } from './sign-up-api';

export type SignUpStep = 'details' | 'otp' | 'referral' | 'password' | 'welcome' | 'created';

const NORMAL_STEPS: SignUpStep[] = ['details', 'otp', 'referral', 'password', 'created'];
const REFERRER_STEPS: SignUpStep[] = ['details', 'otp', 'password', 'welcome', 'created'];
const WIDE_STEPS: SignUpStep[] = ['welcome', 'created'];
const BACK_STEPS: SignUpStep[] = ['otp', 'referral', 'password'];

/**
 * The sign-up flow's state and its call (see SignUpFlow): the step, what the steps so far gave (details,
 * the referral code typed), the registration, and the session it answers with. A `referralCode` from the
 * address makes it the referrer variant, which registers through /account/register-referral.
 */
export function useSignUpFlow(referralCode: string | null, onClose: () => void) {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const referrerMode = Boolean(referralCode);
  const steps = referrerMode ? REFERRER_STEPS : NORMAL_STEPS;
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? 'details';
  const [details, setDetails] = useState<SignupDetails | null>(null);
  const [enteredReferral, setEnteredReferral] = useState('');
  const [session, setSession] = useState<WebSession | null>(null);
  const sessionRef = useRef<WebSession | null>(null);
  sessionRef.current = session;
  const phoneCode = usePhoneCode(details?.country_id);

  const next = () => setIndex((i) => Math.min(i + 1, steps.length - 1));
  const back = () => setIndex((i) => Math.max(i - 1, 0));

  /** Closing after the account exists logs the user in with the session register answered with. */
  function finish() {
    const current = sessionRef.current;
    if (current) signIn(current.profile);
    onClose();
  }

  const registration = useMutation({
    mutationFn: (pair: PasswordPair) => {
      const d = details!;
      const code = referrerMode ? (referralCode ?? undefined) : enteredReferral || undefined;
      return registerAccount({ ...d, referral_code: code, ...pair }, referrerMode);
    },
    onSuccess: (answer) => {
      setSession(answer);
      next();
    },
    onError: (error) => {
      console.error('Registration failed', error);
      if (referrerMode) showToast(serverText(t, error), 'error');
    },
  });

  return {
    step,
    details,
    phoneCode,
    enteredReferral,
    registration,
    next,
    back,
    finish,
    close: session ? finish : onClose,
    wide: WIDE_STEPS.includes(step),
    canGoBack: BACK_STEPS.includes(step),
    /** The details step sent the code to this number. */
    detailsSent: (sent: SignupDetails) => {
      setDetails(sent);
      next();
    },
    /** The referral step's code, checked, or '' when skipped. */
    referralDone: (code: string) => {
      setEnteredReferral(code);
      next();
    },
  };
}
