import {
  type Language,
  type NotificationFacts,
  type NotificationKind,
  normaliseLanguage,
  notificationText,
  type OsType,
} from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { type Db, selectRows, type Tx } from '../db/client';
import { moveAll } from '../db/lifecycle';
import { DELIVERY_JOB_ACTOR, DELIVERY_LIFECYCLE } from './delivery-lifecycle';
import { PushError, type PushProviders, type PushTarget, providerFor } from './providers';

/*
 * The delivery job's work: every pending delivery whose time has come is claimed, rendered in its member's
 * language as it is now, and sent through the provider its device takes. Safe with any number of instances
 * at once: a batch is claimed by one statement that skips rows another run has locked and moves their
 * next_attempt_at a lease ahead, so no other run sees them until the lease lapses (a run that died); every
 * outcome is written only if the delivery is still this run's claim (its attempt count unchanged), each end a
 * move of DELIVERY_LIFECYCLE (delivery-lifecycle.ts) by the job. A push
 * whose texts cannot be rendered fails like a push service's error, and is given up after the last attempt.
 */

/**
 * How long a claim keeps other runs off a delivery: longer than a default batch takes with every push service
 * timing out (200 deliveries, 16 in flight, 10 s each: 130 s).
 */
export const DELIVERY_LEASE_MS = 180_000;
/** The wait after the first temporary failure, doubled after each further one… */
export const RETRY_FIRST_MS = 30_000;
/** …up to this… */
export const RETRY_MAX_MS = 60 * 60_000;
/** …and after this many attempts in all the delivery is given up (failed): 30 s, 1, 2, 4, 8, 16, 32 min. */
export const MAX_ATTEMPTS = 8;

/** The wait before the next attempt after `attempts` attempts, the last of which failed for a while. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export type DeliverDeps = { db: Db; providers: PushProviders };

export type DeliverOptions = {
  /** The time the run works at (tests pass a later one); the job's clock otherwise. */
  now?: Date;
  /** Deliveries claimed at once. */
  batch?: number;
  /** Pushes in flight at once within a batch. */
  concurrency?: number;
};

export type DeliverCounts = {
  claimed: number;
  sent: number;
  gone: number;
  skipped: number;
  retried: number;
  failed: number;
};

type Claimed = {
  id: number;
  attempts: number;
  target: string;
  os_type: OsType;
  notification_id: number;
  user_id: number;
  kind: NotificationKind;
  facts: unknown;
  link: string;
  push_enabled: boolean;
  language: string | null;
  /** Who the device belongs to now: null when it was forgotten since. */
  device_user_id: number | null;
  p256dh: string | null;
  auth: string | null;
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Claims up to `batch` due deliveries for this run, with everything needed to send them. */
function claim(db: Db, now: Date, batch: number): Promise<Claimed[]> {
  return selectRows<Claimed>(
    db,
    sql`with due as (
        select id from notification_deliveries
        where status = 'pending' and next_attempt_at <= ${at(now)}
        order by next_attempt_at, id
        limit ${batch}
        for update skip locked
      ), claimed as (
        update notification_deliveries d
        set next_attempt_at = ${at(now)} + make_interval(secs => ${DELIVERY_LEASE_MS / 1000}),
          attempts = d.attempts + 1
        from due where d.id = due.id
        returning d.id, d.attempts, d.target, d.os_type, d.notification_id
      )
      select c.id, c.attempts, c.target, c.os_type, c.notification_id, n.user_id, n.kind, n.facts, n.link,
        u.push_enabled, l.code as language, t.user_id as device_user_id, t.p256dh, t.auth
      from claimed c
      join notifications n on n.id = c.notification_id
      join users u on u.id = n.user_id
      left join languages l on l.id = u.language_id
      left join device_tokens t on t.token = c.target
      order by c.id`,
  );
}

/**
 * The deliveries of `rows` that are still this run's claims (their attempt counts unchanged), as a condition
 * on notification_deliveries for their moves: one parameter, whatever the batch's size.
 */
function claims(rows: readonly Claimed[]): SQL {
  const pairs = JSON.stringify(rows.map((r) => ({ id: r.id, attempts: r.attempts })));
  return sql`(id, attempts) in (select x.id, x.attempts
    from jsonb_to_recordset(${pairs}::jsonb) as x(id int, attempts int))`;
}

/** Ends a delivery (a rare outcome: gone, failed) if it is still this run's claim. */
async function end(tx: Tx, row: Claimed, action: 'forget' | 'fail', reason: string): Promise<void> {
  const claim = sql`id = ${row.id} and attempts = ${row.attempts}`;
  await moveAll(tx, DELIVERY_LIFECYCLE, claim, action, DELIVERY_JOB_ACTOR, { reason });
}

/**
 * The common outcomes (sent, skipped) of a whole batch, each only if the delivery is still this run's claim:
 * one move per outcome and reason, all in one transaction, so one commit a batch rather than one a push,
 * which is what bounds the rate on a database that flushes every commit to disk.
 */
async function settleAll(db: Db, done: readonly Done[], now: Date): Promise<void> {
  if (done.length === 0) return;
  const groups = new Map<string, { action: 'send' | 'skip'; reason: string | null; rows: Claimed[] }>();
  for (const d of done) {
    const action = d.outcome === 'sent' ? 'send' : 'skip';
    const key = `${action}:${d.reason ?? ''}`;
    const group = groups.get(key) ?? { action, reason: d.reason, rows: [] };
    group.rows.push(d.row);
    groups.set(key, group);
  }
  await db.transaction(async (tx) => {
    for (const { action, reason, rows } of groups.values())
      await moveAll(tx, DELIVERY_LIFECYCLE, claims(rows), action, DELIVERY_JOB_ACTOR, { reason, now });
  });
}

type Outcome = Exclude<keyof DeliverCounts, 'claimed'>;
/** A delivery sent or skipped, its outcome not yet written (settleAll writes a batch's at once). */
type Done = { row: Claimed; outcome: 'sent' | 'skipped'; reason: string | null };

/** Sends one delivery; writes the rare outcomes (gone, retried, failed) itself and answers the others. */
async function deliverOne({ db, providers }: DeliverDeps, row: Claimed, now: Date): Promise<Outcome | Done> {
  if (row.device_user_id !== row.user_id)
    return { row, outcome: 'skipped', reason: "the device is no longer this member's" };
  if (!row.push_enabled) return { row, outcome: 'skipped', reason: 'push notifications are off' };
  const language: Language = normaliseLanguage(row.language);
  const target: PushTarget = {
    deliveryId: row.id,
    userId: row.user_id,
    osType: row.os_type,
    token: row.target,
    keys: row.p256dh && row.auth ? { p256dh: row.p256dh, auth: row.auth } : null,
  };
  let answer: 'sent' | 'gone';
  try {
    const text = notificationText(row.kind, row.facts as NotificationFacts[NotificationKind], language);
    answer = await providerFor(providers, target).send(target, {
      notificationId: row.notification_id,
      kind: row.kind,
      language,
      link: row.link,
      ...text,
    });
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    // Anything but a push service's refusal (the database, a bug) may pass: tried again like a timeout.
    const temporary = !(err instanceof PushError) || err.temporary;
    if (temporary && row.attempts < MAX_ATTEMPTS) {
      const next = new Date(now.getTime() + retryDelayMs(row.attempts));
      // Still pending (no move): tried again after the wait, if still this run's claim.
      await db.execute(
        sql`update notification_deliveries set next_attempt_at = ${at(next)}, last_error = ${error}
          where id = ${row.id} and attempts = ${row.attempts} and status = 'pending'`,
      );
      return 'retried';
    }
    await db.transaction((tx) => end(tx, row, 'fail', error));
    return 'failed';
  }
  if (answer === 'gone') {
    // The push service will never take this device again: forget it (if it is still this member's) with
    // the delivery's outcome, so its other pending deliveries are skipped.
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`delete from device_tokens where token = ${row.target} and user_id = ${row.user_id}`,
      );
      await end(tx, row, 'forget', 'the push service no longer knows the device');
    });
    return 'gone';
  }
  return { row, outcome: 'sent', reason: null };
}

/**
 * Sends one batch of the deliveries that are due, `concurrency` at a time, and answers what became of
 * them. A batch smaller than `batch` means nothing more was due.
 */
export async function deliverDue(
  deps: DeliverDeps,
  { now = new Date(), batch = 200, concurrency = 16 }: DeliverOptions = {},
): Promise<DeliverCounts> {
  const rows = await claim(deps.db, now, batch);
  const counts: DeliverCounts = { claimed: rows.length, sent: 0, gone: 0, skipped: 0, retried: 0, failed: 0 };
  const limit = pLimit(concurrency);
  const settled = await Promise.allSettled(rows.map((row) => limit(() => deliverOne(deps, row, now))));
  const outcomes = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  // A run that dies before this line leaves these claimed: they are sent again once the lease lapses (the
  // outbox keeps each once; a push service may show it twice). That window is one batch's sending.
  await settleAll(
    deps.db,
    outcomes.filter((o): o is Done => typeof o === 'object'),
    now,
  );
  for (const outcome of outcomes) counts[typeof outcome === 'object' ? outcome.outcome : outcome] += 1;
  // A delivery whose outcome could not be written (the database failed) is tried again after its lease.
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return counts;
}
