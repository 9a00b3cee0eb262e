import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushPermission, pushSupported } from './push';

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
