import type { Language, Store, StoreDetails } from '@beauty/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared, type Tx } from '../db/client';
import { stores } from '../db/schema';
import { lang } from '../db/translated';
import { type RatingTotals, ratingTotalsSql } from '../review';

/** A rating as the statements give it: its totals (review), read into stars by the service. */
type Rated<T> = Omit<T, 'rating'> & { rating: RatingTotals | null };

export type StoreRow = Rated<Omit<Store, 'distance'>>;
export type StoreDetailsRow = Rated<Omit<StoreDetails, 'stylists'>> & {
  stylists: Rated<StoreDetails['stylists'][number]>[];
};

const storeColumns = (language: Language): SQL =>
  sql`s.id as store_id, s.name, s.address, s.postcode, s.phone, s.email, s.latitude, s.longitude,
    ${lang(language, 's.opening_hours')} as opening_hours, s.image, ${ratingTotalsSql('store', sql`s.id`)} as rating`;

/** Every salon in the shop's order, with its rating's totals. */
export function selectStores(db: Db, language: Language): Promise<StoreRow[]> {
  return selectPrepared<StoreRow>(
    db,
    `store_list_${language}`,
    sql`select ${storeColumns(language)} from stores s order by s.position, s.id`,
  );
}

/** One salon with its active stylists and the services it offers, each rating's totals beside, in one round trip. */
export async function selectStoreDetails(
  db: Db,
  language: Language,
  storeId: number,
): Promise<StoreDetailsRow | undefined> {
  const [row] = await selectPrepared<StoreDetailsRow>(
    db,
    `store_details_${language}`,
    sql`select ${storeColumns(language)},
        (select coalesce(json_agg(json_build_object('id', st.id, 'name', st.name,
            'title', ${lang(language, 'st.title')}, 'image', st.image,
            'rating', ${ratingTotalsSql('stylist', sql`st.id`)}) order by st.id), '[]')
          from stylists st where st.store_id = s.id and st.is_active) as stylists,
        (select coalesce(json_agg(json_build_object('id', sv.id, 'name', ${lang(language, 'sv.name')},
            'description', ${lang(language, 'sv.description')}, 'duration_minutes', sv.duration_minutes,
            'price', sv.price_cents, 'currency', sv.currency) order by sv.position, sv.id), '[]')
          from store_services ss join services sv on sv.id = ss.service_id where ss.store_id = s.id) as services
      from stores s where s.id = ${storeId}`,
  );
  return row;
}

/** The named stores among these ids, by id (an unknown id is left out). */
export async function selectStoreNames(
  db: Db | Tx,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(inArray(stores.id, [...ids]))
    .orderBy(stores.id);
}
