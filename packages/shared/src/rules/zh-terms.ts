/*
 * The Chinese glossary's guard (ZH-GLOSSARY.md): one word per concept across the interface, the server's
 * messages and the demo shop's texts, and one spacing rule. Tests run every Chinese text through these, so a
 * replaced term cannot creep back.
 */

/** A term the glossary replaced, and what to write instead. */
export type ReplacedTerm = { pattern: RegExp; use: string };

export const REPLACED_ZH_TERMS: readonly ReplacedTerm[] = [
  { pattern: /兑换积分|积分兑换|已用积分/, use: '积分抵扣 / 使用积分 (返现转积分 for cash back)' },
  { pattern: /\d\s*元|新元|SGD/, use: 'S$ (as the price formatter writes it)' },
  { pattern: /现金回馈/, use: '返现' },
  { pattern: /礼券/, use: '优惠券; 服务券' },
  { pattern: /仅限合作伙伴|合作伙伴专属|合作伙伴主页/, use: '合作伙伴专享; 合作伙伴中心' },
  { pattern: /送货/, use: '配送; 收货地址' },
  { pattern: /结账/, use: '结算 / 去结算' },
  { pattern: /账号/, use: '账户' },
  { pattern: /应用程序|下载应用|在应用中/, use: 'App' },
  {
    pattern: /到沙龙|一家沙龙|沙龙预约|沙龙门店|沙龙发型师|的沙龙(?!级)/,
    use: '门店 (沙龙 only in 沙龙级 and the like)',
  },
  { pattern: /登出/, use: '退出登录' },
  { pattern: /重设/, use: '重置' },
  { pattern: /发送验证码/, use: '获取验证码 / 重新获取' },
  { pattern: /改期/, use: '重新安排配送' },
  { pattern: /光采|焕采/, use: '光彩' },
  { pattern: /白兰花/, use: '白色兰花 (白兰花 is Michelia)' },
  { pattern: /黄铜色/, use: '黄调 (brassy hair)' },
  // 迷你 (mini) is a word of its own, not the familiar you.
  { pattern: /(?<!迷)你/, use: '您' },
];

/** The replaced terms found in a Chinese text, each with the term to use instead. */
export function replacedTermsIn(text: string): { found: string; use: string }[] {
  return REPLACED_ZH_TERMS.flatMap(({ pattern, use }) => {
    const match = pattern.exec(text);
    return match ? [{ found: match[0], use }] : [];
  });
}

const HAN = '\\u3400-\\u9fff\\uf900-\\ufaff';
/** Latin letters, digits and the signs that stick to them (5%, 230°C). */
const LATIN = 'A-Za-z0-9%°';
const TOUCHING = new RegExp(`[${HAN}][${LATIN}]|[${LATIN}][${HAN}]`, 'u');

/**
 * Where Chinese touches Latin letters or digits with no space between (the interface writes "下载 App",
 * "至少 8 位数字"); null when nowhere. Markup and {{placeholders}} are left out: what fills a placeholder
 * is not known here.
 */
export function unspacedLatin(text: string): string | null {
  const plain = text.replace(/<[^>]*>/g, '').replace(/\{\{[^}]*\}\}/g, '\u0000');
  const match = TOUCHING.exec(plain);
  return match ? plain.slice(Math.max(0, match.index - 6), match.index + 8) : null;
}

const HAN_CHAR = new RegExp(`[${HAN}]`, 'u');
const LATIN_CHAR = new RegExp(`[${LATIN}]`, 'u');

/**
 * Joins Chinese text with names and numbers the way the interface writes it: a space wherever Chinese meets a
 * Latin letter or digit ("订单 PO1 获得积分"), none elsewhere ("积分转赠给陈**").
 */
export function zhJoin(...parts: string[]): string {
  let text = '';
  for (const part of parts) {
    if (!part) continue;
    const last = text.at(-1) ?? '';
    const first = part[0] ?? '';
    const touching =
      (HAN_CHAR.test(last) && LATIN_CHAR.test(first)) || (LATIN_CHAR.test(last) && HAN_CHAR.test(first));
    text += touching ? ` ${part}` : part;
  }
  return text;
}
