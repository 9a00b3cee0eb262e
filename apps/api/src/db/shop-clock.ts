import { SHOP_TIME_ZONE } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The shop's clock in SQL (SHOP_TIME_ZONE). The zone goes in as text of the statement, not a parameter, so
 * prepared statements keep one text.
 */
const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** A timestamp as the API answers every time: YYYY-MM-DD HH:mm:ss on the shop's clock. */
export const shopTimestamp = (column: SQL): SQL =>
  sql`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD HH24:MI:SS')`;

/** An instant as an ISO 8601 UTC text (2026-11-25T06:30:00.000Z), as answers give instants; null stays null. */
export const isoInstant = (at: SQL): SQL =>
  sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An instant as the shop's wall-clock time (a `timestamp` without zone), for its date, weekday or minutes. */
export const shopLocal = (at: SQL): SQL => sql`(${at} at time zone ${ZONE})`;

/** An instant as text on the shop's clock, in one of these to_char formats (constants, never input). */
export const shopClockText = (at: SQL, format: 'YYYY-MM-DD' | 'HH24:MI' | 'YYYYMMDD'): SQL =>
  sql`to_char(${at} at time zone ${ZONE}, ${sql.raw(`'${format}'`)})`;

/** The shop's date (a `date`) at an instant: today by default. */
export const shopDate = (at: SQL = sql.raw('now()')): SQL => sql`(${at} at time zone ${ZONE})::date`;

/** When a shop date (a `date` expression) begins, as an instant: its 00:00 in the shop's zone. */
export const shopDayStart = (date: SQL): SQL => sql`((${date})::timestamp at time zone ${ZONE})`;
