import {
  type CashbackEntryKind,
  type CashbackEntryStatus,
  type Language,
  maskedNumber,
  zhJoin,
} from '@beauty/shared';

/*
 * The partner programme's words in the request language: how a cash-back entry reads in the history and the
 * download, and the download's header row. Chinese follows ZH-GLOSSARY.md (返现, 返现转积分, 合作伙伴).
 */

export type CashbackEntryFacts = {
  kind: CashbackEntryKind;
  po_number: string | null;
  member_name: string | null;
  points: number | null;
  bank_code: string | null;
  account_last4: string | null;
};

export function describeCashbackEntry(entry: CashbackEntryFacts, language: Language): string {
  const po = entry.po_number ?? '';
  const who = entry.member_name ?? '';
  const zh = language === 'zh';
  switch (entry.kind) {
    case 'earned':
      return zh ? zhJoin('订单', po, '返现（', who, '）') : `Cash back on order ${po} (${who})`;
    case 'reversed':
      return zh
        ? zhJoin('订单', po, '退款扣回返现（', who, '）')
        : `Cash back reversed, order ${po} (${who})`;
    case 'converted': {
      const points = (entry.points ?? 0).toLocaleString('en-US');
      return zh ? zhJoin('返现转积分：', points, '积分') : `Converted to ${points} points`;
    }
    case 'withdrawn': {
      const account = entry.account_last4 ? maskedNumber(entry.account_last4) : '';
      const bank = [entry.bank_code ?? '', account].filter(Boolean).join(' ');
      return zh ? zhJoin('提现至', bank) : `Withdrawal to ${bank}`;
    }
  }
}

export function cashbackStatusText(status: CashbackEntryStatus, language: Language): string {
  if (language === 'zh') return { pending: '待入账', available: '可用', void: '已作废' }[status];
  return { pending: 'Pending', available: 'Available', void: 'Void' }[status];
}

const KIND_TEXT: Record<Language, Record<CashbackEntryKind, string>> = {
  en: { earned: 'Earned', reversed: 'Reversed', converted: 'Converted', withdrawn: 'Withdrawn' },
  zh: { earned: '获得返现', reversed: '扣回', converted: '返现转积分', withdrawn: '提现' },
};

export function cashbackKindText(kind: CashbackEntryKind, language: Language): string {
  return KIND_TEXT[language][kind];
}

/** The download's header row. */
export function cashbackCsvHeader(language: Language, currency: string): string[] {
  return language === 'zh'
    ? ['日期', '类型', '说明', `金额（${currency}）`, '状态']
    : ['Date', 'Type', 'Description', `Amount (${currency})`, 'Status'];
}
