/*
 * The points summary of a member who opens their wallet again and again, kept for a few seconds. The summary
 * sums every entry the member has (about 2 ms of the database for 10,000 entries), and the wallet, the page
 * after a transfer and the header all ask for it; the history page beside it reads only its 20 rows.
 *
 * Every ledger write in this process (ledger.ts is the one writer of point_entries) forgets the members it
 * touched at once, and keeps them out of the memo for a moment, so a read racing the writing transaction
 * cannot keep what it saw before the commit. Writes on another instance reach this one only by the memo's
 * age: a summary is at most MEMO_MS old there, and it never outlives the moment earned points fall due. A
 * notification per write (as the catalogue's) would make every point-writing commit take PostgreSQL's
 * notification lock, placing orders and transfers among them, so it is not used. Nothing here decides a
 * spend: holds and transfers always read the balance under the member's points lock.
 */

/** How long a summary is reused. */
export const MEMO_MS = 3000;
/** After a write for a member: how long no summary of theirs is kept (longer than a writing transaction). */
const QUIET_MS = 2000;
/** Members remembered at most per memo; the longest unread go first. */
const MAX_MEMBERS = 10_000;

type Entry<T> = { load: Promise<T>; until: number };

/** Every memo of this process, so a ledger write reaches them all (tests run several apps in one process). */
const memos = new Set<SummaryMemo<unknown>>();

/** The ledger's call after writing a member's points: every memo of this process forgets them. */
export function forgetPointSummaries(userIds: Iterable<number>): void {
  const ids = [...userIds];
  for (const memo of memos) for (const id of ids) memo.forget(id);
}

export class SummaryMemo<T> {
  private readonly entries = new Map<number, Entry<T>>();
  private readonly quiet = new Map<number, number>();

  /**
   * `load` reads a member's summary; `changesAt` says when time alone will change it (earned points falling
   * due), or null.
   */
  constructor(
    private readonly load: (userId: number) => Promise<T>,
    private readonly changesAt: (summary: T) => number | null,
  ) {
    memos.add(this as SummaryMemo<unknown>);
  }

  close(): void {
    memos.delete(this as SummaryMemo<unknown>);
    this.entries.clear();
    this.quiet.clear();
  }

  forget(userId: number): void {
    this.entries.delete(userId);
    const now = Date.now();
    this.quiet.set(userId, now + QUIET_MS);
    if (this.quiet.size > MAX_MEMBERS) {
      for (const [id, until] of this.quiet) if (until <= now) this.quiet.delete(id);
    }
  }

  summary(userId: number): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(userId);
    if (hit && now < hit.until) return hit.load;
    const quietUntil = this.quiet.get(userId);
    if (quietUntil !== undefined) {
      if (now < quietUntil) return this.load(userId);
      this.quiet.delete(userId);
    }
    const entry: Entry<T> = { load: this.load(userId), until: now + MEMO_MS };
    // Re-inserted last: the Map's order is then the order of last loads, and the first key goes first.
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    if (this.entries.size > MAX_MEMBERS) this.entries.delete(this.entries.keys().next().value!);
    // A write forgetting the member while this load runs removes the entry: its callers get what it read,
    // nobody after them.
    entry.load.then(
      (summary) => {
        const at = this.changesAt(summary);
        if (at !== null) entry.until = Math.min(entry.until, at);
      },
      () => {
        if (this.entries.get(userId) === entry) this.entries.delete(userId);
      },
    );
    return entry.load;
  }
}
