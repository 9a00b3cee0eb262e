import {
  BIRTHDAY_MIN,
  OTP_TYPE,
  SIGNUP_DIALOG_WIDE_WIDTH,
  SIGNUP_DIALOG_WIDTH,
  type SignupDetails,
  shopToday,
  signupDetailsSchema,
  type WebSession,
} from '@beauty/shared';
import {
  BusyLabel,
  buttonClass,
  Dialog,
  FormError,
  fieldText,
  GenderField,
  inputClass,
  isApiError,
  Spinner,
  serverFieldText,
  serverText,
  shownErrors,
  showToast,
  TextField,
} from '@beauty/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useCountries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { useAuth } from '../../auth/AuthProvider';
import { MobileField, useDefaultCountryId } from '../../components/MobileField';
import { AppBadges } from '../../layouts/AppBadges';
import { useZodForm } from '../../lib/forms';
import { href } from '../../routes/paths';
import { openDialog } from '../dialogs';
import { register as registerAccount, requestOtp, validateReferralCode, verifyUniqueEmail } from './api';
import { BackButton, SuccessPanel } from './common';
import { OtpStep } from './OtpStep';
import { type PasswordPair, PasswordStep } from './PasswordStep';

type StepName = 'details' | 'otp' | 'referral' | 'password' | 'welcome' | 'created';

const NORMAL_STEPS: StepName[] = ['details', 'otp', 'referral', 'password', 'created'];
const REFERRER_STEPS: StepName[] = ['details', 'otp', 'password', 'welcome', 'created'];
const WIDE_STEPS: StepName[] = ['welcome', 'created'];

/**
 * Sign-up (spec section 2, "Dialogs"). Normal: details, code, referral code, password, account created.
 * Referrer variant (a `referralCode` in the address): details with the code locked, code, password, a welcome
 * screen with the referrer's name, account created; it registers through /account/register-referral.
 */
export default function SignUpFlow({
  referralCode,
  onClose,
}: {
  referralCode?: string | null;
  onClose: () => void;
}) {
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
  const countries = useCountries();
  const phoneCode = countries.data?.find((c) => c.id === details?.country_id)?.phone_code ?? '';

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

  const showBack = step === 'otp' || step === 'referral' || step === 'password';
  return (
    <Dialog
      title={t('dialogs.signup_title')}
      onClose={session ? finish : onClose}
      width={WIDE_STEPS.includes(step) ? SIGNUP_DIALOG_WIDE_WIDTH : SIGNUP_DIALOG_WIDTH}
    >
      {showBack ? <BackButton onClick={back} /> : null}
      {step === 'details' ? (
        <DetailsStep
          initial={details}
          referralCode={referralCode ?? null}
          onSent={(d) => {
            setDetails(d);
            next();
          }}
        />
      ) : null}
      {step === 'otp' && details ? (
        <OtpStep
          target={{ country_id: details.country_id, mobile: details.mobile }}
          phoneCode={phoneCode}
          type={OTP_TYPE.REGISTER}
          onVerified={next}
        />
      ) : null}
      {step === 'referral' ? (
        <ReferralStep
          initial={enteredReferral}
          onDone={(code) => {
            setEnteredReferral(code);
            next();
          }}
        />
      ) : null}
      {step === 'password' ? (
        <PasswordStep
          intro={t('account.create_password')}
          submitLabel={t('account.create_account')}
          onSubmit={(pair) => registration.mutate(pair)}
          pending={registration.isPending}
          error={registration.isError ? serverText(t, registration.error) : null}
        />
      ) : null}
      {step === 'welcome' && referralCode ? <WelcomeStep referralCode={referralCode} onNext={next} /> : null}
      {step === 'created' ? (
        <SuccessPanel title={t('account.account_created_title')} text={t('account.account_created_text')}>
          <AppBadges />
          <button
            type="button"
            data-autofocus
            className={buttonClass('primary', 'md', 'w-full')}
            onClick={finish}
          >
            {t('account.go_to_login')}
          </button>
        </SuccessPanel>
      ) : null}
      {step === 'details' ? (
        <p className="flex flex-wrap items-center gap-x-2 px-5 pb-5 text-sm">
          {t('dialogs.have_account')}
          <button type="button" className={buttonClass('text', 'sm')} onClick={() => openDialog('login')}>
            {t('header.login')}
          </button>
        </p>
      ) : null}
    </Dialog>
  );
}

function DetailsStep({
  initial,
  referralCode,
  onSent,
}: {
  initial: SignupDetails | null;
  referralCode: string | null;
  onSent: (details: SignupDetails) => void;
}) {
  const { t } = useTranslation();
  const defaultCountry = useDefaultCountryId();
  const [agreed, setAgreed] = useState(initial !== null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(signupDetailsSchema, {
    defaultValues: {
      name: initial?.name ?? '',
      email: initial?.email ?? '',
      country_id: String(initial?.country_id ?? defaultCountry),
      mobile: initial?.mobile ?? '',
      birthday: initial?.birthday ?? '',
      gender: initial?.gender ? String(initial.gender) : undefined,
      referral_code: referralCode ?? '',
    },
  });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  async function checkEmail(email: string): Promise<boolean> {
    try {
      const answer = await verifyUniqueEmail(email);
      if (!answer.is_valid) {
        setError('email', { message: 'email_taken' });
        return false;
      }
    } catch (error) {
      const message = serverFieldText(error, 'email');
      if (message) setError('email', { message });
    }
    return true;
  }

  const send = useMutation({
    mutationFn: async (d: SignupDetails) => {
      if (!(await checkEmail(d.email))) return null;
      await requestOtp({ country_id: d.country_id, mobile: d.mobile }, OTP_TYPE.REGISTER);
      return d;
    },
    onMutate: () => setFormError(null),
    onSuccess: (d) => {
      if (d) onSent(d);
    },
    onError: (error) => {
      const mobile = serverFieldText(error, 'mobile');
      if (mobile) setError('mobile', { message: mobile });
      else if (isApiError(error) && error.messageKey === 'otp_resend_wait')
        setError('mobile', { message: serverText(t, error) });
      else setFormError(serverText(t, error));
    },
  });

  const emailField = register('email', {
    onBlur: (event: { target: HTMLInputElement }) => {
      const value = event.target.value.trim();
      if (value && !formState.errors.email) void checkEmail(value);
    },
  });
  const e = shownErrors(form);
  return (
    <form noValidate onSubmit={handleSubmit((d) => send.mutate(d))} className="flex flex-col gap-4 p-5">
      <TextField
        label={t('account.name')}
        autoComplete="name"
        error={fieldText(t, e.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('account.email')}
        type="email"
        autoComplete="email"
        error={fieldText(t, e.email?.message)}
        {...emailField}
      />
      <MobileField
        countryProps={register('country_id')}
        mobileProps={register('mobile')}
        error={fieldText(t, e.mobile?.message)}
      />
      <TextField
        label={t('account.birthday')}
        type="date"
        min={BIRTHDAY_MIN}
        max={shopToday()}
        autoComplete="bday"
        error={fieldText(t, e.birthday?.message)}
        {...register('birthday')}
      />
      <GenderField registration={register('gender')} error={fieldText(t, e.gender?.message)} />
      {referralCode ? (
        <TextField
          label={t('account.referral_code_locked')}
          readOnly
          aria-readonly="true"
          className={`${inputClass} bg-soft`}
          {...register('referral_code')}
        />
      ) : null}
      <label className="flex min-h-target items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-accent"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <span>
          <Trans
            i18nKey="account.agreement"
            components={{
              terms: <DocumentLink to={href('terms-of-service')} />,
              privacy: <DocumentLink to={href('privacy-policy')} />,
            }}
          />
          <span className="sr-only"> {t('account.agreement_new_tab')}</span>
        </span>
      </label>
      <FormError message={formError} />
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={!agreed || send.isPending}
        aria-busy={send.isPending}
      >
        <BusyLabel busy={send.isPending}>{t('account.next')}</BusyLabel>
      </button>
    </form>
  );
}

/** Optional referral code: Next checks it (validate_referral_code); Skip goes on without one. */
function ReferralStep({ initial, onDone }: { initial: string; onDone: (code: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const check = useMutation({
    mutationFn: (value: string) => validateReferralCode(value),
    onSuccess: (answer, value) => {
      if (answer.is_valid) onDone(value);
      else setInvalid(t('invalid_referral_code', { ns: 'messages' }));
    },
    onError: (error) => {
      const field = serverFieldText(error, 'referral_code');
      setInvalid(field ? t('invalid_referral_code', { ns: 'messages' }) : serverText(t, error));
    },
  });

  function retry() {
    setInvalid(null);
    setCode('');
    inputRef.current?.focus();
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        const value = code.trim().toUpperCase();
        if (!value) onDone('');
        else check.mutate(value);
      }}
    >
      <p className="text-sm text-muted">{t('account.referral_intro')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('account.referral_code')}
        </label>
        <input
          ref={inputRef}
          id={id}
          value={code}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(event) => {
            setCode(event.target.value);
            setInvalid(null);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={inputClass}
        />
        {invalid ? (
          <div
            id={`${id}-error`}
            role="alert"
            className="flex flex-wrap items-center gap-x-3 text-sm text-deal"
          >
            {invalid}
            <button type="button" className={buttonClass('text', 'sm')} onClick={retry}>
              {t('account.retry')}
            </button>
          </div>
        ) : null}
      </div>
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={check.isPending}
        aria-busy={check.isPending}
      >
        <BusyLabel busy={check.isPending}>{t('account.next')}</BusyLabel>
      </button>
      <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={() => onDone('')}>
        {t('account.skip')}
      </button>
    </form>
  );
}

/** Referrer variant: the referrer's name, then the choice of the app or the web. */
function WelcomeStep({ referralCode, onNext }: { referralCode: string; onNext: () => void }) {
  const { t } = useTranslation();
  const referrer = useQuery({
    queryKey: queryKeys.referralCode(referralCode),
    queryFn: () => validateReferralCode(referralCode),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div className="flex flex-col gap-4 p-5">
      <h3 className="text-xl font-semibold">{t('account.welcome_title')}</h3>
      {referrer.isPending ? (
        <Spinner label={t('a11y.loading')} />
      ) : referrer.data?.referrer_name ? (
        <p>{t('account.welcome_text', { name: referrer.data.referrer_name })}</p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonClass('secondary', 'md', 'flex-1')} onClick={onNext}>
          {t('account.continue_app')}
        </button>
        <button
          type="button"
          data-autofocus
          className={buttonClass('primary', 'md', 'flex-1')}
          onClick={onNext}
        >
          {t('account.continue_web')}
        </button>
      </div>
    </div>
  );
}

/**
 * A legal document the sign-up form asks the visitor to agree to, opened in a new tab: following it in the
 * dialog's own tab would lose what they have typed.
 */
function DocumentLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="text-accent underline">
      {children}
    </a>
  );
}
