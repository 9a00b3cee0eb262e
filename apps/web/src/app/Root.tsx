import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider';
import { DialogProvider } from './DialogProvider';
import { scrollKey } from './scroll-key';
import { ToastProvider } from './ToastProvider';

/**
 * The root route: session, toasts and dialogs around every layout. Seams for the next issues: the cart and
 * wishlist providers go here too, inside AuthProvider (they load when a token exists).
 */
export function Root() {
  return (
    <AuthProvider>
      <ToastProvider>
        <DialogProvider>
          <ScrollRestoration getKey={scrollKey} />
          <Outlet />
        </DialogProvider>
      </ToastProvider>
    </AuthProvider>
  );
}
