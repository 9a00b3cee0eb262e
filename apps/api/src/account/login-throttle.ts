import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import { loginFailures } from '../db/schema';
import { AppError } from '../http/errors';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

/**
 * Refuses a login for a number that failed five times within fifteen minutes, until fifteen minutes after the
 * fifth of those failures: the password is not even checked meanwhile, so guessing on gains nothing.
 */
export async function assertNotLocked(db: Db, countryId: number, mobile: string) {
  const [row] = await selectRows<{ seconds_left: number | null }>(
    db,
    sql`select ceil(extract(epoch from max(created_at) + make_interval(mins => ${LOGIN_LOCK_MINUTES}) - now()))::int
          as seconds_left
        from (
          select created_at, count(*) over (
              order by created_at range between make_interval(mins => ${LOGIN_LOCK_MINUTES}) preceding and current row
            ) as failures
          from ${loginFailures}
          where country_id = ${countryId} and mobile = ${mobile}
            and created_at > now() - make_interval(mins => ${2 * LOGIN_LOCK_MINUTES})
        ) f
        where failures >= ${MAX_LOGIN_FAILURES}`,
  );
  const secondsLeft = row?.seconds_left ?? 0;
  if (secondsLeft > 0) {
    throw new AppError(429, 'login_locked', {}, { minutes: Math.ceil(secondsLeft / 60) });
  }
}

export async function recordLoginFailure(db: Db, countryId: number, mobile: string) {
  await db.insert(loginFailures).values({ countryId, mobile });
}

export async function clearLoginFailures(db: Db, countryId: number, mobile: string) {
  await db.execute(sql`delete from ${loginFailures} where country_id = ${countryId} and mobile = ${mobile}`);
}
