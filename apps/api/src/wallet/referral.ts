import {
  type Language,
  maskName,
  pointsToCents,
  type ReferralState,
  type ShareAndRewards,
} from '@beauty/shared';
import type { Db } from '../db/client';
import { DomainError } from '../errors';
import { notify } from '../notification';
import { type WalletSettings, walletSettings } from '../reference';
import { adjustPoints } from './ledger';
import { WALLET_LINK } from './notices';
import {
  insertReward,
  type RewardCandidate,
  selectReferred,
  selectRewardCandidates,
  selectSharer,
} from './referral-queries';
import { referralVoucherTerms, shareTexts } from './texts';
import { issueVouchers } from './voucher-issue';

/*
 * Share and rewards (spec section 9): a member's referral code and link, and the reward they earn for each
 * member who signed up with it once that member's first order settles: referral_reward_points, or for a
 * partner (agent) agent_referral_reward_points and a service voucher of agent_referral_voucher_cents (shop
 * settings, read when the reward is granted).
 */

/** The referred members a share card lists, newest first; `referred_total` counts them all. */
export const REFERRED_LISTED = 100;

/** What a reward is worth for a referrer of this role, by the settings now. */
function rewardFor(role: 'member' | 'agent', settings: WalletSettings) {
  return role === 'agent'
    ? { points: settings.agentReferralRewardPoints, voucherCents: settings.agentReferralVoucherCents }
    : { points: settings.referralRewardPoints, voucherCents: 0 };
}

/**
 * GET shareandrewards. `origin` is the shop's address as the caller reached it (scheme and host, behind a
 * trusted proxy as it forwarded them). A referred member not rewarded yet shows the reward the caller would
 * earn for them by today's settings.
 */
export async function shareAndRewards(
  db: Db,
  userId: number,
  language: Language,
  origin: string,
): Promise<ShareAndRewards> {
  const [sharer, settings, referred] = await Promise.all([
    selectSharer(db, userId),
    walletSettings(db),
    selectReferred(db, userId, REFERRED_LISTED),
  ]);
  if (!sharer) throw new DomainError('unauthorized');
  const rate = settings.pointRate;
  const expected = rewardFor(sharer.role, settings);
  return {
    referral_code: sharer.referral_code,
    referral_link: `${origin}/?referralCode=${encodeURIComponent(sharer.referral_code)}`,
    currency: settings.currency,
    rewards: {
      member_points: settings.referralRewardPoints,
      member_points_value: pointsToCents(settings.referralRewardPoints, rate),
      agent_points: settings.agentReferralRewardPoints,
      agent_points_value: pointsToCents(settings.agentReferralRewardPoints, rate),
      agent_voucher_value: settings.agentReferralVoucherCents,
    },
    texts: shareTexts(settings, language),
    referred: referred.map((r) => {
      const state: ReferralState = r.rewarded_at ? 'rewarded' : r.ordered ? 'ordered' : 'signed_up';
      return {
        name: maskName(r.name),
        joined_at: r.joined_at,
        state,
        reward_points: r.reward_points ?? expected.points,
        reward_voucher_value: r.reward_voucher_cents ?? expected.voucherCents,
        rewarded_at: r.rewarded_at,
      };
    }),
    referred_total: referred[0]?.total ?? 0,
  };
}

/** Rewards granted per job run at most; the rest wait for the next run. */
const REWARDS_PER_RUN = 200;

/**
 * Grants the reward of every referred member whose first order has settled at `now` and who has none yet.
 * Each in its own transaction: the reward row first, and only when this run wrote it (the unique referred_id
 * makes a second run, on this instance or another, write nothing) the points and the partner's voucher.
 * Answers the ids of the rewards granted.
 */
export async function grantReferralRewards(db: Db, now: Date, settleDays: number): Promise<number[]> {
  const candidates = await selectRewardCandidates(db, now, settleDays, REWARDS_PER_RUN);
  if (candidates.length === 0) return [];
  const settings = await walletSettings(db);
  const granted: number[] = [];
  for (const candidate of candidates) {
    const id = await grantOne(db, candidate, settings);
    if (id !== null) granted.push(id);
  }
  return granted;
}

function grantOne(db: Db, c: RewardCandidate, settings: WalletSettings): Promise<number | null> {
  const { points, voucherCents } = rewardFor(c.referrer_role, settings);
  return db.transaction(async (tx) => {
    const id = await insertReward(tx, {
      referrerId: c.referrer_id,
      referredId: c.referred_id,
      orderId: c.order_id,
      points,
      voucherCents,
    });
    if (id === null) return null;
    await adjustPoints(tx, {
      userId: c.referrer_id,
      points,
      kind: 'referral',
      note: 'referral',
      referralRewardId: id,
    });
    if (voucherCents > 0) {
      await issueVouchers(tx, {
        ...referralVoucherTerms(settings),
        userId: c.referrer_id,
        source: 'referral',
        referralRewardId: id,
        valueCents: voucherCents,
        serviceId: null,
        storeIds: [],
        validDays: settings.voucherValidDays,
      });
    }
    // Told as a transfer's points are, in the reward's transaction: once, keyed by the reward.
    await notify(
      tx,
      c.referrer_id,
      {
        kind: 'referral_rewarded',
        facts: {
          points,
          friend_name: maskName(c.referred_name),
          voucher_cents: voucherCents,
          currency: settings.currency,
        },
        link: WALLET_LINK,
      },
      `referral_rewarded:${id}`,
    );
    return id;
  });
}
