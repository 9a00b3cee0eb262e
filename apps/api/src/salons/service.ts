import type { Language, StoreDetails } from '@beauty/shared';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { selectStoreDetails } from './queries';

export { selectStores as listStores } from './queries';

/** One salon with its stylists and services; an unknown store is a 404. */
export async function storeDetails(db: Db, language: Language, storeId: number): Promise<StoreDetails> {
  const store = await selectStoreDetails(db, language, storeId);
  if (!store) throw AppError.notFound();
  return store;
}
