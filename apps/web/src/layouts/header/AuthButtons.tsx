import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthProvider';
import { buttonClass } from '../../ui/button';
import { openDialog } from '../../ui/dialog-store';
import { Spinner } from '../../ui/Spinner';

/** Logged out: Log in and Sign up. Loading: a spinner. Logged in: greeting and Log out. */
export function AuthButtons({ stretch = false }: { stretch?: boolean }) {
  const { t } = useTranslation();
  const { user, isLoading, logout } = useAuth();
  const grow = stretch ? 'flex-1' : '';

  if (isLoading) {
    return (
      <div className="flex min-h-target items-center px-3">
        <Spinner label={t('a11y.loading_account')} />
      </div>
    );
  }
  if (user) {
    return (
      <div className="flex items-center gap-2">
        <span className="text-sm font-medium">
          {t('header.greeting', { name: user.full_name || user.name })}
        </span>
        <button type="button" className={buttonClass('text', 'sm')} onClick={logout}>
          {t('header.logout')}
        </button>
      </div>
    );
  }
  return (
    <div className={`flex items-center gap-2 ${stretch ? 'w-full' : ''}`}>
      <button
        type="button"
        className={buttonClass('secondary', 'sm', grow)}
        onClick={() => openDialog('login')}
      >
        {t('header.login')}
      </button>
      <button
        type="button"
        className={buttonClass('primary', 'sm', grow)}
        onClick={() => openDialog('sign-up')}
      >
        {t('header.signup')}
      </button>
    </div>
  );
}
