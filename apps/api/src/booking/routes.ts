import {
  type BookingSource,
  bookingSchema,
  cancelBookingSchema,
  createBookingSchema,
  editBookingSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import type { SmsProvider } from '../sms/provider';
import { bookForMember, cancelForMember, editForMember } from './service';

const tags = ['booking'];

const RULES =
  "Singapore members only (403 `booking_region_only`). The date from tomorrow to the last bookable day (422 `booking_date_out_of_range` with `days`); at least one service, each one the stylist does at this salon (422 `booking_services_required`, `booking_service_unavailable`); the stylist works at this salon (422 `booking_stylist_unavailable`); the whole appointment (the services one after another) on one of the free start times: inside working hours, outside breaks and leave (422 `booking_outside_hours`), not taken (409 `booking_slot_taken`, also when another request took it a moment earlier), and not overlapping another appointment of the caller (409 `booking_member_overlap`). `voucher_id`: one of the caller's service vouchers, valid at this salon on that day and, for a service voucher, for one of the booked services (404, 409 `voucher_not_active`, `voucher_expired`, `booking_voucher_unusable`); it is held while booked, used when the visit completes. `status` (old clients send 2) is ignored. Parameters as a query string or JSON. Answers the appointment.";

const OWNER = "Only the caller's own appointments: another member's answers 404 like an unknown one.";

/** Old clients say which app they are; a booking from the mobile apps is recorded as source app. */
const sourceParam = {
  os_type: z
    .string()
    .max(16)
    .optional()
    .describe('android or ios: the booking is recorded as made in the app'),
};
const sourceOf = (osType: string | undefined): BookingSource =>
  osType === 'android' || osType === 'ios' ? 'app' : 'web';

export type BookingRoutesOptions = { db: Db; sms: SmsProvider };

/**
 * The member's appointment changes (spec section 7, booking: bookappointment, editappointment,
 * cancelappointment). The reads (checkslot, getappointment, myappointment) are in read-routes.ts; the
 * operator's moves go through the ops API.
 */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, { db, sms }) => {
  app.post(
    '/bookappointment',
    {
      schema: {
        tags,
        summary: 'Book a salon appointment',
        description: `${RULES} At most the shop's number of upcoming appointments per member (422 \`booking_limit\` with \`count\`).`,
        security: MEMBER_SECURITY,
        body: createBookingSchema.extend(sourceParam),
        response: { 200: okSchema(bookingSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok(
        await bookForMember(
          db,
          requestLanguage(request),
          member.userId,
          request.body,
          sourceOf(request.body.os_type),
        ),
      );
    },
  );

  app.put(
    '/editappointment',
    {
      schema: {
        tags,
        summary: 'Change a booked appointment: salon, stylist, date, time, services, remarks and voucher',
        description: `Every field says the appointment as it is to be (no \`voucher_id\`: no voucher held). Only while booked (409 \`booking_not_changeable\`) and until the shop's change window before the start (409 \`booking_change_closed\` with \`hours\`). Then the rules of a booking, its own present time not counting as taken: ${RULES} ${OWNER}`,
        security: MEMBER_SECURITY,
        body: editBookingSchema,
        response: { 200: okSchema(bookingSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      return ok(await editForMember(db, requestLanguage(request), member.userId, request.body));
    },
  );

  app.put(
    '/cancelappointment',
    {
      schema: {
        tags,
        summary: 'Cancel a booked appointment',
        description: `With an optional \`reason\`. Only while booked (409 \`booking_not_changeable\`) and until the shop's change window before the start (409 \`booking_change_closed\` with \`hours\`). Frees the time and the voucher it held; the member gets a text message saying so. Singapore members only (403 \`booking_region_only\`). ${OWNER} Answers the cancelled appointment.`,
        security: MEMBER_SECURITY,
        body: cancelBookingSchema,
        response: { 200: okSchema(bookingSchema) },
      },
    },
    async (request) => {
      const member = requireMember(request.viewer);
      const log = (message: string, err: unknown) => request.log.warn({ err }, message);
      return ok(
        await cancelForMember({ db, sms, log }, requestLanguage(request), member.userId, request.body),
      );
    },
  );
};
