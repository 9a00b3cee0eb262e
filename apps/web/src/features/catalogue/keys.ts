import type { Language } from '@beauty/shared';
import { memberKeys, type ViewerKind, viewerScope } from '../../api/query-keys';
import { useSessionKeys } from '../../api/viewer';

/** The catalogue keys of one session's member (under its root, see api/query-keys.ts). */
export function catalogueKeys(session: string) {
  const member = memberKeys(session);
  const root = member.all;
  return {
    ...member,
    wishlist: (language?: Language) =>
      language ? ([...root, 'wishlist', language] as const) : ([...root, 'wishlist'] as const),
  };
}

export type CatalogueKeys = ReturnType<typeof catalogueKeys>;

export function useCatalogueKeys(): CatalogueKeys {
  return useSessionKeys(catalogueKeys);
}

export const catalogueQueryKeys = {
  /** Every copy of one product's page (prices, and whether the member wished for it, depend on who asks). */
  product: (session: string | null, productId: number) =>
    [...viewerScope(session), 'product-detail', productId] as const,
  productDetail: (session: string | null, productId: number, language: Language) =>
    [...viewerScope(session), 'product-detail', productId, language] as const,
  /** A product listing: ['listing', kind, identity, language, viewer, filters]; see listings-api.ts. */
  listing: <Identity, Filters>(
    kind: 'shop' | 'deals' | 'agent-deals' | 'search',
    identity: Identity,
    language: Language,
    viewer: ViewerKind,
    filters: Filters,
  ) => ['listing', kind, identity, language, viewer, filters] as const,
};
