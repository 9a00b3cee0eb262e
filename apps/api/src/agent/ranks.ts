import { AGENT_RANK_ORDER, type AgentRank, shopToday } from '@beauty/shared';
import { changeAgentRank } from '../account';
import { recordAudit } from '../audit';
import type { Db } from '../db/client';
import { type Actor, requireRole } from '../db/lifecycle';
import { DomainError } from '../errors';
import { type AgentSettings, agentSettings } from '../reference';
import { lockAgentRank, recordRankChange, selectPromotionCandidates } from './rank-queries';

/*
 * Ranks: set by the operator, and promoted (never demoted) by the monthly job from the team's sales over the
 * last three full shop months against the settings' thresholds (rank_gold_sales_cents and so on: S$3,000,
 * S$10,000 and S$30,000 by default). Every change is a row of agent_rank_changes; a promotion's names its
 * month, once per agent and month (a unique index), so two instances running the job promote once.
 */

/** The highest rank whose threshold `salesCents` reaches (silver below gold's). */
export function rankForSales(salesCents: number, settings: AgentSettings): AgentRank {
  let rank: AgentRank = 'silver';
  for (const r of AGENT_RANK_ORDER) if (r !== 'silver' && salesCents >= settings.rankSalesCents[r]) rank = r;
  return rank;
}

const higher = (a: AgentRank, b: AgentRank) => AGENT_RANK_ORDER.indexOf(a) > AGENT_RANK_ORDER.indexOf(b);

/** YYYY-MM `n` months before the shop month `month`. */
export function monthsBefore(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Agents a run looks at per call; the next run takes the rest. */
export const PROMOTION_BATCH = 200;

/**
 * agent.promote-ranks: for the shop month of `now`, every agent whose team sales over the three full months
 * before it reach a higher rank's threshold moves up to the highest such rank. Per agent, one transaction:
 * its rank row locked, the promotion row for the month (skipped when another instance wrote it), the rank
 * moved. Answers the promotions made.
 */
export async function promoteRanks(db: Db, now: Date = new Date(), limit = PROMOTION_BATCH) {
  const settings = await agentSettings(db);
  const month = shopToday(now).slice(0, 7);
  const window = { from: monthsBefore(month, 3), to: monthsBefore(month, 1), month };
  const candidates = await selectPromotionCandidates(db, {
    ...window,
    thresholds: settings.rankSalesCents,
    limit,
  });
  const promoted: { agent_id: number; from: AgentRank; to: AgentRank }[] = [];
  for (const c of candidates) {
    const target = rankForSales(c.sales, settings);
    if (!higher(target, c.rank)) continue;
    await db.transaction(async (tx) => {
      const rank = await lockAgentRank(tx, c.agent_id);
      if (!rank || !higher(target, rank)) return;
      const recorded = await recordRankChange(tx, {
        agentId: c.agent_id,
        from: rank,
        to: target,
        source: 'promotion',
        month,
        reason: `team sales ${window.from}..${window.to}: ${c.sales}`,
      });
      if (!recorded) return;
      await changeAgentRank(tx, c.agent_id, rank, target);
      promoted.push({ agent_id: c.agent_id, from: rank, to: target });
    });
  }
  return promoted;
}

/** The operator sets an agent's rank (up or down), with a reason; 404 when the user is not an agent. */
export async function setRank(
  db: Db,
  agentId: number,
  rank: AgentRank,
  reason: string | null,
  actor: Actor,
): Promise<{ agent_id: number; from: AgentRank; to: AgentRank }> {
  requireRole(actor, ['operator']);
  return db.transaction(async (tx) => {
    const from = await lockAgentRank(tx, agentId);
    if (!from) throw new DomainError('not_found');
    if (from !== rank) {
      await changeAgentRank(tx, agentId, from, rank);
      await recordRankChange(tx, { agentId, from, to: rank, source: 'operator', reason });
      await recordAudit(tx, {
        actor,
        action: 'agent.set_rank',
        recordType: 'users',
        recordId: agentId,
        before: { agent_rank: from },
        after: { agent_rank: rank },
        reason,
      });
    }
    return { agent_id: agentId, from, to: rank };
  });
}
