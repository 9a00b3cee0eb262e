import type { Address } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import type { CheckoutRow } from '../cart';
import { selectPrepared, type Tx } from '../db/client';
import { pointRateSql } from '../reference';
import { availablePointsSql } from '../wallet';

export type OrderContext = CheckoutRow & { available: number; point_rate: number; addresses: Address[] };

/**
 * What placing an order reads besides the lines, in one prepared statement: the checkout choices (unset
 * before the first), the available points (read after the points lock, so nothing can spend them
 * meanwhile), the shop's point rate and the address book as account/address-service listAddresses answers
 * it (defaults first).
 */
export async function selectOrderContext(tx: Tx, userId: number): Promise<OrderContext> {
  const [row] = await selectPrepared<OrderContext>(
    tx,
    'order_context',
    sql`select coalesce(c.points_to_redeem, 0) as points_to_redeem, c.delivery_address_id,
        c.billing_address_id, ${availablePointsSql(sql`m.id`)} as available, ${pointRateSql} as point_rate,
        (select coalesce(json_agg(json_build_object('id', a.id, 'receiver_name', a.receiver_name,
            'address', a.address, 'floor_unit', a.floor_unit, 'postcode', a.postcode,
            'contact_no', a.contact_no, 'country_id', a.country_id, 'phone_code', k.phone_code,
            'default_delivery_address', a.default_delivery_address,
            'default_billing_address', a.default_billing_address)
            order by a.default_delivery_address desc, a.id), '[]'::json)
          from addresses a join countries k on k.id = a.country_id where a.user_id = m.id) as addresses
      from (select ${userId}::int as id) m left join checkouts c on c.user_id = m.id`,
  );
  return row!;
}
