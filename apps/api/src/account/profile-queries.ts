import { SG_COUNTRY } from '@beauty/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { nextBookingSql } from '../booking';
import type { Db, Tx } from '../db/client';
import { countries, languages, users } from '../db/schema';
import { activeVoucherCountSql, availablePointsSql } from '../wallet';

const referrer = alias(users, 'referrer');

/** One member with what the profile shows, in one query. */
export async function selectProfileRow(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      agentRank: users.agentRank,
      countryId: users.countryId,
      countryAbbreviation: countries.abbreviation,
      phoneCode: countries.phoneCode,
      languageId: users.languageId,
      languageCode: languages.code,
      name: users.name,
      fullName: users.fullName,
      email: users.email,
      mobile: users.mobile,
      birthday: users.birthday,
      gender: users.gender,
      referralCode: users.referralCode,
      pushEnabled: users.pushEnabled,
      referredByName: referrer.name,
      point: availablePointsSql(users.id),
      voucherCount: activeVoucherCountSql(users.id),
      nextBooking: nextBookingSql(users.id),
    })
    .from(users)
    .innerJoin(countries, eq(countries.id, users.countryId))
    .innerJoin(languages, eq(languages.id, users.languageId))
    .leftJoin(referrer, eq(referrer.id, users.referredByUserId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof selectProfileRow>>>;

export const isSgCountry = (abbreviation: string) => abbreviation === SG_COUNTRY;

export function findUserByMobile(db: Db, countryId: number, mobile: string) {
  return db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`${users.countryId} = ${countryId} and ${users.mobile} = ${mobile}`)
    .then((rows) => rows[0] ?? null);
}
