import { OTP_TYPE, SIGNUP_DIALOG_WIDE_WIDTH, SIGNUP_DIALOG_WIDTH } from '@beauty/shared';
import { buttonClass, Dialog, serverText } from '@beauty/ui';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../app/dialogs';
import { AppBadges } from '../../layouts/AppBadges';
import { DetailsStep } from './DetailsStep';
import { BackButton, GoToLoginButton, SuccessPanel } from './dialog-parts';
import { OtpStep } from './OtpStep';
import { PasswordStep } from './PasswordStep';
import { ReferralStep } from './ReferralStep';
import { useSignUpFlow } from './useSignUpFlow';
import { WelcomeStep } from './WelcomeStep';

/**
 * Sign-up (spec section 2, "Dialogs"). Normal: details, code, referral code, password, account created.
 * Referrer variant (a `referralCode` in the address): details with the code locked, code, password, a welcome
 * screen with the referrer's name, account created. The code and password steps are the forgot-password
 * flow's; the state and the registration are useSignUpFlow's.
 */
export default function SignUpFlow({
  referralCode,
  onClose,
}: {
  referralCode?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const flow = useSignUpFlow(referralCode ?? null, onClose);
  const { step, details, registration } = flow;
  return (
    <Dialog
      title={t('dialogs.signup_title')}
      onClose={flow.close}
      width={flow.wide ? SIGNUP_DIALOG_WIDE_WIDTH : SIGNUP_DIALOG_WIDTH}
    >
      {flow.canGoBack ? <BackButton onClick={flow.back} /> : null}
      {step === 'details' ? (
        <DetailsStep initial={details} referralCode={referralCode ?? null} onSent={flow.detailsSent} />
      ) : null}
      {step === 'otp' && details ? (
        <OtpStep
          target={{ country_id: details.country_id, mobile: details.mobile }}
          phoneCode={flow.phoneCode}
          type={OTP_TYPE.REGISTER}
          onVerified={flow.next}
        />
      ) : null}
      {step === 'referral' ? (
        <ReferralStep initial={flow.enteredReferral} onDone={flow.referralDone} />
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
      {step === 'welcome' && referralCode ? (
        <WelcomeStep referralCode={referralCode} onNext={flow.next} />
      ) : null}
      {step === 'created' ? (
        <SuccessPanel title={t('account.account_created_title')} text={t('account.account_created_text')}>
          <AppBadges />
          <GoToLoginButton onClick={flow.finish} />
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
