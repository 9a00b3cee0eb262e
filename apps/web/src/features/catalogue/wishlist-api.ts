import type { Language, WishlistItem, wishlistCreateSchema, wishlistDeleteSchema } from '@beauty/shared';
import { api, type Body, useLanguage } from '@beauty/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../api/viewer';
import { useAuth } from '../../auth/AuthProvider';
import { type CatalogueKeys, catalogueQueryKeys, useCatalogueKeys } from './keys';

/** The signed-in user's wishlist (GET /wishlist/index, POST /wishlist/create, DELETE /wishlist/delete). */
export const wishlistQuery = (keys: CatalogueKeys, language: Language) =>
  queryOptions({
    queryKey: keys.wishlist(language),
    queryFn: ({ signal }) => api.get<WishlistItem[]>('/wishlist/index', undefined, { signal }),
    staleTime: 30_000,
  });

export function useWishlist() {
  const language = useLanguage();
  const { user } = useAuth();
  return useQuery({ ...wishlistQuery(useCatalogueKeys(), language), enabled: user !== null });
}

/** The create call may answer with the new entry or only its id; either way its wish_id is what matters. */
export function wishIdOf(answer: unknown): number | null {
  if (typeof answer === 'object' && answer !== null && 'wish_id' in answer) {
    const id = (answer as { wish_id: unknown }).wish_id;
    if (typeof id === 'number') return id;
  }
  return null;
}

export function createWish(productId: number): Promise<number | null> {
  return api
    .post<unknown>('/wishlist/create', { product_id: productId } satisfies Body<typeof wishlistCreateSchema>)
    .then(wishIdOf);
}

export function deleteWishes(wishIds: number[]): Promise<unknown> {
  return api.delete('/wishlist/delete', { wish_id: wishIds } satisfies Body<typeof wishlistDeleteSchema>);
}

/** Everything that shows whether a product is wished for: the list, and the product's own detail. */
function useRefreshWishes() {
  const queryClient = useQueryClient();
  const keys = useCatalogueKeys();
  const session = useSession();
  return (productIds: number[]) => {
    void queryClient.invalidateQueries({ queryKey: keys.wishlist() });
    for (const id of productIds)
      void queryClient.invalidateQueries({ queryKey: catalogueQueryKeys.product(session, id) });
  };
}

export function useAddWish() {
  const refresh = useRefreshWishes();
  return useMutation({
    mutationFn: (productId: number) => createWish(productId),
    onSettled: (_data, _error, productId) => refresh([productId]),
  });
}

type RemoveInput = { wishIds: number[]; productIds: number[] };

/**
 * Removes entries, optimistically: they leave every cached wishlist at once and come back if the call fails.
 */
export function useRemoveWishes() {
  const queryClient = useQueryClient();
  const keys = useCatalogueKeys();
  const refresh = useRefreshWishes();
  return useMutation({
    mutationFn: ({ wishIds }: RemoveInput) => deleteWishes(wishIds),
    onMutate: async ({ wishIds }: RemoveInput) => {
      await queryClient.cancelQueries({ queryKey: keys.wishlist() });
      const previous = queryClient.getQueriesData<WishlistItem[]>({ queryKey: keys.wishlist() });
      const gone = new Set(wishIds);
      queryClient.setQueriesData<WishlistItem[]>({ queryKey: keys.wishlist() }, (items) =>
        items?.filter((item) => !gone.has(item.wish_id)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: (_data, _error, { productIds }) => refresh(productIds),
  });
}
