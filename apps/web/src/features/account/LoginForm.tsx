import { loginRequestSchema } from '@beauty/shared';
import { buttonClass, FormError, fieldText, serverText, shownErrors, TextField } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, openDialog } from '../../app/dialogs';
import { useAuth } from '../../auth/AuthProvider';
import { loginRequest } from '../../auth/profile';
import { MobileField, useDefaultCountryId } from '../../components/MobileField';
import { useZodForm } from '../../lib/forms';
import { StepForm, SubmitButton } from './dialog-parts';

/** The login form: country code and mobile, password; the server's error under the form. */
export default function LoginForm() {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const defaultCountry = useDefaultCountryId();
  const passwordId = useId();
  const form = useZodForm(loginRequestSchema, {
    defaultValues: { country_id: defaultCountry, mobile: '', password: '' },
  });
  const { register, handleSubmit, watch, setFocus } = form;
  const errors = shownErrors(form);
  // The form arrives after the dialog opened (lazy chunk): focus its first field.
  useEffect(() => setFocus('mobile'), [setFocus]);
  const login = useMutation({
    mutationFn: loginRequest,
    onSuccess: (session) => {
      signIn(session.profile);
      closeDialog();
    },
  });
  const mobile = watch('mobile');
  const password = watch('password');
  const filled = Boolean(mobile) && Boolean(password);

  const onSubmit = handleSubmit((body) => login.mutate(body));

  return (
    <StepForm onSend={onSubmit}>
      <MobileField
        countryProps={register('country_id')}
        mobileProps={register('mobile')}
        error={fieldText(t, errors.mobile?.message)}
      />
      <TextField
        id={passwordId}
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        error={fieldText(t, errors.password?.message)}
        {...register('password')}
      />
      <FormError message={login.isError ? serverText(t, login.error) : null} />
      <SubmitButton busy={login.isPending} disabled={!filled || login.isPending}>
        {t('account.login_submit')}
      </SubmitButton>
      <button
        type="button"
        className={buttonClass('text', 'sm', 'self-start')}
        onClick={() => openDialog('forgot-password')}
      >
        {t('dialogs.forgot_password')}
      </button>
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        {t('dialogs.no_account')}
        <button type="button" className={buttonClass('text', 'sm')} onClick={() => openDialog('sign-up')}>
          {t('header.signup')}
        </button>
      </p>
    </StepForm>
  );
}
