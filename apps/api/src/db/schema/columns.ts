import { customType, timestamp } from 'drizzle-orm/pg-core';

/* Column kinds several domains' tables share. */

/** Full-text search document; written only by the triggers of migration 0004, never by the application. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
