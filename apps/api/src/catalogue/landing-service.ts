import {
  DEAL_TYPE,
  type DealDetails,
  type Landing,
  type Language,
  remainingFromSeconds,
} from '@beauty/shared';
import type { Db } from '../db/client';
import type { Viewer } from '../http/viewer';
import { fetchLanding, type LandingRow } from './landing-queries';
import { toProductCard } from './product-cards';

export async function getLanding(db: Db, language: Language, viewer: Viewer): Promise<Landing> {
  const row = await fetchLanding(db, language);
  const settings = row.settings;
  return {
    membertermsandconditions: settings?.member_terms ?? '',
    agenttermsandconditions: settings?.agent_terms ?? '',
    personaldatapolicy: settings?.privacy_policy ?? '',
    partner_details: settings?.partner_details ?? '',
    banner: row.banners,
    top_pick_product_range: row.top_picks,
    flash_deals: deal(row, DEAL_TYPE.FLASH_DEALS, row.flash_seconds_left, viewer),
    hot_deals: deal(row, DEAL_TYPE.HOT_DEALS, row.hot_seconds_left, viewer),
    article: row.articles,
    categories: row.categories,
    agent_min_withdrawal_amount: settings?.agent_min_withdrawal_cents ?? 0,
    customer_service_email: settings?.customer_service_email ?? '',
    currency: settings?.currency ?? 'SGD',
  };
}

/**
 * A flash deal without an end time is a daily one and counts down to the shop's midnight (the query works
 * that out); a hot deal without an end time runs until further notice and reports no remaining time.
 */
function deal(row: LandingRow, type: number, secondsLeft: number | null, viewer: Viewer): DealDetails {
  return {
    type,
    products: row.deal_products.filter((p) => p.deal_type === type).map((p) => toProductCard(p, viewer)),
    ...remainingFromSeconds(secondsLeft ?? 0),
  };
}
