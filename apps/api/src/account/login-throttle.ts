import { sql } from 'drizzle-orm';
import { type Db, selectRows, type Tx } from '../db/client';
import { loginFailures, loginPlaces } from '../db/schema';
import { AppError } from '../http/errors';

export const LOGIN_LOCK_MINUTES = 15;
/**
 * Failed logins within LOGIN_LOCK_MINUTES that lock, each until LOGIN_LOCK_MINUTES after the failure that
 * reached it:
 * - `pair`: one number from one address. A stranger guessing a member's password locks only their own
 *   address out of that number; the member signs in from anywhere else.
 * - `address`: one address across every number, so guessing one common password over many numbers stops too.
 * - `number`: one number from every address together, against guessing spread over many addresses. It is high
 *   enough that only such an attack reaches it.
 * The addresses a member signed in from before (login_places) pass the last two, so a stranger cannot lock the
 * owner out of where they usually sign in, even from a shared address (an office, a mobile carrier's); the pair
 * limit still holds there. Resetting the password by SMS is not throttled here (its codes have their own
 * limits, otp-service.ts), and a reset forgets the number's failures.
 */
export const LOGIN_LIMITS = { pair: 5, address: 20, number: 100 } as const;

export type LoginAttempt = { countryId: number; mobile: string; ip: string };

/**
 * A staff sign-in (staff/) is throttled by the same rows and limits as a member's: its account is the
 * lower-cased email in place of the number, under country 0, which no country has. The address limit then
 * counts members' and staff's failures from one address together.
 */
export const emailLoginAttempt = (email: string, ip: string): LoginAttempt => ({
  countryId: 0,
  mobile: email.toLowerCase(),
  ip,
});

/**
 * Whether the member has signed in from this address before. Asked for an unknown number too (user id 0), so
 * that an unknown number takes the same steps as a known one.
 */
export async function isKnownPlace(db: Db, userId: number, ip: string): Promise<boolean> {
  const [row] = await selectRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from ${loginPlaces} where user_id = ${userId} and ip = ${ip}) as known`,
  );
  return row?.known === true;
}

/**
 * Records an attempt before its password is checked, then refuses it (429 login_locked, its row gone) when the
 * earlier failures lock it. With `inFlight`, the attempts for the same number from the same address written
 * before it and still being checked count as failures too, so that a burst of guesses sent at once gets no more
 * than the limit's checks. A point transfer's check leaves them out: a member may send several transfers at
 * once with the right password. Answers the attempt's row: `attemptFailed` keeps it as a failure,
 * `attemptSucceeded` deletes it.
 */
export async function beginLoginAttempt(
  db: Db,
  attempt: LoginAttempt,
  options: { knownPlace: boolean; inFlight: boolean },
) {
  const { countryId, mobile, ip } = attempt;
  const [row] = await db
    .insert(loginFailures)
    .values({ countryId, mobile, ip, checking: true })
    .returning({ id: loginFailures.id });
  const id = row!.id;
  const window = sql`make_interval(mins => ${LOGIN_LOCK_MINUTES})`;
  const [lock] = await selectRows<{ seconds_left: number | null }>(
    db,
    sql`with recent as (
          select created_at,
            same_number and same_ip and (not checking or (${options.inFlight} and id < ${id})) as pair_row,
            same_ip and not checking and not ${options.knownPlace} as address_row,
            same_number and not checking and not ${options.knownPlace} as number_row
          from (
            select id, created_at, checking, country_id = ${countryId} and mobile = ${mobile} as same_number,
              ip = ${ip} as same_ip
            from ${loginFailures}
            where created_at > now() - 2 * ${window} and id <> ${id}
              and ((country_id = ${countryId} and mobile = ${mobile}) or ip = ${ip})
          ) f
        ), counted as (
          select created_at, pair_row, address_row, number_row,
            count(*) filter (where pair_row) over w as pair,
            count(*) filter (where address_row) over w as address,
            count(*) filter (where number_row) over w as number
          from recent
          window w as (order by created_at range between ${window} preceding and current row)
        )
        select ceil(extract(epoch from max(created_at) + ${window} - now()))::int as seconds_left
        from counted
        where (pair_row and pair >= ${LOGIN_LIMITS.pair})
          or (address_row and address >= ${LOGIN_LIMITS.address})
          or (number_row and number >= ${LOGIN_LIMITS.number})`,
  );
  const secondsLeft = lock?.seconds_left ?? 0;
  if (secondsLeft > 0) {
    // A refused attempt checked nothing, so it does not count: the lock ends when the failures' does.
    await forgetAttempt(db, id);
    throw new AppError(429, 'login_locked', {}, { minutes: Math.ceil(secondsLeft / 60) });
  }
  return id;
}

/** The password was wrong: the attempt stays, as a failure. */
export function attemptFailed(db: Db, id: number) {
  return db.execute(sql`update ${loginFailures} set checking = false where id = ${id}`);
}

/**
 * The attempt proved nothing either way (a staff password right, the second factor not yet sent): it is not a
 * failure, and the earlier failures stay, so a known password cannot be used to wipe guesses at the code.
 */
export function forgetAttempt(db: Db, id: number) {
  return db.execute(sql`delete from ${loginFailures} where id = ${id}`);
}

/**
 * The password was right: the attempt and this address's earlier failures for the number are forgotten, and
 * the address becomes one the member signs in from (a member of staff, `userId` null, keeps theirs in their
 * sessions).
 */
export async function attemptSucceeded(db: Db, id: number, attempt: LoginAttempt, userId: number | null) {
  await db.execute(
    sql`delete from ${loginFailures}
        where id = ${id} or (country_id = ${attempt.countryId} and mobile = ${attempt.mobile} and ip = ${attempt.ip})`,
  );
  if (userId === null) return;
  await db
    .insert(loginPlaces)
    .values({ userId, ip: attempt.ip })
    .onConflictDoUpdate({ target: [loginPlaces.userId, loginPlaces.ip], set: { lastLoginAt: sql`now()` } });
}

/** Forgets every failed login of a number (its password was just reset by SMS). */
export function forgetNumberFailures(db: Db | Tx, countryId: number, mobile: string) {
  return db.execute(sql`delete from ${loginFailures} where country_id = ${countryId} and mobile = ${mobile}`);
}

/**
 * Deletes failed logins the throttle no longer looks at (it looks back twice the lock) and the addresses a
 * member has not signed in from for `placeDays`. Answers how many rows went.
 */
export async function forgetOldLoginRecords(db: Db, placeDays: number) {
  const failures = await selectRows<{ n: number }>(
    db,
    sql`with gone as (
          delete from ${loginFailures} where created_at < now() - 2 * make_interval(mins => ${LOGIN_LOCK_MINUTES})
          returning 1
        ), places as (
          delete from ${loginPlaces} where last_login_at < now() - make_interval(days => ${placeDays}) returning 1
        )
        select (select count(*) from gone)::int + (select count(*) from places)::int as n`,
  );
  return failures[0]?.n ?? 0;
}
