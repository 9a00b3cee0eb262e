import { describe, expect, it } from 'vitest';
import { legacyLanguageCode, normaliseLanguage } from './language';
import { isMessageKey, MESSAGES, message, parseMessageRef } from './messages';
import { STAFF_MESSAGES } from './staff-messages';

describe('normaliseLanguage', () => {
  it.each([
    ['en', 'en'],
    ['cn', 'zh'],
    ['CN', 'zh'],
    ['zh', 'zh'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['zh_Hans', 'zh'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (code, language) => {
    expect(normaliseLanguage(code)).toBe(language);
  });

  it('stores Chinese as the legacy code cn', () => {
    expect(legacyLanguageCode('zh')).toBe('cn');
    expect(legacyLanguageCode('en')).toBe('en');
  });
});

describe('the message catalogue', () => {
  it('has every message in both languages, none empty', () => {
    for (const catalogue of [MESSAGES, STAFF_MESSAGES]) {
      expect(Object.keys(catalogue.zh).sort()).toEqual(Object.keys(catalogue.en).sort());
      for (const text of [...Object.values(catalogue.en), ...Object.values(catalogue.zh)])
        expect(text.trim()).not.toBe('');
    }
  });

  it("keeps the back office's messages apart from the storefront's, and answers with both", () => {
    const shared = Object.keys(STAFF_MESSAGES.en).filter((key) => key in MESSAGES.en);
    expect(shared).toEqual([]);
    expect(isMessageKey('second_factor_wrong')).toBe(true);
    expect(message('second_factor_wrong', 'zh')).toBe(STAFF_MESSAGES.zh.second_factor_wrong);
    expect(parseMessageRef('totp_code_invalid')).toEqual({ key: 'totp_code_invalid', values: undefined });
    expect(message('required', 'en')).toBe(MESSAGES.en.required);
  });

  it("keeps the spec's exact wording for the messages clients match on", () => {
    expect(MESSAGES.en.email_taken).toBe('This email has been taken');
    expect(MESSAGES.en.invalid_referral_code).toBe('This is not a valid referral code.');
    expect(MESSAGES.en.invalid_id_or_password).toBe('invalid ID or password');
    expect(MESSAGES.en.network_error).toBe('Network Error');
    expect(MESSAGES.en.unknown_error).toBe('Unknown Error');
  });
});
