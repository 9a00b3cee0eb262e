import type { Language, Store, StoreDetails } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared } from '../db/client';
import { lang } from '../db/translated';

const storeColumns = (language: Language): SQL =>
  sql`s.id as store_id, s.name, s.address, s.postcode, s.phone, s.email, s.latitude, s.longitude,
    ${lang(language, 's.opening_hours')} as opening_hours, s.image`;

/** Every salon in the shop's order. */
export function selectStores(db: Db, language: Language): Promise<Omit<Store, 'distance'>[]> {
  return selectPrepared<Omit<Store, 'distance'>>(
    db,
    `store_list_${language}`,
    sql`select ${storeColumns(language)} from stores s order by s.position, s.id`,
  );
}

/** One salon with its active stylists and the services it offers, in one round trip. */
export async function selectStoreDetails(
  db: Db,
  language: Language,
  storeId: number,
): Promise<StoreDetails | undefined> {
  const [row] = await selectPrepared<StoreDetails>(
    db,
    `store_details_${language}`,
    sql`select ${storeColumns(language)},
        (select coalesce(json_agg(json_build_object('id', st.id, 'name', st.name,
            'title', ${lang(language, 'st.title')}, 'image', st.image) order by st.id), '[]')
          from stylists st where st.store_id = s.id and st.is_active) as stylists,
        (select coalesce(json_agg(json_build_object('id', sv.id, 'name', ${lang(language, 'sv.name')},
            'description', ${lang(language, 'sv.description')}, 'duration_minutes', sv.duration_minutes,
            'price', sv.price_cents, 'currency', sv.currency) order by sv.position, sv.id), '[]')
          from store_services ss join services sv on sv.id = ss.service_id where ss.store_id = s.id) as services
      from stores s where s.id = ${storeId}`,
  );
  return row;
}
