import { MESSAGES, replacedTermsIn, unspacedLatin } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

/** Every leaf key of a nested resource object, as dotted paths. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('en and zh have exactly the same keys', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
  });

  it('the shared messages namespace has the same keys in both languages', () => {
    expect(Object.keys(MESSAGES.zh).sort()).toEqual(Object.keys(MESSAGES.en).sort());
  });

  it('every text is a non-empty string', () => {
    for (const [key, text] of [...leaves(en), ...leaves(zh)]) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('both languages use the same interpolation variables', () => {
    const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const zhTexts = new Map(leaves(zh));
    for (const [key, text] of leaves(en)) {
      expect(vars(String(zhTexts.get(key))), key).toEqual(vars(String(text)));
    }
  });

  it('the Chinese texts are really Chinese (apart from names that stay as they are)', () => {
    const sameInBoth = new Set([
      'app.name',
      'language.en',
      'language.zh',
      'product.discount',
      'badges.android_store',
      'badges.ios_store',
    ]);
    // Translated, but only with Chinese punctuation: （12）, a full-width colon.
    const punctuationOnly = new Set([
      'product.review_count',
      'common.separator',
      'home.heading',
      'booking.summary.date_value',
      'reviews.product.star_filter',
      'profile.push_problem',
    ]);
    const enTexts = new Map(leaves(en));
    for (const [key, text] of leaves(zh)) {
      if (sameInBoth.has(key)) continue;
      expect(text, key).not.toBe(enTexts.get(key));
      if (!punctuationOnly.has(key)) expect(String(text), key).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("the Chinese interface and messages use the glossary's one word per concept (ZH-GLOSSARY.md)", () => {
    const texts = [...leaves(zh), ...leaves(MESSAGES.zh, 'messages')];
    const problems = texts.flatMap(([key, text]) =>
      replacedTermsIn(String(text)).map(({ found, use }) => `${key}: "${found}", use ${use}`),
    );
    expect(problems).toEqual([]);
  });

  it('the Chinese interface and messages put a space between Chinese and Latin letters or digits', () => {
    const texts = [...leaves(zh), ...leaves(MESSAGES.zh, 'messages')];
    const problems = texts.flatMap(([key, text]) => {
      const at = unspacedLatin(String(text));
      return at ? [`${key}: …${at}…`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('no Chinese toast ends with a full stop', () => {
    // The texts the storefront shows as toasts (showToast), one style for all of them.
    const toasts = [
      'address.deleted',
      'address.saved',
      'cart.added',
      'cart.removed_one',
      'checkout.address_saved',
      'checkout.points_applied_one',
      'checkout.points_removed',
      'my_appointments.cancel.done',
      'orders.buy_again.done',
      'orders.buy_again.unavailable',
      'orders.cancel.done',
      'orders.delivery.done',
      'product_detail.wishlist_added',
      'product_detail.wishlist_failed',
      'product_detail.wishlist_removed',
      'profile.password_changed',
      'profile.saved',
      'photos.problem_type',
      'photos.problem_size',
      'refund.done',
      'toast.language_changed',
      'wallet.share.copied',
      'wallet.share.copy_failed',
      'wallet.share.share_failed',
      'wishlist.remove_failed',
      'wishlist.removed_one',
    ];
    const zhTexts = new Map(leaves(zh));
    for (const key of toasts) {
      expect(zhTexts.has(key), key).toBe(true);
      expect(String(zhTexts.get(key)), key).not.toMatch(/。$/);
    }
  });
});
