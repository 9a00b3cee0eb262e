import {
  bookingSchema,
  checkSlotAnswerSchema,
  checkSlotSchema,
  getBookingSchema,
  myBookingsAnswerSchema,
  myBookingsSchema,
} from '@beauty/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { langParam, requestLanguage } from '../http/language';
import { MEMBER_SECURITY } from '../http/login';
import { ok, okSchema } from '../http/reply';
import { requireMember } from '../http/viewer';
import { getBooking, myBookings } from './bookings';
import { checkSlot } from './slots';

const tags = ['booking'];

const REGION =
  'Singapore members only: a member of another country gets 403 `booking_region_only` ("Salon appointments are for Singapore members").';

/**
 * The appointment reads (spec section 7, booking: checkslot, getappointment, myappointment), mounted under
 * /booking; the booking calls that change something are in routes.ts.
 */
export const bookingReadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const checkSlotDoc = {
    tags,
    summary: "What can be chosen at a salon: stylists, the stylist's bookable days and services, free times",
    description: `Without \`stylist_id\` the answer is for the store's first stylist; without \`date\` \`times\` is empty. \`times\` are the free start times ("HH:mm", Singapore time) on \`date\` for the total duration of \`service_ids\` (default: the stylist's shortest service), on the slot grid from the start of working hours, outside breaks and leave, the whole appointment (and the shop's buffer after it) clear of other bookings. \`booking_id\`: on the edit page, the caller's booking being changed, whose own time counts as free. Dates run from tomorrow (Singapore) to the last bookable day. An unknown store is 404; a stylist who takes no appointments at that store 422 \`booking_stylist_unavailable\`; a date outside the bookable days 422 \`booking_date_out_of_range\` (\`message_values.days\`); a service the stylist does not do 422 \`booking_service_unavailable\`. Names in the request language. ${REGION}`,
    security: MEMBER_SECURITY,
    response: { 200: okSchema(checkSlotAnswerSchema) },
  };

  app.post('/checkslot', { schema: { ...checkSlotDoc, body: checkSlotSchema } }, async (request) =>
    ok(await checkSlot(db, requestLanguage(request), requireMember(request.viewer), request.body)),
  );

  // Older clients ask with a query string on GET.
  app.get(
    '/checkslot',
    { schema: { ...checkSlotDoc, querystring: checkSlotSchema.extend({ lang: langParam }) } },
    async (request) =>
      ok(await checkSlot(db, requestLanguage(request), requireMember(request.viewer), request.query)),
  );

  app.get(
    '/getappointment',
    {
      schema: {
        tags,
        summary: 'One of the caller’s appointments',
        description: `With its store, stylist, services as booked (name, duration and price of that day), voucher, the visit's \`pos_transaction_id\` once completed, and whether it can still be edited or cancelled (booked, and at least \`change_hours\` before the start). Another member's appointment, or none: 404. ${REGION}`,
        security: MEMBER_SECURITY,
        querystring: getBookingSchema.extend({ lang: langParam }),
        response: { 200: okSchema(bookingSchema) },
      },
    },
    async (request) =>
      ok(
        await getBooking(
          db,
          requestLanguage(request),
          requireMember(request.viewer),
          request.query.booking_id,
        ),
      ),
  );

  app.get(
    '/myappointment',
    {
      schema: {
        tags,
        summary: 'The caller’s upcoming or past appointments, paged',
        description: `\`type\` 1: upcoming (booked and not yet started), soonest first; 2: past (everything else: completed, cancelled, no-show, or booked and started), latest first. \`startDate\` and \`endDate\` (Singapore dates, both included) narrow by the appointment's day. ${REGION}`,
        security: MEMBER_SECURITY,
        querystring: myBookingsSchema.safeExtend({ lang: langParam }),
        response: { 200: okSchema(myBookingsAnswerSchema) },
      },
    },
    async (request) =>
      ok(await myBookings(db, requestLanguage(request), requireMember(request.viewer), request.query)),
  );
};
