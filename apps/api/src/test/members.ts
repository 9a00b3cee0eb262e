import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../account/password';
import { hashToken, newSessionToken } from '../account/tokens';
import { type Db, selectRows } from '../db/client';
import { DEMO_PASSWORD } from '../seed';

/*
 * Members for the API tests: one way to have a logged-in member, with the id to arrange their data by and the
 * bearer token to call the API as them.
 */

/** The app and its database: a TestApp, or an instance started otherwise. */
export type Shop = { app: FastifyInstance; database: { db: Db } };

export type Member = { userId: number; token: string };

type Country = 'SG' | 'MY';

/** A demo account of the seeded shop, with what the seed gave it (points, addresses, orders, rank). */
type DemoAccount = { mobile: string; country?: Country; password?: string };

/**
 * A member made for the test: a Singapore member with a default address and no points unless told; with a
 * `password`, one they can confirm (point transfers), else none that matches.
 */
type NewMember = {
  role?: 'member' | 'agent';
  country?: Country;
  address?: boolean;
  points?: number;
  password?: string;
};

let serial = 0;

/**
 * A logged-in member. `{ mobile }` logs a demo account in through the API, as the app does (a new web login
 * ends that account's earlier web session, so log each account in once per test file); anything else makes a
 * new member (or agent) straight in the database with a live web session, so that fifty of them take
 * milliseconds and no OTP round trip.
 */
export async function logIn(shop: Shop, who: DemoAccount | NewMember = {}): Promise<Member> {
  return 'mobile' in who ? logInDemoAccount(shop, who) : makeMember(shop.database.db, who);
}

async function logInDemoAccount(shop: Shop, account: DemoAccount): Promise<Member> {
  const users = await selectRows<{ id: number; country_id: number }>(
    shop.database.db,
    sql`select u.id, u.country_id from users u join countries c on c.id = u.country_id
      where u.mobile = ${account.mobile} ${account.country ? sql`and c.abbreviation = ${account.country}` : sql``}`,
  );
  if (users.length !== 1) throw new Error(`${users.length} accounts with mobile ${account.mobile}`);
  const [user] = users as [{ id: number; country_id: number }];
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: {
      country_id: user.country_id,
      mobile: account.mobile,
      password: account.password ?? DEMO_PASSWORD,
    },
  });
  if (res.statusCode !== 200) throw new Error(`login ${account.mobile}: ${res.statusCode} ${res.body}`);
  return { userId: user.id, token: res.json().data.token as string };
}

async function makeMember(db: Db, options: NewMember): Promise<Member> {
  serial += 1;
  const tag = `${process.pid}${Date.now().toString(36)}${serial}`;
  const role = options.role ?? 'member';
  const country = options.country ?? 'SG';
  const mobile =
    country === 'SG' ? `9${String(serial).padStart(7, '0')}` : `19${String(serial).padStart(7, '0')}`;
  const [user] = await selectRows<{ id: number }>(
    db,
    sql`insert into users (country_id, language_id, role, agent_rank, name, full_name, email, mobile,
        password_hash, referral_code)
      select c.id, l.id, ${role}, ${role === 'agent' ? 'silver' : null}, 'Test', 'Test Buyer',
        ${`buyer${tag}@example.com`}, ${mobile}, ${options.password ? await hashPassword(options.password) : 'x'},
        ${`T${tag}`.slice(0, 40)}
      from countries c, languages l where c.abbreviation = ${country} and l.code = 'en'
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

/** Another address of the member, in their country; `isDefault` makes it the default for delivery and billing. */
export async function makeAddress(db: Db, userId: number, isDefault = false): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into addresses (user_id, receiver_name, address, postcode, contact_no, country_id,
        default_delivery_address, default_billing_address)
      select u.id, 'Test Buyer', ${`${userId} Orchard Road`}, '238801', '91234567', u.country_id, ${isDefault},
        ${isDefault}
      from users u where u.id = ${userId} returning id`,
  );
  return row!.id;
}

/** Calls the API as the web app does for a member: JSON bodies, bearer token; the shopping calls by name. */
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
