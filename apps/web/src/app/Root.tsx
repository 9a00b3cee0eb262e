import { ToastProvider } from '@beauty/ui';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider';
import { MAIN_ID } from '../layouts/SkipLink';
import { DialogProvider } from './DialogProvider';
import { scrollKey } from './scroll-key';

/**
 * The root route: session, toasts and dialogs around every layout. Seams for the next issues: the cart and
 * wishlist providers go here too, inside AuthProvider (they load when a token exists).
 */
export function Root() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <ToastProvider page={pathname} mainId={MAIN_ID}>
        <DialogProvider>
          <ScrollRestoration getKey={scrollKey} />
          <Outlet />
        </DialogProvider>
      </ToastProvider>
    </AuthProvider>
  );
}
