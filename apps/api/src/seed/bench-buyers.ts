import { addDays, DELIVERY_SLOTS, deliveryDateRange } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { hashPassword, hashToken, newSessionToken } from '../account';
import { type Db, selectRows } from '../db/client';
import { addresses, sessions, users } from '../db/schema';
import { insertBatched, reserveIds } from './batch';
import { runAsScript } from './script';

/*
 * Bench only (bench/run.mjs, place order): members who can check out at once, without the OTP sign-up.
 * Each gets a default delivery and billing address and a live app session; the bench fills their carts
 * through the API. Prints one JSON line: the bearer tokens and the delivery slots the bench may book.
 * Never part of the demo seed: these members cannot log in (their password is random and never printed).
 */

export type BenchBuyers = {
  tokens: string[];
  /** The members' ids and mobile numbers (Singapore), in the order of `tokens`. */
  ids: number[];
  mobiles: string[];
  /** Every bookable (date, time) from the day after tomorrow on, so no slot is booked across midnight. */
  slots: { date: string; time: string }[];
};

export async function seedBenchBuyers(
  db: Db,
  count: number,
  prefix: string,
  /** A password the bench sends (point transfers ask for it); otherwise random, so nobody can log in. */
  password: string = newSessionToken(),
): Promise<BenchBuyers> {
  const [country] = await selectRows<{ id: number }>(
    db,
    sql`select id from countries where abbreviation = 'SG'`,
  );
  const [language] = await selectRows<{ id: number }>(db, sql`select id from languages where code = 'en'`);
  if (!country || !language) throw new Error('seed the demo shop first');
  // One hash for all.
  const passwordHash = await hashPassword(password);
  const tokens = Array.from({ length: count }, () => newSessionToken());
  const mobiles: string[] = [];
  const ids = await db.transaction(async (tx) => {
    const ids = await reserveIds(tx, 'users', count);
    // Singapore mobiles are 8 digits from 8 or 9; 7xxxxxxx is never a real one. Made of the member's id, so
    // members of every bench run are distinct and can be looked up by number (point transfers).
    mobiles.push(...ids.map((id) => `7${String(id).padStart(7, '0')}`));
    await insertBatched(
      tx,
      users,
      ids.map((id, i) => ({
        id,
        countryId: country.id,
        languageId: language.id,
        name: `Bench ${i + 1}`,
        fullName: `Bench Buyer ${i + 1}`,
        email: `${prefix}-${i + 1}@bench.rosettebeauty.example`,
        mobile: mobiles[i]!,
        passwordHash,
        referralCode: `B${prefix.slice(-4)}${String(i + 1).padStart(4, '0')}`.toUpperCase(),
      })),
    );
    await insertBatched(
      tx,
      addresses,
      ids.map((id, i) => ({
        userId: id,
        receiverName: `Bench Buyer ${i + 1}`,
        address: '1 Bench Road',
        postcode: '018956',
        contactNo: '+65 70000000',
        countryId: country.id,
        defaultDelivery: true,
        defaultBilling: true,
      })),
    );
    await insertBatched(
      tx,
      sessions,
      ids.map((id, i) => ({ userId: id, tokenHash: hashToken(tokens[i]!), client: 'android' as const })),
    );
    return ids;
  });
  const { earliest, latest } = deliveryDateRange();
  const slots: BenchBuyers['slots'] = [];
  for (let date = addDays(earliest, 1); date <= latest; date = addDays(date, 1))
    for (const time of DELIVERY_SLOTS) slots.push({ date, time });
  return { tokens, ids, mobiles, slots };
}

/** `node --import tsx apps/api/src/seed/bench-buyers.ts 50`: prints {"tokens": [...], "slots": [...]}. */
runAsScript(import.meta.url, async (database) => {
  const count = Number(process.argv[2] ?? 50);
  if (!Number.isInteger(count) || count < 1 || count > 9999)
    throw new Error('usage: bench-buyers.ts <count>');
  const prefix = Date.now().toString(36);
  console.log(JSON.stringify(await seedBenchBuyers(database.db, count, prefix)));
});
