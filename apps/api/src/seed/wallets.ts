import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { adjustPoints } from '../wallet';
import { DEMO_ACCOUNTS } from './people';

/** Points every demo account starts with, so checkout with points can be tried at once. */
export const DEMO_WELCOME_POINTS = 2500;
const WELCOME_NOTE = 'Welcome points';

/** One delivery address per demo account, in the account's country. */
const DEMO_ADDRESSES: Record<string, { address: string; floorUnit: string | null; postcode: string }> = {
  SG: { address: '1 Raffles Place', floorUnit: '#20-01', postcode: '048616' },
  MY: { address: '10 Jalan Sultan Ismail, Kuala Lumpur', floorUnit: null, postcode: '050250' },
};

/**
 * Gives each demo account a points balance (through the ledger) and a default delivery and billing address,
 * for the accounts that have none yet: safe to run on a shop seeded before this existed, and again.
 */
export async function insertDemoWallets(tx: Tx): Promise<void> {
  const codes = DEMO_ACCOUNTS.map((a) => a.referralCode);
  const users = await selectRows<{
    id: number;
    referral_code: string;
    country_id: number;
    abbreviation: string;
    full_name: string;
    mobile: string;
    has_points: boolean;
    has_address: boolean;
  }>(
    tx as unknown as Db,
    sql`select u.id, u.referral_code, u.country_id, c.abbreviation, u.full_name, u.mobile,
        exists (select 1 from point_entries e where e.user_id = u.id and e.note = ${WELCOME_NOTE}) as has_points,
        exists (select 1 from addresses a where a.user_id = u.id) as has_address
      from users u join countries c on c.id = u.country_id
      where u.referral_code in (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})
      order by u.id`,
  );
  for (const user of users) {
    if (!user.has_points) {
      await adjustPoints(tx, { userId: user.id, points: DEMO_WELCOME_POINTS, note: WELCOME_NOTE });
    }
    if (!user.has_address) {
      const place = DEMO_ADDRESSES[user.abbreviation] ?? DEMO_ADDRESSES.SG!;
      await tx.execute(
        sql`insert into addresses (user_id, receiver_name, address, floor_unit, postcode, contact_no, country_id,
            default_delivery_address, default_billing_address)
          values (${user.id}, ${user.full_name}, ${place.address}, ${place.floorUnit}, ${place.postcode},
            ${user.mobile}, ${user.country_id}, true, true)`,
      );
    }
  }
}
