import { SIGNUP_DIALOG_WIDTH } from '@beauty/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/button';
import { Dialog } from '../ui/Dialog';
import { closeDialog, openDialog } from '../ui/dialog-store';

/*
 * Login, sign-up and forgot-password dialogs. Placeholders until the accounts issue replaces their bodies with
 * the forms; the titles, switching between them and the one-dialog-at-a-time rule are already final.
 */

function ComingBody({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 p-5">
      <p className="rounded-card bg-soft p-4 text-sm text-muted">{text}</p>
      {children}
    </div>
  );
}

export function LoginDialog() {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialogs.login_title')} onClose={() => closeDialog()}>
      <ComingBody text={t('dialogs.accounts_coming')}>
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
      </ComingBody>
    </Dialog>
  );
}

export function SignUpDialog() {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialogs.signup_title')} onClose={() => closeDialog()} width={SIGNUP_DIALOG_WIDTH}>
      <ComingBody text={t('dialogs.signup_coming')}>
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          {t('dialogs.have_account')}
          <button type="button" className={buttonClass('text', 'sm')} onClick={() => openDialog('login')}>
            {t('header.login')}
          </button>
        </p>
      </ComingBody>
    </Dialog>
  );
}

export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialogs.forgot_title')} onClose={() => closeDialog()}>
      <ComingBody text={t('dialogs.forgot_coming')}>
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'self-start')}
          onClick={() => openDialog('login')}
        >
          {t('dialogs.back_to_login')}
        </button>
      </ComingBody>
    </Dialog>
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
