import {
  DEAL_TYPE,
  type DealDetails,
  type Landing,
  type Language,
  remainingFromSeconds,
} from '@beauty/shared';
import type { Db } from '../db/client';
import { sanitizeRichText } from '../http/rich-text';
import type { Viewer } from '../http/viewer';
import { fetchLanding, type LandingRow } from './landing-queries';
import { toProductCard } from './product-cards';

/**
 * The landing answer, serialised once and cut where the countdowns go: rendering it for a request only joins
 * strings. `validUntil` is when time alone makes it wrong (a deal starts or ends, an article goes live).
 */
export type LandingSnapshot = {
  parts: string[];
  flashEndsAt: number | null;
  hotEndsAt: number | null;
  validUntil: number;
};

// NUL cannot occur in PostgreSQL text, so these markers can never collide with shop data once serialised.
const MARK = {
  flash: ['\u0000FH', '\u0000FM', '\u0000FS'],
  hot: ['\u0000HH', '\u0000HM', '\u0000HS'],
} as const;
/** A marker as JSON.stringify writes it; the capture keeps each one's name in the split, at odd indexes. */
const MARKERS = /"\\u0000([FH][HMS])"/;

export async function loadLandingSnapshot(
  db: Db,
  language: Language,
  viewer: Viewer,
): Promise<LandingSnapshot> {
  const row = await fetchLanding(db, language);
  const settings = row.settings;
  const landing: Landing = {
    // Cleaned on the way out as well as when stored (the snapshot is cached, so this runs once per change).
    membertermsandconditions: sanitizeRichText(settings?.member_terms ?? ''),
    agenttermsandconditions: sanitizeRichText(settings?.agent_terms ?? ''),
    personaldatapolicy: sanitizeRichText(settings?.privacy_policy ?? ''),
    partner_details: sanitizeRichText(settings?.partner_details ?? ''),
    banner: row.banners,
    top_pick_product_range: row.top_picks,
    flash_deals: deal(row, DEAL_TYPE.FLASH_DEALS, MARK.flash, viewer),
    hot_deals: deal(row, DEAL_TYPE.HOT_DEALS, MARK.hot, viewer),
    article: row.articles,
    categories: row.categories,
    agent_min_withdrawal_amount: settings?.agent_min_withdrawal_cents ?? 0,
    customer_service_email: settings?.customer_service_email ?? '',
    currency: settings?.currency ?? 'SGD',
  };
  return {
    parts: JSON.stringify({ success: true, data: landing }).split(MARKERS),
    flashEndsAt: row.flash_ends_at,
    hotEndsAt: row.hot_ends_at,
    validUntil: row.next_change_at ?? Number.POSITIVE_INFINITY,
  };
}

/** The success envelope as JSON text, with the time left on each deal as of `now`. */
export function renderLanding(snapshot: LandingSnapshot, now: number): string {
  const [fh, fm, fs] = remaining(snapshot.flashEndsAt, now);
  const [hh, hm, hs] = remaining(snapshot.hotEndsAt, now);
  const values: Record<string, number> = { FH: fh, FM: fm, FS: fs, HH: hh, HM: hm, HS: hs };
  const { parts } = snapshot;
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) out += values[parts[i]!]! + parts[i + 1]!;
  return out;
}

function remaining(endsAt: number | null, now: number): [number, number, number] {
  const r = remainingFromSeconds(endsAt === null ? 0 : (endsAt - now) / 1000);
  return [r.remaining_hour, r.remaining_minute, r.remaining_second];
}

/**
 * A deal's products with placeholders for the time left. A hot deal without an end time runs until further
 * notice and reports no remaining time.
 */
function deal(row: LandingRow, type: number, marks: readonly string[], viewer: Viewer): DealDetails {
  return {
    type,
    products: row.deal_products.filter((p) => p.deal_type === type).map((p) => toProductCard(p, viewer)),
    remaining_hour: marks[0] as unknown as number,
    remaining_minute: marks[1] as unknown as number,
    remaining_second: marks[2] as unknown as number,
  };
}
