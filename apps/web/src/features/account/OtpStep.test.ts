import { describe, expect, it } from 'vitest';
import { formatCountdown } from './OtpStep';

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
