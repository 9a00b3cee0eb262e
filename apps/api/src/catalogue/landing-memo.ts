import { createHash } from 'node:crypto';
import { type Language, remainingFromSeconds } from '@beauty/shared';
import type { Database, Listener } from '../db/client';
import type { Viewer } from '../http/viewer';
import { type LandingSnapshot, loadLandingSnapshot, renderLanding } from './landing-service';

export const CATALOGUE_CHANGED = 'catalogue_changed';

/**
 * Keeps the last landing snapshot per language and price view while it is known to be current: the database
 * notifies every instance when a committed change touches what the landing shows (see migration 0001), and a
 * snapshot also expires when time alone changes it. While the listener is down (or not yet connected) every
 * request reads the database, so an instance never serves an answer it cannot vouch for.
 */
export class LandingMemo {
  private readonly snapshots = new Map<string, Promise<LandingSnapshot>>();
  private listener: Listener | null = null;

  constructor(private readonly database: Database) {}

  async start() {
    this.listener = await this.database.listen(CATALOGUE_CHANGED, {
      onMessage: () => this.snapshots.clear(),
      onGap: () => this.snapshots.clear(),
    });
  }

  async stop() {
    await this.listener?.stop();
    this.listener = null;
    this.snapshots.clear();
  }

  async render(language: Language, viewer: Viewer): Promise<string> {
    return (await this.renderTagged(language, viewer)).body;
  }

  /**
   * The answer and its strong ETag. The snapshot is hashed once; the countdowns, the only part that changes
   * between two renders of one snapshot, are appended as the values that were rendered, so equal tags still
   * mean equal bytes without hashing every answer.
   */
  async renderTagged(language: Language, viewer: Viewer): Promise<{ body: string; etag: string }> {
    const snapshot = await this.snapshot(language, viewer);
    const now = Date.now();
    const countdowns = [snapshot.flashEndsAt, snapshot.hotEndsAt].flatMap((endsAt) => {
      // As renderLanding computes them: no end time reports no time left.
      const r = remainingFromSeconds(endsAt === null ? 0 : (endsAt - now) / 1000);
      return [r.remaining_hour, r.remaining_minute, r.remaining_second];
    });
    return { body: renderLanding(snapshot, now), etag: `"${digestOf(snapshot)}.${countdowns.join('.')}"` };
  }

  private async snapshot(language: Language, viewer: Viewer): Promise<LandingSnapshot> {
    if (!this.listener?.connected()) return loadLandingSnapshot(this.database.db, language, viewer);
    const key = `${language}:${viewer.role === 'agent' ? 'partner' : 'retail'}`;
    const cached = this.snapshots.get(key);
    if (cached) {
      const snapshot = await cached;
      if (Date.now() < snapshot.validUntil) return snapshot;
      if (this.snapshots.get(key) === cached) this.snapshots.delete(key);
    }
    // Concurrent requests share one load; a notification during the load clears the map, so a load that may
    // have read the old data serves its own callers but is not kept.
    const load = loadLandingSnapshot(this.database.db, language, viewer);
    this.snapshots.set(key, load);
    load.catch(() => {
      if (this.snapshots.get(key) === load) this.snapshots.delete(key);
    });
    return load;
  }
}

const digests = new WeakMap<LandingSnapshot, string>();

function digestOf(snapshot: LandingSnapshot): string {
  let digest = digests.get(snapshot);
  if (digest === undefined) {
    digest = createHash('sha1').update(snapshot.parts.join('\u0000')).digest('base64url');
    digests.set(snapshot, digest);
  }
  return digest;
}
