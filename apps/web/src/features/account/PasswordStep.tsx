import { passwordConfirmationField, passwordField, withPasswordConfirmation } from '@beauty/shared';
import { FormError, fieldText, PasswordMarkers, shownErrors, TextField } from '@beauty/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '../../lib/forms';
import { StepForm, SubmitButton } from './dialog-parts';

const passwordPairSchema = withPasswordConfirmation(
  z.object({ password: passwordField, password_confirmation: passwordConfirmationField }),
);
export type PasswordPair = z.output<typeof passwordPairSchema>;

/** New password and its confirmation, with the live markers (6 characters, 1 digit). */
export function PasswordStep({
  submitLabel,
  intro,
  onSubmit,
  pending,
  error,
}: {
  submitLabel: string;
  intro?: string;
  onSubmit: (pair: PasswordPair) => void;
  pending: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const form = useZodForm(passwordPairSchema, {
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { register, handleSubmit, watch, setFocus } = form;
  const errors = shownErrors(form);
  useEffect(() => setFocus('password'), [setFocus]);
  const password = String(watch('password') ?? '');

  return (
    <StepForm onSend={handleSubmit(onSubmit)}>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      <TextField
        label={t('account.new_password')}
        type="password"
        autoComplete="new-password"
        error={fieldText(t, errors.password?.message)}
        hint={<PasswordMarkers password={password} />}
        {...register('password')}
      />
      <TextField
        label={t('account.confirm_password')}
        type="password"
        autoComplete="new-password"
        error={fieldText(t, errors.password_confirmation?.message)}
        {...register('password_confirmation')}
      />
      <FormError message={error} />
      <SubmitButton busy={pending}>{submitLabel}</SubmitButton>
    </StepForm>
  );
}
