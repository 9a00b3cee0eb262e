import { SIGNUP_DIALOG_WIDTH } from '@beauty/shared';
import { buttonClass, Dialog, Spinner } from '@beauty/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { closeDialog, useLoginReason } from '../../app/dialogs';

/*
 * Login, sign-up and forgot-password dialogs. Their forms (zod, react-hook-form) live in lazy chunks under
 * ./account, so the first view does not load them.
 */

const LoginForm = lazy(() => import('./LoginForm'));

/** While a form's code loads (zod and react-hook-form stay out of the first view). */
function FormLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-40 items-center justify-center p-5">
      <Spinner label={t('a11y.loading')} />
    </div>
  );
}

/** The login dialog; opened by a login-gated action, it says which ("Log in to add this to your cart"). */
export function LoginDialog() {
  const { t } = useTranslation();
  const reason = useLoginReason();
  return (
    <Dialog
      title={t('dialogs.login_title')}
      description={reason ? t(`login_reason.${reason}`) : undefined}
      onClose={() => closeDialog()}
    >
      <Suspense fallback={<FormLoading />}>
        <LoginForm />
      </Suspense>
    </Dialog>
  );
}

const SignUpFlow = lazy(() => import('./SignUpFlow'));

/** A sign-up link: `?referralCode=CODE` (the referrer variant) or `#signup`. */
export function signupLink(location: {
  search: string;
  hash: string;
}): { referralCode: string | null } | null {
  const code = new URLSearchParams(location.search).get('referralCode')?.trim();
  if (code) return { referralCode: code };
  if (location.hash === '#signup') return { referralCode: null };
  return null;
}

export function SignUpDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const link = signupLink(location);
  // Opened from a sign-up link: closing goes home, which drops the query or hash, and reloads (spec section 2).
  const onClose = () => {
    if (link) window.location.assign('/');
    else closeDialog();
  };
  return (
    <Suspense
      fallback={
        <Dialog title={t('dialogs.signup_title')} onClose={onClose} width={SIGNUP_DIALOG_WIDTH}>
          <FormLoading />
        </Dialog>
      }
    >
      <SignUpFlow referralCode={link?.referralCode} onClose={onClose} />
    </Suspense>
  );
}

const ForgotPasswordFlow = lazy(() => import('./ForgotPasswordFlow'));

/** The flow renders its own Dialog; until its code arrives, a titled dialog with a spinner. */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Dialog title={t('dialogs.forgot_title')} onClose={() => closeDialog()}>
          <FormLoading />
        </Dialog>
      }
    >
      <ForgotPasswordFlow />
    </Suspense>
  );
}

/** Shown when a session ended because of a login elsewhere (401, or the token removed in another tab). */
export function MultipleLoginDialog() {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialogs.multiple_login_title')} onClose={() => closeDialog()}>
      <div className="flex flex-col gap-5 p-5">
        <p>{t('multiple_login', { ns: 'messages' })}</p>
        <button
          type="button"
          data-autofocus
          className={buttonClass('primary', 'md', 'self-end')}
          onClick={() => closeDialog()}
        >
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
