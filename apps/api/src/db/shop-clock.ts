import { SHOP_TIME_ZONE } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamp as the API answers every time: YYYY-MM-DD HH:mm:ss on the shop's clock (SHOP_TIME_ZONE). The
 * zone goes in as text of the statement, not a parameter, so prepared statements keep one text.
 */
export const shopTimestamp = (column: SQL): SQL =>
  sql`to_char(${column} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD HH24:MI:SS')`;
