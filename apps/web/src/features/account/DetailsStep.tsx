import { BIRTHDAY_MIN, OTP_TYPE, type SignupDetails, shopToday, signupDetailsSchema } from '@beauty/shared';
import {
  FormError,
  fieldText,
  GenderField,
  inputClass,
  isApiError,
  serverFieldText,
  serverText,
  shownErrors,
  TextField,
} from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { MobileField, useDefaultCountryId } from '../../components/MobileField';
import { useZodForm } from '../../lib/forms';
import { href } from '../../routes/paths';
import { StepForm, SubmitButton } from './dialog-parts';
import { requestOtp, verifyUniqueEmail } from './sign-up-api';

/**
 * Sign-up's first step: name, email (checked unique when left and on Next), mobile, birthday, gender, the
 * referrer's code when the address brought one, and the agreement; Next sends the code to the mobile.
 */
export function DetailsStep({
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
    <StepForm onSend={handleSubmit((d) => send.mutate(d))}>
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
      <SubmitButton busy={send.isPending} disabled={!agreed || send.isPending}>
        {t('account.next')}
      </SubmitButton>
    </StepForm>
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
