import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectPrepared, type Tx } from './client';

/*
 * What several domains read of a member (the users row account owns), kept among the shared SQL pieces:
 * the wallet builds statements with them at module load, and account reads balances from the wallet, so a
 * domain import would be a cycle.
 */

/**
 * The name a member goes by where others see them (masked) or the shop lists them: the full name, or the
 * short name when no full name was given. `alias` is the users row's alias in the statement.
 */
export const memberNameSql = (alias: string): SQL =>
  sql`coalesce(nullif(${sql.raw(alias)}.full_name, ''), ${sql.raw(alias)}.name)`;

/**
 * The member's country (its abbreviation, e.g. 'SG', which gates vouchers and appointments); null for no
 * such member.
 */
export async function selectMemberCountry(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await selectPrepared<{ country: string }>(
    db,
    'member_country',
    sql`select c.abbreviation as country from users u join countries c on c.id = u.country_id
      where u.id = ${userId}`,
  );
  return row?.country ?? null;
}
