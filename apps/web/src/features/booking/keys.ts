import type { BookingType, Language } from '@beauty/shared';
import { memberKeys } from '../../api/query-keys';
import { useSessionKeys } from '../../api/viewer';

/**
 * The booking keys of one session's member (under its root: api/query-keys.ts).
 * Their values keep the spec's word, 'appointments'.
 */
export function bookingKeys(session: string) {
  const member = memberKeys(session);
  const root = member.all;
  return {
    ...member,
    /** Every booking key: lists, details and free times (refreshed together after any booking change). */
    bookings: () => [...root, 'appointments'] as const,
    bookingList: (language: Language, type: BookingType, page: number) =>
      [...root, 'appointments', language, 'list', type, page] as const,
    booking: (language: Language, bookingId: number) =>
      [...root, 'appointments', language, 'detail', bookingId] as const,
    /** What can be chosen at a store (stylists, days, services, free times) for the form's choices so far. */
    slots: (
      language: Language,
      choice: { store_id: number; stylist_id?: number; date?: string; service_ids?: readonly number[] },
    ) => [...root, 'appointments', 'slots', language, choice] as const,
  };
}

export type BookingKeys = ReturnType<typeof bookingKeys>;

export function useBookingKeys(): BookingKeys {
  return useSessionKeys(bookingKeys);
}
