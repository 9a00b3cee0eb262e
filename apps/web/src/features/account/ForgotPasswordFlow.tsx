import { OTP_TYPE, requestOtpSchema } from '@beauty/shared';
import { Dialog, fieldText, serverFieldText, serverText, shownErrors } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, openDialog } from '../../app/dialogs';
import { MobileField, useDefaultCountryId } from '../../components/MobileField';
import { useZodForm } from '../../lib/forms';
import {
  BackButton,
  GoToLoginButton,
  StepForm,
  SubmitButton,
  SuccessPanel,
  usePhoneCode,
} from './dialog-parts';
import { OtpStep } from './OtpStep';
import { type PasswordPair, PasswordStep } from './PasswordStep';
import { type MobileTarget, requestOtp, resetPassword } from './sign-up-api';

const mobileSchema = requestOtpSchema.pick({ country_id: true, mobile: true });

/** Forgot password in 4 steps: mobile, code (type 2), new password, success with a login button. */
export default function ForgotPasswordFlow() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [target, setTarget] = useState<MobileTarget | null>(null);
  const [otp, setOtp] = useState('');
  const phoneCode = usePhoneCode(target?.country_id);

  const reset = useMutation({
    mutationFn: (pair: PasswordPair) => resetPassword({ ...target!, otp, ...pair }),
    onSuccess: () => setStep(3),
    onError: (error) => console.error('Reset password failed', error),
  });

  const back = () => (step === 0 ? openDialog('login') : setStep(step - 1));

  return (
    <Dialog title={t('dialogs.forgot_title')} onClose={() => closeDialog()}>
      {step < 3 ? <BackButton onClick={back} /> : null}
      {step === 0 ? (
        <MobileStep
          initial={target}
          onSent={(next) => {
            setTarget(next);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 && target ? (
        <OtpStep
          target={target}
          phoneCode={phoneCode}
          type={OTP_TYPE.RESET_PASSWORD}
          onVerified={(code) => {
            setOtp(code);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <PasswordStep
          submitLabel={t('account.reset_submit')}
          onSubmit={(pair) => reset.mutate(pair)}
          pending={reset.isPending}
          error={reset.isError ? serverText(t, reset.error) : null}
        />
      ) : null}
      {step === 3 ? (
        <SuccessPanel title={t('account.reset_done_title')} text={t('account.reset_done_text')}>
          <GoToLoginButton onClick={() => openDialog('login')} />
        </SuccessPanel>
      ) : null}
    </Dialog>
  );
}

function MobileStep({
  initial,
  onSent,
}: {
  initial: MobileTarget | null;
  onSent: (target: MobileTarget) => void;
}) {
  const { t } = useTranslation();
  const defaultCountry = useDefaultCountryId();
  const form = useZodForm(mobileSchema, {
    defaultValues: {
      country_id: String(initial?.country_id ?? defaultCountry),
      mobile: initial?.mobile ?? '',
    },
  });
  const { register, handleSubmit, setFocus } = form;
  useEffect(() => setFocus('mobile'), [setFocus]);
  const send = useMutation({
    mutationFn: (target: MobileTarget) => requestOtp(target, OTP_TYPE.RESET_PASSWORD),
    onSuccess: (_answer, target) => onSent(target),
  });
  const mobileError =
    fieldText(t, shownErrors(form).mobile?.message) ??
    (send.isError ? (serverFieldText(send.error, 'mobile') ?? serverText(t, send.error)) : undefined);

  return (
    <StepForm onSend={handleSubmit((v) => send.mutate(v))}>
      <p className="text-sm text-muted">{t('account.reset_intro')}</p>
      <MobileField
        countryProps={register('country_id')}
        mobileProps={register('mobile')}
        error={mobileError}
      />
      <SubmitButton busy={send.isPending}>{t('account.send_code')}</SubmitButton>
    </StepForm>
  );
}
