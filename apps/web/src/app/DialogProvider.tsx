import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import {
  ForgotPasswordDialog,
  LoginDialog,
  MultipleLoginDialog,
  SignUpDialog,
  signupLink,
} from '../features/account';
import { MenuDrawer } from '../layouts/header/MenuDrawer';
import { dialogStore, useActiveDialog } from './dialogs';

/**
 * Renders the one open dialog of the dialog store (login, forgot password, sign-up, drawer, multiple-login).
 * Opening any dialog closes the other, so there is never more than one. The drawer closes on navigation.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const active = useActiveDialog();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design.
  useEffect(() => {
    if (dialogStore.getSnapshot() === 'drawer') dialogStore.close({ restoreFocus: false });
  }, [location.pathname, location.search]);

  const { dropSession } = useAuth();
  const link = signupLink(location);
  const linkKey = link ? `${location.search}${location.hash}` : null;
  // A sign-up link logs out any current user and opens sign-up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per sign-up link.
  useEffect(() => {
    if (!linkKey) return;
    dropSession();
    dialogStore.open('sign-up');
  }, [linkKey]);

  return (
    <>
      {children}
      {active === 'login' ? <LoginDialog /> : null}
      {active === 'forgot-password' ? <ForgotPasswordDialog /> : null}
      {active === 'sign-up' ? <SignUpDialog /> : null}
      {active === 'drawer' ? <MenuDrawer /> : null}
      {active === 'multiple-login' ? <MultipleLoginDialog /> : null}
    </>
  );
}
