import { NOTIFICATION_BADGE_MAX } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  it('shows counts up to the maximum as they are, and more as "max+"', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99, NOTIFICATION_BADGE_MAX)).toBe('99');
    expect(badgeText(100, NOTIFICATION_BADGE_MAX)).toBe('99+');
    expect(badgeText(12_345, NOTIFICATION_BADGE_MAX)).toBe('99+');
    expect(badgeText(10, 9)).toBe('9+');
  });
});
