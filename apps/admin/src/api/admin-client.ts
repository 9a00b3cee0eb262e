import { configureApiClient, currentLanguage } from '@beauty/ui';

/**
 * How the back office calls the API: under /api/admin, in the interface language. The session is the
 * httpOnly staff cookie the browser sends by itself (same origin); `X-Client: admin` lets a write through the
 * API's same-origin check where a browser sends neither Origin nor Referer (apps/api staff/cookie.ts).
 */
export function configureAdminClient(onUnauthorized: () => void): () => void {
  return configureApiClient({
    baseUrl: '/api/admin',
    headers: { 'X-Client': 'admin' },
    getLanguage: currentLanguage,
    onUnauthorized,
  });
}
