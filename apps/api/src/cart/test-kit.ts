import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashToken, newSessionToken } from '../account/tokens';
import { type Db, selectRows } from '../db/client';

/*
 * Helpers for the cart, checkout and points tests: members made straight in the database with a live
 * session (no OTP round trips, so fifty of them take milliseconds), products made to measure, and a client
 * that calls the API as the web app does.
 */

let serial = 0;

export type TestMember = { userId: number; token: string };

/** A new member (or agent) with a web session and, unless told otherwise, a default address. */
export async function makeMember(
  db: Db,
  options: { role?: 'member' | 'agent'; address?: boolean; points?: number } = {},
): Promise<TestMember> {
  serial += 1;
  const tag = `${process.pid}${Date.now().toString(36)}${serial}`;
  const role = options.role ?? 'member';
  const [user] = await selectRows<{ id: number }>(
    db,
    sql`insert into users (country_id, language_id, role, agent_rank, name, full_name, email, mobile,
        password_hash, referral_code)
      select c.id, l.id, ${role}, ${role === 'agent' ? 'silver' : null}, 'Test', 'Test Buyer',
        ${`buyer${tag}@example.com`}, ${`9${String(serial).padStart(7, '0')}`}, 'x',
        ${`T${tag}`.slice(0, 40)}
      from countries c, languages l where c.abbreviation = 'SG' and l.code = 'en'
      returning id`,
  );
  const userId = user!.id;
  const token = newSessionToken();
  await db.execute(
    sql`insert into sessions (user_id, token_hash, client) values (${userId}, ${hashToken(token)}, 'web')`,
  );
  if (options.address !== false) await makeAddress(db, userId, true);
  if (options.points) {
    await db.execute(
      sql`insert into point_entries (user_id, kind, status, points, note)
        values (${userId}, 'adjusted', 'successful', ${options.points}, 'test')`,
    );
  }
  return { userId, token };
}

export async function makeAddress(db: Db, userId: number, isDefault = false): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into addresses (user_id, receiver_name, address, postcode, contact_no, country_id,
        default_delivery_address, default_billing_address)
      select ${userId}, 'Test Buyer', ${`${userId} Orchard Road`}, '238801', '91234567', c.id, ${isDefault}, ${isDefault}
      from countries c where c.abbreviation = 'SG' returning id`,
  );
  return row!.id;
}

export type TestVariation = {
  unit?: number;
  discounted?: number | null;
  agent?: number | null;
  points?: number;
  stock?: number;
  name?: string;
};

/** A product of the demo shop's first brand and category, with the given variations (one: a single product). */
export async function makeProduct(
  db: Db,
  options: { variations?: TestVariation[]; partnerOnly?: boolean; maxPerOrder?: number } = {},
): Promise<{ productId: number; variationIds: number[] }> {
  const variations = options.variations ?? [{}];
  const [product] = await selectRows<{ id: number }>(
    db,
    sql`insert into products (brand_id, category_id, name_en, name_zh, description_en, description_zh, image,
        has_volume_variations, partner_only, max_per_order)
      select (select min(id) from brands), (select min(id) from categories), 'Test serum', '测试精华', '', '',
        'test.png', ${variations.length > 1}, ${options.partnerOnly ?? false}, ${options.maxPerOrder ?? 10}
      returning id`,
  );
  const productId = product!.id;
  const variationIds: number[] = [];
  for (const [i, v] of variations.entries()) {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into variations (product_id, name, position, unit_price_cents, discounted_price_cents,
          agent_price_cents, points_to_redeem, stock)
        values (${productId}, ${v.name ?? (variations.length > 1 ? `${(i + 1) * 50} ml` : '')}, ${i},
          ${v.unit ?? 2000}, ${v.discounted ?? null}, ${v.agent ?? null}, ${v.points ?? 0}, ${v.stock ?? 50})
        returning id`,
    );
    variationIds.push(row!.id);
  }
  return { productId, variationIds };
}

/** Calls the API as the web app does: JSON bodies, bearer token. */
export function buyer(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Bearer ${token}` } });
  return {
    call,
    add: (product_id: number, quantity = 1, volume_variation_id?: number) =>
      call('POST', '/order/addcart', { product: { product_id, quantity, volume_variation_id } }),
    cart: () => call('POST', '/purchase/editcart'),
    edit: (body: object) => call('POST', '/purchase/editcart', body),
    shipping: () => call('GET', '/purchase/shipping'),
    redeem: (points: unknown) => call('POST', '/purchase/pointredeem', { points }),
    place: (date: string, time = '09:00-12:00') => call('POST', '/purchase/placeorder', { date, time }),
  };
}
