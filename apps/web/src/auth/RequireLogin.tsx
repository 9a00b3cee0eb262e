import { buttonClass, EmptyState } from '@beauty/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogStore, openDialog } from '../app/dialogs';
import { PageSkeleton } from '../components/PageSkeleton';
import { PageFrame } from '../layouts/PageFrame';
import { useAuth } from './AuthProvider';

/**
 * Wishlist, cart, wallet, order and profile pages need a signed-in user (spec section 6): a logged-out visitor
 * gets the login dialog, and the page shows once the login succeeds.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const loggedOut = !user && !isLoading;

  useEffect(() => {
    // A session that just ended elsewhere is explained first; the visitor is sent home, not asked to log in.
    if (loggedOut && dialogStore.getSnapshot() !== 'multiple-login') openDialog('login', { reason: 'page' });
  }, [loggedOut]);

  if (isLoading) return <PageSkeleton />;
  if (!user) {
    return (
      <PageFrame>
        <EmptyState
          title={t('account.login_needed_title')}
          text={t('unauthorized', { ns: 'messages' })}
          action={
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => openDialog('login', { reason: 'page' })}
            >
              {t('header.login')}
            </button>
          }
        />
      </PageFrame>
    );
  }
  return <>{children}</>;
}
