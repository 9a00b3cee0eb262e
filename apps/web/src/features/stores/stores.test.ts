import { describe, expect, it } from 'vitest';
import { distanceLabel, mapUrl, openingHoursLines, storesByDistance, telHref } from './stores';

describe('distance labels', () => {
  it('uses metres under a kilometre, one decimal under ten, whole kilometres beyond', () => {
    expect(distanceLabel(0.004)).toEqual({ key: 'stores.distance_m', distance: '10' });
    expect(distanceLabel(0.347)).toEqual({ key: 'stores.distance_m', distance: '350' });
    expect(distanceLabel(0.996)).toEqual({ key: 'stores.distance_km', distance: '1.0' });
    expect(distanceLabel(1.234)).toEqual({ key: 'stores.distance_km', distance: '1.2' });
    expect(distanceLabel(9.97)).toEqual({ key: 'stores.distance_km', distance: '10' });
    expect(distanceLabel(12.6)).toEqual({ key: 'stores.distance_km', distance: '13' });
  });
});

describe('store order', () => {
  const orchard = { id: 1, latitude: 1.3048, longitude: 103.8318 };
  const jurong = { id: 2, latitude: 1.3329, longitude: 103.7436 };
  const tampines = { id: 3, latitude: 1.3526, longitude: 103.9447 };
  const stores = [jurong, tampines, orchard];

  it("keeps the server's order without a position", () => {
    expect(storesByDistance(stores, null).map((p) => [p.store.id, p.distance])).toEqual([
      [2, null],
      [3, null],
      [1, null],
    ]);
  });

  it('puts the nearest first when the position is known', () => {
    const nearOrchard = { latitude: 1.3, longitude: 103.84 };
    const placed = storesByDistance(stores, nearOrchard);
    expect(placed.map((p) => p.store.id)).toEqual([1, 2, 3]);
    expect(placed[0]!.distance).toBeGreaterThan(0.9);
    expect(placed[0]!.distance).toBeLessThan(1.2);
  });
});

describe('links', () => {
  it('points the map at the coordinates', () => {
    expect(mapUrl({ latitude: 1.3048, longitude: 103.8318 })).toBe(
      'https://www.google.com/maps?q=1.3048,103.8318',
    );
  });

  it('dials digits and a leading plus only', () => {
    expect(telHref('+65 6123 4567')).toBe('tel:+6561234567');
    expect(telHref('6123-4567')).toBe('tel:61234567');
  });
});

describe('opening hours', () => {
  it('puts each day range on its own line', () => {
    expect(openingHoursLines('Mon–Fri 10:00–21:00; Sat, Sun 10:00–20:00')).toEqual([
      'Mon–Fri 10:00–21:00',
      'Sat, Sun 10:00–20:00',
    ]);
    expect(openingHoursLines('Daily 9:00–18:00\nClosed on public holidays;')).toEqual([
      'Daily 9:00–18:00',
      'Closed on public holidays',
    ]);
    expect(openingHoursLines('周一至周五 10:00–21:00；周六 10:00–20:00')).toEqual([
      '周一至周五 10:00–21:00',
      '周六 10:00–20:00',
    ]);
  });
});
