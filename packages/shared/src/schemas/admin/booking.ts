import { z } from 'zod';
import { BOOKING_SOURCES, BOOKING_STATUSES } from '../../enums';

/** An appointment as the salon's operator sees it: with the member's name and mobile. */
export const opsBookingSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  stylist_id: z.number().int(),
  stylist_name: z.string(),
  date: z.string().describe('YYYY-MM-DD, shop date'),
  time: z.string().describe('HH:mm, shop time'),
  end_time: z.string(),
  status: z.enum(BOOKING_STATUSES),
  source: z.enum(BOOKING_SOURCES),
  member_id: z.number().int(),
  member_name: z.string(),
  member_mobile: z.string().describe('With the country code, to call the member'),
  services: z.array(z.string()),
  total_cents: z.number().int(),
  currency: z.string(),
  remarks: z.string(),
  pos_transaction_id: z.string().nullable().describe('Once completed'),
});
export type OpsBooking = z.infer<typeof opsBookingSchema>;

export const opsStoreDaySchema = z.object({
  store: z.object({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  weekday: z.number().int().describe('1 Monday .. 7 Sunday'),
  stylists: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      title: z.string(),
      active: z.boolean(),
      hours: z.string().nullable().describe('HH:mm-HH:mm; null: not working that day'),
      breaks: z.array(z.string()),
      leave: z.string().nullable().describe('The reason, when on leave that day'),
      bookings: z.array(opsBookingSchema),
    }),
  ),
});
export type OpsStoreDay = z.infer<typeof opsStoreDaySchema>;

export const opsWorkingDaySchema = z.object({
  stylist_id: z.number().int(),
  weekday: z.number().int(),
  hours: z.string().nullable(),
  breaks: z.array(z.string()),
  dropped_breaks: z.array(z.string()).describe('Breaks that no longer fit inside the new hours'),
  stranded: z.array(opsBookingSchema).describe('Booked appointments left outside the hours (force only)'),
});
export type OpsWorkingDay = z.infer<typeof opsWorkingDaySchema>;

export const opsLeaveSchema = z.object({
  id: z.number().int(),
  stylist_id: z.number().int(),
  first_day: z.string(),
  last_day: z.string(),
  reason: z.string(),
  stranded: z.array(opsBookingSchema).describe('Booked appointments on the leave days (force only)'),
});
export type OpsLeave = z.infer<typeof opsLeaveSchema>;
