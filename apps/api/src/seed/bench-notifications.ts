import { sql } from 'drizzle-orm';
import { deliverDue, notifyMany, outboxPushProvider } from '../notification';
import { seedBenchBuyers } from './bench-buyers';
import { runAsScript } from './script';

/*
 * Bench only (bench/notifications.mjs, issue 18). Prints one JSON line. Never part of the demo seed.
 *
 *   bench-notifications.ts queue <members> <each>  members with one app device each, and <each> notifications
 *                                                   apiece queued for it     → {"members", "notifications", "ms"}
 *   bench-notifications.ts deliver <name> <startAt> waits until <startAt> (ms since the epoch), then runs
 *                                                   deliverDue through the outbox provider until nothing is due
 *                                                   → {"name", "sent", "claimed", "batches", "ms", "cpu_ms"}
 */

runAsScript(import.meta.url, async (database) => {
  const [mode, ...args] = process.argv.slice(2);
  const { db } = database;
  if (mode === 'queue') {
    const [members, each] = [Number(args[0]), Number(args[1])];
    if (!Number.isInteger(members) || members < 1 || members > 9999 || !Number.isInteger(each) || each < 1)
      throw new Error('usage: bench-notifications.ts queue <members> <each>');
    const started = performance.now();
    const { ids } = await seedBenchBuyers(db, members, Date.now().toString(36));
    await db.execute(
      sql`insert into device_tokens (token, user_id, os_type)
        select 'bench-fcm-' || id, id, 'android' from unnest(${`{${ids.join(',')}}`}::int[]) as id`,
    );
    // Announced as the domains do, in transactions of 1,000 events.
    let notifications = 0;
    const announcements = ids.flatMap((userId, m) =>
      Array.from({ length: each }, (_, i) => ({
        userId,
        event: {
          kind: 'order_shipped' as const,
          facts: { po_number: `PB${m}-${i}` },
          link: `/order/detail/PB${m}-${i}`,
        },
      })),
    );
    for (let i = 0; i < announcements.length; i += 1000)
      notifications += await db.transaction((tx) => notifyMany(tx, announcements.slice(i, i + 1000)));
    console.log(JSON.stringify({ members, notifications, ms: Math.round(performance.now() - started) }));
  } else if (mode === 'deliver') {
    const [name, startAt] = [args[0], Number(args[1])];
    if (!name || !Number.isFinite(startAt))
      throw new Error('usage: bench-notifications.ts deliver <name> <startAt>');
    const outbox = outboxPushProvider(db, () => {});
    const providers = { web: outbox, app: outbox };
    // Warm the pool, so both instances start sending at the agreed moment rather than when they connect.
    await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`select 1`)));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
    const started = performance.now();
    const cpu = process.cpuUsage();
    let sent = 0;
    let claimed = 0;
    let batches = 0;
    for (;;) {
      const counts = await deliverDue({ db, providers });
      if (counts.claimed === 0) break;
      batches += 1;
      sent += counts.sent;
      claimed += counts.claimed;
    }
    const used = process.cpuUsage(cpu);
    const ms = Math.round(performance.now() - started);
    console.log(
      JSON.stringify({ name, sent, claimed, batches, ms, cpu_ms: (used.user + used.system) / 1000 }),
    );
  } else {
    throw new Error('usage: bench-notifications.ts queue <members> <each> | deliver <name> <startAt>');
  }
});
