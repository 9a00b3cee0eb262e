import './lib/zod-config';
import { LANGUAGES, STAFF_MESSAGES } from '@beauty/shared';
import { createQueryClient, initI18n } from '@beauty/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureAdminClient } from './api/admin-client';
import { SIGN_IN_PATH, signInPathFor } from './auth/return-path';
import { meKey, rememberSignedIn } from './auth/session';
import { en } from './i18n/en';
import { zh } from './i18n/zh';
import { routes } from './routes/routes';
import './styles.css';

const i18n = initI18n({ en, zh });
// The back office's own messages beside the storefront's catalogue the kit loads (staff-messages.ts).
for (const language of LANGUAGES)
  i18n.addResourceBundle(language, 'messages', STAFF_MESSAGES[language], true);

const queryClient = createQueryClient();
const BASENAME = '/admin';
const router = createBrowserRouter(routes, { basename: BASENAME });

// A 401 anywhere (the session ended, idle or revoked): forget who was signed in and go to the sign-in page,
// which brings the member of staff back here afterwards.
configureAdminClient(() => {
  rememberSignedIn(false);
  queryClient.removeQueries({ queryKey: meKey });
  // The router's state holds the whole address, basename included; navigate takes the app's own paths.
  const { pathname, search } = router.state.location;
  const path = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
  if (!path.startsWith(SIGN_IN_PATH))
    void router.navigate(signInPathFor(`${path}${search}`), { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
