import { ToastProvider } from '@beauty/ui';
import { Outlet, useLocation } from 'react-router';

/** The id of each page's main element: the skip link's target, and where toasts keep clear of the title. */
export const MAIN_ID = 'main';

export function Root() {
  const { pathname } = useLocation();
  return (
    <ToastProvider page={pathname} mainId={MAIN_ID}>
      <Outlet />
    </ToastProvider>
  );
}
