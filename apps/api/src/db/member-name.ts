import { type SQL, sql } from 'drizzle-orm';

/**
 * The name a member goes by where others see them (masked) or the shop lists them: the full name, or the
 * short name when no full name was given. `alias` is the users row's alias in the statement. Here among the
 * shared SQL fragments rather than in account/ (which owns users): the wallet builds statements with it at
 * module load, and account reads balances from the wallet, so a domain import would be a cycle.
 */
export const memberNameSql = (alias: string): SQL =>
  sql`coalesce(nullif(${sql.raw(alias)}.full_name, ''), ${sql.raw(alias)}.name)`;
