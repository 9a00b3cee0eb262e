type Remaining = { remaining_hour: number; remaining_minute: number; remaining_second: number };

/** End of the given day in local time (23:59:59.999). */
export function endOfDay(now: Date): Date {
  const d = new Date(now);
  d.setHours(23, 59, 59, 999);
  return d;
}

/**
 * When a deal ends: now plus the remaining hours, minutes and seconds, each in its own unit. The existing app
 * added all three as hours; this is the corrected rule. Without a remaining time the deal ends at end of today.
 */
export function dealEndTime(now: Date, remaining: Partial<Remaining> | null | undefined): Date {
  if (!remaining || remaining.remaining_hour == null) return endOfDay(now);
  const seconds =
    (remaining.remaining_hour ?? 0) * 3600 +
    (remaining.remaining_minute ?? 0) * 60 +
    (remaining.remaining_second ?? 0);
  return new Date(now.getTime() + seconds * 1000);
}

/** The time left until `end`, as hours:minutes:seconds (hours may exceed 24), never negative. */
export function formatCountdown(end: Date, now: Date): string {
  const total = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}`;
}

/** Splits a number of seconds into the remaining_* fields of a deal. */
export function remainingFromSeconds(totalSeconds: number): Remaining {
  const t = Math.max(0, Math.floor(totalSeconds));
  return {
    remaining_hour: Math.floor(t / 3600),
    remaining_minute: Math.floor((t % 3600) / 60),
    remaining_second: t % 60,
  };
}
