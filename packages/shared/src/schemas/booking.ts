import { z } from 'zod';
import { BOOKING_SOURCES, BOOKING_STATUSES, BOOKING_TYPE } from '../enums';
import type { MessageKey } from '../messages';
import { minutesToTime, timeToMinutes } from '../rules/booking';
import {
  dateField,
  emptyAsAbsent,
  idField,
  multilineText,
  numberParam,
  optionalDateField,
  optionalTextField,
  pageParam,
  perPageParam,
  requiredParam,
} from '../rules/validation';

/*
 * Request and answer schemas of the appointment calls (spec section 7, booking: checkslot, bookappointment,
 * editappointment, cancelappointment, getappointment, myappointment). Dates are shop dates (YYYY-MM-DD) and
 * times shop times ("HH:mm", Asia/Singapore); money is integer cents of `currency`.
 */

const key = (k: MessageKey): MessageKey => k;
const cents = z.number().int().describe('Amount in cents of `currency`');

const shopDateField = dateField.describe('YYYY-MM-DD, shop date');

/** "HH:mm" on the shop's clock (old clients' "HH:mm:ss" too), normalised to "HH:mm". */
const timeField = requiredParam(
  z
    .string({ error: key('booking_time_invalid') })
    .refine((t) => timeToMinutes(t) !== null, key('booking_time_invalid'))
    .transform((t) => minutesToTime(timeToMinutes(t) ?? 0)),
).describe('HH:mm, shop time');

/** Service ids: a JSON array, a repeated query parameter or "1,2,3"; at least one. */
const serviceIdsField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v === 'string') return v.split(',').filter((s) => s.trim() !== '');
    return Array.isArray(v) ? v : [v];
  },
  z
    .array(idField, { error: key('invalid_value') })
    .min(1, key('booking_services_required'))
    .max(10, key('too_long'))
    .transform((ids) => [...new Set(ids)]),
);

const remarksField = multilineText(optionalTextField({ max: 500 })).describe(
  'Free text for the stylist; the text rules of spec section 5',
);
const voucherField = emptyAsAbsent(idField.optional()).describe(
  'A service voucher of the caller to pay with: held when booked, used when the visit completes',
);

// ---------------------------------------------------------------------------------------------------------
// Requests

/** POST booking/checkslot: what can be chosen at a store; the free times once a stylist and date are given. */
export const checkSlotSchema = z.object({
  store_id: idField,
  stylist_id: emptyAsAbsent(idField.optional()),
  date: optionalDateField.describe('YYYY-MM-DD, shop date; the free times are for this day'),
  service_ids: z
    .preprocess(
      (v) => (v === undefined || v === null || v === '' ? undefined : v),
      serviceIdsField.optional(),
    )
    .describe('The services to fit; default the shortest service the stylist does'),
  booking_id: emptyAsAbsent(idField.optional()).describe(
    "On the edit page: the caller's booking being changed, whose own time counts as free",
  ),
});
export type CheckSlotInput = z.input<typeof checkSlotSchema>;
export type CheckSlotQuery = z.output<typeof checkSlotSchema>;

const bookingFields = {
  store_id: idField,
  stylist_id: idField,
  date: shopDateField,
  time: timeField,
  service_ids: serviceIdsField,
  remarks: remarksField,
  voucher_id: voucherField,
};

/** POST booking/bookappointment. `status` is what the old web app sends (2); it is accepted and ignored. */
export const createBookingSchema = z.object({
  ...bookingFields,
  status: emptyAsAbsent(numberParam(z.number().int()).optional()).describe(
    'Sent as 2 by old clients; ignored',
  ),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBooking = z.output<typeof createBookingSchema>;

/** PUT booking/editappointment: the booking and its new salon, stylist, date, time, services and remarks. */
export const editBookingSchema = z.object({
  booking_id: idField,
  ...bookingFields,
  status: emptyAsAbsent(numberParam(z.number().int()).optional()),
});
export type EditBookingInput = z.input<typeof editBookingSchema>;
export type EditBooking = z.output<typeof editBookingSchema>;

export const cancelBookingSchema = z.object({
  booking_id: idField,
  reason: multilineText(optionalTextField({ max: 300 })),
});
export type CancelBookingInput = z.input<typeof cancelBookingSchema>;

export const getBookingSchema = z.object({ booking_id: idField });

/** GET booking/myappointment: upcoming (1) or past (2), optionally within dates, newest or soonest first. */
export const myBookingsSchema = z
  .object({
    type: numberParam(
      z.union([z.literal(BOOKING_TYPE.UPCOMING), z.literal(BOOKING_TYPE.PAST)], {
        error: key('invalid_value'),
      }),
    )
      .default(BOOKING_TYPE.UPCOMING)
      .describe('1 upcoming (soonest first), 2 past (latest first)'),
    startDate: optionalDateField,
    endDate: optionalDateField,
    page: pageParam,
    per_page: perPageParam(100, 20),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: key('date_out_of_range'),
    path: ['endDate'],
  });
export type MyBookingsInput = z.input<typeof myBookingsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers

export const bookingStylistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  image: z.string(),
});
export type BookingStylist = z.infer<typeof bookingStylistSchema>;

export const bookingServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duration_minutes: z.number().int(),
  price: cents,
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

export const checkSlotAnswerSchema = z.object({
  store_id: z.number().int(),
  stylist_id: z.number().int().nullable().describe('The stylist the dates, services and times are for'),
  date: z.string().nullable(),
  currency: z.string(),
  stylists: z.array(bookingStylistSchema).describe("The store's stylists who take appointments"),
  dates: z
    .array(z.string())
    .describe(
      'Bookable days (tomorrow to the last bookable day) on which the stylist works and is not on leave',
    ),
  first_date: z.string().describe('Tomorrow, shop date'),
  last_date: z.string(),
  services: z.array(bookingServiceSchema).describe('The services this stylist does at this store'),
  service_ids: z.array(z.number().int()).describe('The services the times are for'),
  duration_minutes: z.number().int(),
  times: z.array(z.string()).describe('Free start times ("HH:mm") on `date` for `duration_minutes`'),
});
export type CheckSlotAnswer = z.infer<typeof checkSlotAnswerSchema>;

export const bookingSchema = z.object({
  booking_id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  type: z.union([z.literal(BOOKING_TYPE.UPCOMING), z.literal(BOOKING_TYPE.PAST)]),
  store: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  stylist: bookingStylistSchema,
  date: z.string().describe('YYYY-MM-DD, shop date'),
  time: z.string().describe('HH:mm, shop time'),
  end_time: z.string(),
  starts_at: z.string().describe('ISO instant'),
  duration_minutes: z.number().int(),
  services: z.array(bookingServiceSchema),
  total: cents,
  currency: z.string(),
  remarks: z.string(),
  voucher: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  cancel_reason: z.string().nullable(),
  pos_transaction_id: z.string().nullable().describe('Once completed: the visit reviews are written against'),
  source: z.enum(BOOKING_SOURCES),
  can_edit: z.boolean().describe('Booked and more than the change window before the start'),
  can_cancel: z.boolean(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const myBookingsAnswerSchema = z.object({
  type: z.number().int(),
  appointments: z.array(bookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  change_hours: z.number().int().describe('Edit and cancel close this many hours before the start'),
});
export type MyBookingsAnswer = z.infer<typeof myBookingsAnswerSchema>;
