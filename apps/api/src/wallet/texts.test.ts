import { POINT_ENTRY_KINDS, replacedTermsIn, unspacedLatin } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WALLET_SETTINGS } from '../reference';
import {
  csvHeader,
  describeEntry,
  referralVoucherTerms,
  serviceVoucherNames,
  shareTexts,
  statusText,
  valueVoucherNames,
} from './texts';

const SETTINGS = DEFAULT_WALLET_SETTINGS;

/** Every Chinese text the wallet writes, with names and numbers filled in. */
function chineseTexts(): string[] {
  const entries = POINT_ENTRY_KINDS.flatMap((kind) =>
    [
      { poNumber: 'PO100001', otherName: 'Tan Mei Ling', note: 'Goodwill' },
      { poNumber: null, otherName: '陈美玲', note: null },
      { poNumber: null, otherName: null, note: '补偿' },
    ].map((facts) => describeEntry({ kind, points: 10, ...facts }, 'zh')),
  );
  const share = Object.values(shareTexts(SETTINGS, 'zh'));
  const voucher = referralVoucherTerms(SETTINGS);
  const service = serviceVoucherNames({ name_en: 'Perm', name_zh: '烫发' });
  return [
    ...entries,
    ...share,
    voucher.nameZh,
    voucher.termsZh,
    service.nameZh,
    ...csvHeader('zh'),
    statusText(true, 'zh'),
  ];
}

describe('wallet texts', () => {
  it('use the glossary terms and space Chinese from Latin letters and digits', () => {
    for (const text of chineseTexts()) {
      expect(replacedTermsIn(text), text).toEqual([]);
      expect(unspacedLatin(text), text).toBeNull();
    }
  });

  it('name a money voucher with its value as every price is written, whoever issues it', () => {
    expect(valueVoucherNames(3000, 'SGD')).toEqual({
      nameEn: 'S$30.00 service voucher',
      nameZh: 'S$30.00 服务券',
    });
    expect(referralVoucherTerms(SETTINGS)).toMatchObject(valueVoucherNames(3000, 'SGD'));
    expect(serviceVoucherNames({ name_en: 'Perm', name_zh: '烫发' })).toEqual({
      nameEn: 'Perm voucher',
      nameZh: '烫发服务券',
    });
  });

  it('describe each entry in English with the masked name, the PO number or the reason', () => {
    const en = (kind: (typeof POINT_ENTRY_KINDS)[number], facts: object = {}) =>
      describeEntry({ kind, points: 1, note: null, poNumber: null, otherName: null, ...facts }, 'en');
    expect(en('earned', { poNumber: 'PO7' })).toBe('Earned from order PO7');
    expect(en('redeemed', { poNumber: 'PO7' })).toBe('Used on order PO7');
    expect(en('transfer_out', { otherName: 'Tan Mei Ling' })).toBe('Transfer to Tan M** L**');
    expect(en('transfer_in', { otherName: 'Tan Mei Ling' })).toBe('Transfer from Tan M** L**');
    expect(en('referral', { otherName: 'Tan Mei Ling' })).toBe('Referral reward: Tan M** L**');
    expect(en('referral')).toBe('Referral reward');
    expect(en('adjusted', { note: 'Welcome points' })).toBe(
      'Points adjustment (note from the shop: Welcome points)',
    );
    expect(en('adjusted', { poNumber: 'PO7', note: 'part returned' })).toBe(
      'Points back for a return, order PO7',
    );
    expect(en('converted')).toBe('Cash back converted to points');
  });

  it("label an operator's reason as the shop's note in either language, since it is written in one", () => {
    const adjusted = (note: string, language: 'en' | 'zh') =>
      describeEntry({ kind: 'adjusted', points: 5, note, poNumber: null, otherName: null }, language);
    expect(adjusted('Goodwill: late delivery', 'zh')).toBe('积分调整（商家备注：Goodwill: late delivery）');
    expect(adjusted('补偿', 'en')).toBe('Points adjustment (note from the shop: 补偿)');
  });

  it("write a status with the wallet page's words: 已入账/待入账 in Chinese", () => {
    expect([statusText(true, 'zh'), statusText(false, 'zh')]).toEqual(['已入账', '待入账']);
    expect([statusText(true, 'en'), statusText(false, 'en')]).toEqual(['Successful', 'Pending']);
  });
});
