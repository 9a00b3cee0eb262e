import { describe, expect, it } from 'vitest';
import { replacedTermsIn, unspacedLatin, zhJoin } from './zh-terms';

describe('the Chinese glossary guard', () => {
  it('names each replaced term with the one to use', () => {
    expect(replacedTermsIn('去结账').map((t) => t.found)).toEqual(['结账']);
    expect(replacedTermsIn('1000 积分（价值 10 元）').map((t) => t.found)).toEqual(['0 元']);
    expect(replacedTermsIn('已兑换积分（500）')[0]?.use).toContain('积分抵扣');
    expect(replacedTermsIn('您的账号已在其他设备登录，您已被登出').map((t) => t.found)).toEqual([
      '账号',
      '登出',
    ]);
    expect(replacedTermsIn('猜你喜欢').map((t) => t.found)).toEqual(['你']);
  });

  it('lets the words of the glossary through, and words that only look alike', () => {
    expect(replacedTermsIn('去结算（2）')).toEqual([]);
    expect(replacedTermsIn('积分抵扣（500 积分）')).toEqual([]);
    expect(replacedTermsIn('旅行迷你装')).toEqual([]);
    expect(replacedTermsIn('益生元纤维')).toEqual([]);
    expect(replacedTermsIn('在家享受沙龙级秀发')).toEqual([]);
    expect(replacedTermsIn('积分不可兑换现金')).toEqual([]);
  });

  it('finds Chinese that touches Latin letters or digits, through markup but not placeholders', () => {
    expect(unspacedLatin('下载App')).toBe('下载App');
    expect(unspacedLatin('获得<strong>1000 积分')).toBe('获得1000 积分');
    expect(unspacedLatin('5%返现')).toBe('5%返现');
    expect(unspacedLatin('下载 App，至少 8 位数字，230°C 的热度')).toBeNull();
    expect(unspacedLatin('全部{{name}}')).toBeNull();
    expect(unspacedLatin('（GST）')).toBeNull();
  });

  it('joins Chinese with names and numbers with a space only where they touch, as unspacedLatin wants', () => {
    expect(zhJoin('订单', 'PO1', '获得积分')).toBe('订单 PO1 获得积分');
    expect(zhJoin('积分转赠给', '陈**')).toBe('积分转赠给陈**');
    expect(zhJoin('推荐奖励：', 'Tan M**')).toBe('推荐奖励：Tan M**');
    expect(zhJoin('S$30.00', '服务券')).toBe('S$30.00 服务券');
    expect(unspacedLatin(zhJoin('付款', '7', '天后可用'))).toBeNull();
  });
});
