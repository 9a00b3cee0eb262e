import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, languages } from '../db/schema';

export function listCountries(db: Db) {
  return db
    .select({
      id: countries.id,
      name: countries.name,
      abbreviation: countries.abbreviation,
      phone_code: countries.phoneCode,
    })
    .from(countries)
    .orderBy(asc(countries.position), asc(countries.id));
}

export function listLanguages(db: Db) {
  return db
    .select({ id: languages.id, code: languages.code, name: languages.name })
    .from(languages)
    .orderBy(asc(languages.position), asc(languages.id));
}
