import './lib/zod-config';
import { createQueryClient, currentLanguage, initI18n } from '@beauty/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { countriesQuery, landingQuery, languagesQuery } from './api/queries';
import { configureWebClient } from './api/web-client';
import { readSessionMarker } from './auth/token';
import { en } from './i18n/en';
import { zh } from './i18n/zh';
import { registerServiceWorker } from './lib/push';
import { routes } from './routes/routes';
import './styles.css';

initI18n({ en, zh });
configureWebClient();

const queryClient = createQueryClient();
// Startup data (spec section 2) starts loading now, alongside the first page's code.
void queryClient.prefetchQuery(landingQuery(readSessionMarker(), currentLanguage()));
void queryClient.prefetchQuery(languagesQuery());
void queryClient.prefetchQuery(countriesQuery());

const router = createBrowserRouter(routes);
// The service worker shows pushes and opens their pages (public/sw.js); it loads beside the app, never before it.
void registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
