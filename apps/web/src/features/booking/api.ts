import type {
  Booking,
  BookingType,
  CheckSlotAnswer,
  cancelBookingSchema,
  checkSlotSchema,
  createBookingSchema,
  editBookingSchema,
  Language,
  MyBookingsAnswer,
} from '@beauty/shared';
import { api, type Body, useLanguage } from '@beauty/ui';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import { type BookingKeys, useBookingKeys } from './keys';

/**
 * Salon appointments (spec section 7, booking: checkslot, bookappointment, editappointment,
 * cancelappointment, getappointment, myappointment; Singapore members only). Keys carry the language:
 * store, stylist and service names come in it. Any change of a booking refreshes every appointment answer
 * and the profile (the header's next appointment date, spec section 4).
 */

/** Appointments a page of "My appointments" holds. */
export const BOOKINGS_PER_PAGE = 20;

export const bookingListQuery = (keys: BookingKeys, language: Language, type: BookingType, page: number) =>
  queryOptions({
    queryKey: keys.bookingList(language, type, page),
    queryFn: ({ signal }) =>
      api.get<MyBookingsAnswer>(
        '/booking/myappointment',
        { type, page, per_page: BOOKINGS_PER_PAGE },
        { signal },
      ),
    staleTime: 15_000,
  });

/** Upcoming (1) or past (2) appointments, one page; the previous tab's answer stays while another loads. */
export function useBookingList(type: BookingType, page = 1, enabled = true) {
  const { user } = useAuth();
  const keys = useBookingKeys();
  const language = useLanguage();
  return useQuery({
    ...bookingListQuery(keys, language, type, page),
    enabled: enabled && user !== null,
    placeholderData: keepPreviousData,
  });
}

export const bookingQuery = (keys: BookingKeys, language: Language, bookingId: number) =>
  queryOptions({
    queryKey: keys.booking(language, bookingId),
    queryFn: ({ signal }) =>
      api.get<Booking>('/booking/getappointment', { booking_id: bookingId }, { signal }),
    staleTime: 15_000,
  });

/** One appointment (the detail and edit pages); a 404 (unknown, or another member's), like
 * every 4xx, is not asked again (the client's default). */
export function useBooking(bookingId: number | null, enabled = true) {
  const { user } = useAuth();
  const keys = useBookingKeys();
  const language = useLanguage();
  return useQuery({
    ...bookingQuery(keys, language, bookingId ?? 0),
    enabled: enabled && user !== null && bookingId !== null,
  });
}

/** The form's choices so far; what checkslot answers for them. */
export type SlotChoice = Body<typeof checkSlotSchema>;

export const slotsQuery = (keys: BookingKeys, language: Language, choice: SlotChoice) =>
  queryOptions({
    queryKey: keys.slots(language, choice),
    queryFn: ({ signal }) => api.post<CheckSlotAnswer>('/booking/checkslot', choice, { signal }),
    // Free times change as others book: a short life, and the booking call has the last word (409).
    staleTime: 10_000,
  });

/** POST booking/checkslot for the form's choices; the last answer stays on screen while the next loads. */
export function useSlots(choice: SlotChoice | null) {
  const { user } = useAuth();
  const keys = useBookingKeys();
  const language = useLanguage();
  return useQuery({
    ...slotsQuery(keys, language, choice ?? { store_id: 0 }),
    enabled: user !== null && choice !== null,
    placeholderData: keepPreviousData,
  });
}

/** After any change of a booking: every appointment answer and the profile (next appointment date) again. */
function useRefreshBookings() {
  const queryClient = useQueryClient();
  const keys = useBookingKeys();
  return () => {
    void queryClient.invalidateQueries({ queryKey: keys.bookings() });
    void queryClient.invalidateQueries({ queryKey: keys.profile() });
  };
}

export function useCreateBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: Body<typeof createBookingSchema>) =>
      api.post<Booking>('/booking/bookappointment', { ...body, status: 2 }),
    onSuccess: refresh,
  });
}

export function useEditBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: Body<typeof editBookingSchema>) =>
      api.put<Booking>('/booking/editappointment', { ...body, status: 2 }),
    onSuccess: refresh,
  });
}

export function useCancelBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: Body<typeof cancelBookingSchema>) =>
      api.put<Booking>('/booking/cancelappointment', body),
    onSuccess: refresh,
  });
}
