import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, languages } from '../db/schema';

/**
 * Reference lists as prepared statements, built once per database: they are read on every app start-up, so
 * neither query building nor planning should be paid per request.
 */
export function referenceLists(db: Db) {
  const countryList = db
    .select({
      id: countries.id,
      name: countries.name,
      abbreviation: countries.abbreviation,
      phone_code: countries.phoneCode,
    })
    .from(countries)
    .orderBy(asc(countries.position), asc(countries.id))
    .prepare('country_list');
  const languageList = db
    .select({ id: languages.id, code: languages.code, name: languages.name })
    .from(languages)
    .orderBy(asc(languages.position), asc(languages.id))
    .prepare('language_list');
  return { countries: () => countryList.execute(), languages: () => languageList.execute() };
}
