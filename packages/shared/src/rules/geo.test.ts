import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm({ latitude: 1.3, longitude: 103.8 }, { latitude: 1.3, longitude: 103.8 })).toBe(0);
  });

  it('measures Singapore to Kuala Lumpur at about 316 km', () => {
    const km = distanceKm(
      { latitude: 1.3521, longitude: 103.8198 },
      { latitude: 3.139, longitude: 101.6869 },
    );
    expect(km).toBeGreaterThan(305);
    expect(km).toBeLessThan(325);
  });

  it('uses an earth radius of 6371 km (a quarter meridian is 10,007.5 km)', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(
      (Math.PI * 6371) / 2,
      6,
    );
  });
});
