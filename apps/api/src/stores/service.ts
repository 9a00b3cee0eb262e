import { distanceKm, type Language, type LatLng, type Store, type StoreDetails } from '@beauty/shared';
import type { Db, Tx } from '../db/client';
import { DomainError } from '../errors';
import { ratingOf } from '../review';
import { selectStoreDetails, selectStoreNames, selectStores } from './queries';

/**
 * Every salon with its rating (its salon criteria over its visible reviews). With the caller's position, each with its distance (the spec's great-circle helper, in km
 * to the metre so clients can say "340 m"), nearest first, equal distances in the shop's order; without
 * one, in the shop's order with distance null.
 */
export async function listStores(db: Db, language: Language, from: LatLng | null): Promise<Store[]> {
  const rows = (await selectStores(db, language)).map((store) => ({
    ...store,
    rating: ratingOf('store', store.rating),
  }));
  if (!from) return rows.map((store) => ({ ...store, distance: null }));
  return rows
    .map((store) => ({ ...store, distance: Math.round(distanceKm(from, store) * 1000) / 1000 }))
    .sort((a, b) => a.distance - b.distance);
}

/** One salon with its rating, its stylists with theirs, and its services; an unknown store is a 404. */
export async function storeDetails(db: Db, language: Language, storeId: number): Promise<StoreDetails> {
  const store = await selectStoreDetails(db, language, storeId);
  if (!store) throw new DomainError('not_found');
  return {
    ...store,
    rating: ratingOf('store', store.rating),
    stylists: store.stylists.map((st) => ({ ...st, rating: ratingOf('stylist', st.rating) })),
  };
}

/** The stores of these ids with their names, by id; an unknown id is left out (the staff page's stores). */
export function storeNames(db: Db | Tx, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  return selectStoreNames(db, ids);
}
