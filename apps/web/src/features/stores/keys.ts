import type { Language } from '@beauty/shared';

export const storeQueryKeys = {
  stores: (language: Language) => ['stores', language] as const,
  store: (storeId: number, language: Language) => ['store', storeId, language] as const,
};
