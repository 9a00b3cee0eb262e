import { QueryClient } from '@tanstack/react-query';
import { isTransient } from './errors';

/** Client errors (4xx) are answers, not hiccups: only network and server failures are retried, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isTransient(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
