import {
  formatPrice,
  type Language,
  maskName,
  POINT_STATUS,
  POINT_STATUS_TEXT,
  type PointEntryKind,
  pointsToCents,
  zhJoin,
} from '@beauty/shared';
import type { WalletSettings } from '../reference';

/*
 * The wallet's words in the request language: how a ledger entry reads in the history and the download, the
 * download's header row and the share-and-rewards texts (spec section 9). Chinese follows ZH-GLOSSARY.md
 * (积分, 积分抵扣, 积分转赠, 服务券, S$ for money) and its spacing rule (a space where Chinese meets Latin
 * letters or digits), which texts.test.ts checks.
 */

/** What a history row knows about its entry, to describe it: the order, the other member, the reason. */
export type EntryFacts = {
  kind: PointEntryKind;
  points: number;
  note: string | null;
  poNumber: string | null;
  /** The other member of a transfer, or the referred friend of a reward: their full name, unmasked. */
  otherName: string | null;
};

/** The line a ledger entry shows in the history: what moved the points, in the caller's language. */
export function describeEntry(entry: EntryFacts, language: Language): string {
  const other = entry.otherName ? maskName(entry.otherName) : '';
  const po = entry.poNumber ?? '';
  const zh = language === 'zh';
  switch (entry.kind) {
    case 'earned':
      return zh ? zhJoin('订单', po, '获得积分') : `Earned from order ${po}`;
    case 'redeemed':
      return zh ? zhJoin('订单', po, '积分抵扣') : `Used on order ${po}`;
    case 'transfer_out':
      return zh ? zhJoin('积分转赠给', other) : `Transfer to ${other}`;
    case 'transfer_in':
      return zh ? zhJoin('收到积分转赠：', other) : `Transfer from ${other}`;
    case 'referral':
      if (!other) return zh ? '推荐奖励' : 'Referral reward';
      return zh ? zhJoin('推荐奖励：', other) : `Referral reward: ${other}`;
    case 'converted':
      return zh ? '返现转积分' : 'Cash back converted to points';
    case 'adjusted':
      // An order's adjustment gives back the points of a returned part of it (ledger settlePartialReturn).
      if (entry.poNumber)
        return zh ? zhJoin('订单', po, '退货退回积分') : `Points back for a return, order ${po}`;
      if (!entry.note) return zh ? '积分调整' : 'Points adjustment';
      // The operator writes the reason in one language: labelled as the shop's note, it reads right on
      // either language's page.
      return zh
        ? zhJoin('积分调整（商家备注：', entry.note, '）')
        : `Points adjustment (note from the shop: ${entry.note})`;
  }
}

/** The status word of a history row: the API's values are POINT_STATUS; the download writes them out. */
export function statusText(settled: boolean, language: Language): string {
  return POINT_STATUS_TEXT[language][settled ? POINT_STATUS.SUCCESSFUL : POINT_STATUS.PENDING];
}

/** The download's header row. */
export function csvHeader(language: Language): string[] {
  return language === 'zh' ? ['日期', '说明', '积分', '状态'] : ['Date', 'Description', 'Points', 'Status'];
}

const points = (n: number) => n.toLocaleString('en-US');

/** The share-and-rewards card's texts (spec section 9): the amounts come from the shop settings. */
export function shareTexts(
  settings: WalletSettings,
  language: Language,
): { title: string; member: string; agent: string } {
  const memberValue = formatPrice(
    pointsToCents(settings.referralRewardPoints, settings.pointRate),
    settings.currency,
  );
  const agentValue = formatPrice(
    pointsToCents(settings.agentReferralRewardPoints, settings.pointRate),
    settings.currency,
  );
  const voucher = formatPrice(settings.agentReferralVoucherCents, settings.currency);
  const member = points(settings.referralRewardPoints);
  const agent = points(settings.agentReferralRewardPoints);
  if (language === 'zh') {
    return {
      title: '邀请好友，赢取奖励',
      member: zhJoin(
        '好友使用您的推荐码注册并完成首笔订单后，您可获得',
        member,
        '积分（价值',
        memberValue,
        '）。',
      ),
      agent: zhJoin(
        '作为合作伙伴，每位使用您的推荐码注册并完成首笔订单的好友，可为您带来',
        agent,
        '积分（价值',
        agentValue,
        '）及一张',
        voucher,
        '服务券。',
      ),
    };
  }
  return {
    title: 'Invite friends, earn rewards',
    member: `When a friend signs up with your code and completes a first order, you receive ${member} points (worth ${memberValue}).`,
    agent: `As a partner, you receive ${agent} points (worth ${agentValue}) and an ${voucher} service voucher for each friend who signs up with your code and completes a first order.`,
  };
}

/** A money voucher's names, its value written as every price is ("S$30.00 service voucher"). */
export function valueVoucherNames(cents: number, currency: string): { nameEn: string; nameZh: string } {
  const value = formatPrice(cents, currency);
  return { nameEn: `${value} service voucher`, nameZh: zhJoin(value, '服务券') };
}

/** A voucher for one named service: "Scalp Detox Treatment voucher", "头皮净化护理服务券". */
export function serviceVoucherNames(service: { name_en: string; name_zh: string }) {
  return { nameEn: `${service.name_en} voucher`, nameZh: zhJoin(service.name_zh, '服务券') };
}

/** The service voucher a partner's referral reward gives (issued by the referral job). */
export function referralVoucherTerms(settings: WalletSettings) {
  return {
    ...valueVoucherNames(settings.agentReferralVoucherCents, settings.currency),
    termsEn: `A referral reward. Book your salon visit at least 1 day in advance; the voucher cannot be used after it expires.`,
    termsZh: '推荐奖励。请至少提前 1 天预约门店服务；服务券过期后不可使用。',
  };
}
