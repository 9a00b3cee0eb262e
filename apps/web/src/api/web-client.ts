import { configureApiClient, currentLanguage } from '@beauty/ui';

/**
 * How the storefront calls the API: under `/api`, in the interface language, saying it is the web
 * (`X-Client: web`), which has the API keep the session in an httpOnly cookie the browser sends by itself
 * (apps/api account/web-session.ts) rather than answer a token. AuthProvider adds what a 401 does.
 */
export function configureWebClient(): () => void {
  return configureApiClient({
    baseUrl: '/api',
    headers: { 'X-Client': 'web' },
    getLanguage: currentLanguage,
  });
}
