import { describe, expect, it } from 'vitest';
import { legacyLanguageCode, normaliseLanguage } from './language';
import { MESSAGES } from './messages';

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
    expect(Object.keys(MESSAGES.zh).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const text of [...Object.values(MESSAGES.en), ...Object.values(MESSAGES.zh)])
      expect(text.trim()).not.toBe('');
  });

  it("keeps the spec's exact wording for the messages clients match on", () => {
    expect(MESSAGES.en.email_taken).toBe('This email has been taken');
    expect(MESSAGES.en.invalid_referral_code).toBe('This is not a valid referral code.');
    expect(MESSAGES.en.invalid_id_or_password).toBe('invalid ID or password');
    expect(MESSAGES.en.network_error).toBe('Network Error');
    expect(MESSAGES.en.unknown_error).toBe('Unknown Error');
  });
});
