import { recoveryCodeField, staffLoginRequestSchema, totpCodeField } from '@beauty/shared';
import { BusyLabel, buttonClass, FormError, fieldText, isApiError, serverText, TextField } from '@beauty/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { returnPathFrom } from '../auth/return-path';
import { meKey, signIn } from '../auth/session';
import { MAIN_ID } from '../routes/Root';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import {
  codeFieldOf,
  firstErrorField,
  loginBody,
  placeRefusal,
  type Refusal,
  type SignInStep,
  type SignInValues,
  stepAfterRefusal,
} from './sign-in-state';

/** Each step checks what it sends with the shared schema, the code of its second factor required. */
const SCHEMAS = {
  password: staffLoginRequestSchema,
  totp: staffLoginRequestSchema.extend({ totp: totpCodeField }),
  recovery: staffLoginRequestSchema.extend({ recovery_code: recoveryCodeField }),
} as const;

const NO_REFUSAL: Refusal = { fields: {}, form: null };

/**
 * Sign in: email and password; when the API asks for the second factor, the code from the app (or a recovery
 * code instead). The API's words go under their field or above the form, and focus moves to the first.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SignInStep>('password');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const stepRef = useRef(step);
  stepRef.current = step;
  const formErrorRef = useRef<HTMLDivElement>(null);
  const form = useForm<SignInValues>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '', totp: '', recovery_code: '' },
    // The schema of the step on screen, read at each check (the resolver is fixed when the form is made).
    resolver: ((values, context, options) =>
      zodResolver(SCHEMAS[stepRef.current])(values, context, options as never)) as Resolver<SignInValues>,
  });
  const { register, handleSubmit, formState, setFocus } = form;

  const codeField = codeFieldOf(step);
  // A new step's field takes the focus (the code field appearing is the answer to "second factor needed").
  useEffect(() => {
    if (codeField) setFocus(codeField);
  }, [codeField, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(NO_REFUSAL);
    try {
      const me = await signIn(loginBody(step, values));
      queryClient.setQueryData(meKey, me);
      void navigate(returnPathFrom(search), { replace: true });
    } catch (error) {
      const messageKey = isApiError(error) ? error.messageKey : undefined;
      const next = stepAfterRefusal(step, messageKey);
      const placed = placeRefusal(step, {
        messageKey,
        message: serverText(t, error),
        fieldErrors: isApiError(error) ? error.fieldErrors : {},
      });
      setRefusal(placed);
      if (next !== step) {
        setStep(next);
        return;
      }
      const field = firstErrorField(placed.fields);
      if (field) setFocus(field);
      else if (placed.form) requestAnimationFrame(() => formErrorRef.current?.focus());
    }
  });

  const switchFactor = (to: SignInStep) => {
    setRefusal(NO_REFUSAL);
    form.clearErrors();
    setStep(to);
  };
  const startAgain = () => {
    setRefusal(NO_REFUSAL);
    form.reset({ email: '', password: '', totp: '', recovery_code: '' });
    setStep('password');
    setFocus('email');
  };

  const errorOf = (name: keyof SignInValues) =>
    fieldText(t, formState.errors[name]?.message) ?? fieldText(t, refusal.fields[name]);
  const comingBack = new URLSearchParams(search).has('next');

  return (
    <div className="flex min-h-dvh flex-col bg-soft">
      <header className="flex h-14 items-center justify-between border-b border-line bg-white px-4">
        <p className="font-semibold text-accent">
          {t('app.name')} <span className="font-normal text-muted">· {t('app.back_office')}</span>
        </p>
        <LanguageSwitch />
      </header>
      <main id={MAIN_ID} className="flex flex-1 items-start justify-center px-4 py-12">
        <div className="w-full max-w-sm rounded-card border border-line bg-white p-6">
          <h1 className="mb-1 text-xl font-semibold">{t('sign_in.title')}</h1>
          <p className="mb-5 text-sm text-muted">{t('sign_in.intro')}</p>
          {comingBack ? (
            <p className="mb-4 rounded-card bg-soft px-3 py-2 text-sm">{t('sign_in.come_back')}</p>
          ) : null}
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <div ref={formErrorRef} tabIndex={-1} className="outline-none empty:hidden">
              <FormError message={refusal.form} />
            </div>
            <TextField
              label={t('sign_in.email')}
              type="email"
              autoComplete="username"
              readOnly={step !== 'password'}
              error={errorOf('email')}
              {...register('email')}
            />
            <TextField
              label={t('sign_in.password')}
              type="password"
              autoComplete="current-password"
              readOnly={step !== 'password'}
              error={errorOf('password')}
              {...register('password')}
            />
            {step === 'totp' ? (
              <>
                <p className="text-sm">{t('sign_in.second_factor_intro')}</p>
                <TextField
                  label={t('sign_in.code')}
                  hint={t('sign_in.code_hint')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  error={errorOf('totp')}
                  {...register('totp')}
                />
                <button
                  type="button"
                  className={buttonClass('text')}
                  onClick={() => switchFactor('recovery')}
                >
                  {t('sign_in.use_recovery')}
                </button>
              </>
            ) : null}
            {step === 'recovery' ? (
              <>
                <TextField
                  label={t('sign_in.recovery_code')}
                  hint={t('sign_in.recovery_code_hint')}
                  autoComplete="off"
                  spellCheck={false}
                  error={errorOf('recovery_code')}
                  {...register('recovery_code')}
                />
                <button type="button" className={buttonClass('text')} onClick={() => switchFactor('totp')}>
                  {t('sign_in.use_code')}
                </button>
              </>
            ) : null}
            <button type="submit" className={buttonClass('primary')} disabled={formState.isSubmitting}>
              <BusyLabel busy={formState.isSubmitting}>
                {formState.isSubmitting ? t('sign_in.busy') : t('sign_in.submit')}
              </BusyLabel>
            </button>
            {step !== 'password' ? (
              <button type="button" className={buttonClass('text')} onClick={startAgain}>
                {t('sign_in.start_again')}
              </button>
            ) : null}
          </form>
        </div>
      </main>
    </div>
  );
}
