import { describe, expect, it } from 'vitest';
import { applicationServerKey, browserPushState, pushPermission, pushSupported } from './push';

describe('applicationServerKey', () => {
  it('reads the base64url VAPID key into its bytes, with or without padding', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const base64url = Buffer.from(bytes).toString('base64url');
    expect(base64url).toMatch(/[-_]/);
    expect([...applicationServerKey(base64url)]).toEqual([...bytes]);
    expect([...applicationServerKey(`${base64url}=`)]).toEqual([...bytes]);
  });
});

describe('push support', () => {
  it('is none where there is no service worker, push manager or Notification (here: no browser)', () => {
    expect(pushSupported()).toBe(false);
    expect(pushPermission()).toBe('unsupported');
  });
});

describe('what this browser can do', () => {
  const state = (
    permission: Parameters<typeof browserPushState>[0]['permission'],
    publicKey?: string | null,
    subscribed?: boolean,
  ) => browserPushState({ permission, publicKey, subscribed });

  it('says "cannot" where no Push API or service worker exists, and "blocked" where the member blocked the shop', () => {
    expect(state('unsupported', 'key', false)).toBe('unsupported');
    expect(state('denied', 'key', false)).toBe('blocked');
    // A subscription left from before the block receives nothing: blocked it is.
    expect(state('denied', 'key', true)).toBe('blocked');
  });

  it('says the shop sends none while Web Push is off, and waits for the key and the subscription', () => {
    expect(state('default', null, false)).toBe('unavailable');
    expect(state('granted', undefined, false)).toBe('checking');
    expect(state('granted', 'key', undefined)).toBe('checking');
  });

  it("follows this browser's subscription alone, whatever the account's setting", () => {
    expect(state('granted', 'key', true)).toBe('receiving');
    expect(state('granted', 'key', false)).toBe('not_receiving');
    expect(state('default', 'key', false)).toBe('not_receiving');
  });
});
