import { distanceKm, type LatLng } from '@beauty/shared';

/** Pure rules of the stores page: distances, their labels, the order of the list, and outside links. */

export type DistanceLabel = { key: 'stores.distance_km' | 'stores.distance_m'; distance: string };

/**
 * A distance as people say it: metres (to the nearest 10) under 1 km, one decimal under 10 km ("1.2 km"),
 * whole kilometres beyond. Figures use a point as decimal mark in every language, like the prices.
 */
export function distanceLabel(km: number): DistanceLabel {
  if (km < 1) {
    const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
    // 995 m rounds to 1000: say 1.0 km rather than "1000 m".
    if (metres < 1000) return { key: 'stores.distance_m', distance: String(metres) };
  }
  const tenths = Math.round(km * 10) / 10;
  if (tenths < 10) return { key: 'stores.distance_km', distance: tenths.toFixed(1) };
  return { key: 'stores.distance_km', distance: String(Math.round(km)) };
}

export type Placed<T> = { store: T; distance: number | null };

/** Stores with their distance from `from`, nearest first; without a position, in the server's order. */
export function storesByDistance<T extends LatLng>(stores: readonly T[], from: LatLng | null): Placed<T>[] {
  const placed = stores.map((store) => ({ store, distance: from ? distanceKm(from, store) : null }));
  if (!from) return placed;
  // Array.prototype.sort is stable: stores at the same distance keep the server's order.
  return placed.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
}

/** A map of the store's position, opened in a new tab. */
export function mapUrl(store: LatLng): string {
  return `https://www.google.com/maps?q=${store.latitude},${store.longitude}`;
}

/** A phone number as a tel: link: digits and a leading plus only (spaces and dashes are for reading). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * Opening hours come as one line with "; " (Chinese "；") between day ranges; each reads better on its own line.
 */
export function openingHoursLines(text: string): string[] {
  return text
    .split(/\s*[;；\n]\s*/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
