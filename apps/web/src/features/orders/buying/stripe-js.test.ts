import { describe, expect, it } from 'vitest';
import { isTestKey, stripeLocale } from './stripe-js';

describe('stripeLocale', () => {
  it.each([
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['cn', 'zh'],
    ['en', 'en'],
    ['en-SG', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (language, locale) => {
    expect(stripeLocale(language)).toBe(locale);
  });
});

describe('isTestKey', () => {
  it('is true only for a test-mode publishable key', () => {
    expect(isTestKey('pk_test_abc')).toBe(true);
    expect(isTestKey('pk_live_abc')).toBe(false);
    expect(isTestKey(null)).toBe(false);
  });
});
