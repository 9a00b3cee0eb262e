import type { Address } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectPrepared, type Tx } from '../db/client';
import { pointRateSql } from '../reference';
import { availablePointsSql } from '../wallet';

/** The member's choices at checkout (checkouts), which the cart answer reads too (cart/queries.ts). */
export type CheckoutRow = {
  points_to_redeem: number;
  delivery_address_id: number | null;
  billing_address_id: number | null;
};

/** What the member chose at checkout; all unset before the first choice. Prepared: every shipping page reads it. */
export async function selectCheckout(db: Db | Tx, userId: number): Promise<CheckoutRow> {
  const [row] = await selectPrepared<CheckoutRow>(
    db as Db,
    'checkout_choices',
    sql`select points_to_redeem, delivery_address_id, billing_address_id
      from checkouts where user_id = ${userId}`,
  );
  return row ?? { points_to_redeem: 0, delivery_address_id: null, billing_address_id: null };
}

/** Sets some of the member's checkout choices, creating the row on the first one. */
export async function saveCheckout(db: Db | Tx, userId: number, values: Partial<CheckoutRow>): Promise<void> {
  const points = values.points_to_redeem ?? null;
  const delivery = values.delivery_address_id ?? null;
  const billing = values.billing_address_id ?? null;
  await db.execute(
    sql`insert into checkouts (user_id, points_to_redeem, delivery_address_id, billing_address_id)
      values (${userId}, coalesce(${points}::int, 0), ${delivery}::int, ${billing}::int)
      on conflict (user_id) do update set
        points_to_redeem = coalesce(${points}::int, checkouts.points_to_redeem),
        delivery_address_id = coalesce(${delivery}::int, checkouts.delivery_address_id),
        billing_address_id = coalesce(${billing}::int, checkouts.billing_address_id),
        updated_at = now()`,
  );
}

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
