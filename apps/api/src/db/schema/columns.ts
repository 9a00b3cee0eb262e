import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, timestamp } from 'drizzle-orm/pg-core';

/* Column kinds several domains' tables share. */

/** Full-text search document; written only by the triggers of migration 0004, never by the application. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A check that a numeric code column holds one of a shared enumeration's codes: the database refuses a code the
 * code base has no name for, and a code added in packages/shared changes the check, so drizzle-kit generate
 * writes the migration instead of someone remembering to.
 */
export const oneOf = (column: AnyPgColumn, codes: Record<string, number>): SQL =>
  sql`${column} in (${sql.raw(Object.values(codes).join(', '))})`;
