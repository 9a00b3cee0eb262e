import {
  exactlyOneOf,
  idField,
  isCalendarDate,
  type MinuteSpan,
  memberByIdOrMobile,
  type OpsBooking,
  opsBookingSchema,
  opsLeaveSchema,
  opsStoreDaySchema,
  opsWorkingDaySchema,
  timeToMinutes,
} from '@beauty/shared';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Actor } from '../db/lifecycle';
import { ADMIN_SECURITY, type AdminRoutes, adminActorOf } from '../http/admin';
import { ok, okSchema } from '../http/reply';
import type { SmsProvider } from '../sms/provider';
import {
  BOOKING_OPERATOR_COMMANDS,
  cancelForMember,
  completeBooking,
  markNoShow,
  storeDay,
  walkIn,
} from './operator';
import { addLeave, parseTimeRange, setWorkingDay } from './schedule';

/*
 * Salon appointments in the operator API (booking/operator.ts, booking/schedule.ts; `npm run ops -- day |
 * complete-booking | no-show | cancel-booking | walk-in | hours | leave`).
 */

const summaryOf = (name: (typeof BOOKING_OPERATOR_COMMANDS)[number]['name']) =>
  BOOKING_OPERATOR_COMMANDS.find((c) => c.name === name)!.summary;

const dateString = z.string().refine(isCalendarDate, 'invalid_date');
const timeRange = z
  .string()
  .transform((t, ctx) => {
    const range = parseTimeRange(t);
    if (!range) ctx.addIssue({ code: 'custom', message: 'invalid_value' });
    return range as MinuteSpan;
  })
  .describe('HH:mm-HH:mm, shop time');
const force = z
  .boolean()
  .default(false)
  .describe('Make the change even when booked appointments would be stranded; they are listed in the answer');
const STRANDED =
  'Booked appointments (from now on) that the change would leave outside the working hours, in a break or on leave: 409 `booking_schedule_conflict`, the message listing each (id, date, time, member and mobile); nothing changes unless `force` is true, and then they stay booked and are listed in `stranded`.';

export const bookingAdminRoutes: AdminRoutes<{ db: Db; sms: SmsProvider }> = {
  commands: BOOKING_OPERATOR_COMMANDS,
  routes: async (app, { db, sms }) => {
    const deps = { db, sms };

    app.get(
      '/stores/:id/day',
      {
        config: { permission: 'bookings.read' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('day'),
          description:
            "Every stylist of the store with their hours, breaks or leave that day, and every appointment starting that day (cancelled and no-show ones too), with the member's name and mobile. Unknown store: 404.",
          security: ADMIN_SECURITY,
          params: z.object({ id: idField }),
          querystring: z.object({
            date: dateString.optional().describe('YYYY-MM-DD; today (shop date) by default'),
          }),
          response: { 200: okSchema(opsStoreDaySchema) },
        },
      },
      async (request) => ok(await storeDay(db, request.params.id, request.query.date)),
    );

    const moveRoute = (
      path: string,
      name: 'complete-booking' | 'no-show',
      description: string,
      run: (deps: { db: Db; sms: SmsProvider }, id: number, actor: Actor) => Promise<OpsBooking>,
    ) =>
      app.post(
        `/bookings/:id/${path}`,
        {
          config: { permission: 'bookings.write' },
          schema: {
            tags: ['ops'],
            summary: summaryOf(name),
            description,
            security: ADMIN_SECURITY,
            params: z.object({ id: idField }),
            response: { 200: okSchema(opsBookingSchema) },
          },
        },
        async (request) => ok(await run(deps, request.params.id, adminActorOf(request))),
      );
    moveRoute(
      'complete',
      'complete-booking',
      'A booked appointment becomes completed with its salon visit; `pos_transaction_id` is the number reviews are written against. A held voucher is used. Unknown booking: 404; not booked: 409 `booking_not_changeable`.',
      completeBooking,
    );
    moveRoute(
      'no-show',
      'no-show',
      'A booked appointment the member did not come to; a held voucher is released. Unknown booking: 404; not booked: 409 `booking_not_changeable`.',
      markNoShow,
    );

    app.post(
      '/bookings/:id/cancel',
      {
        config: { permission: 'bookings.write' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('cancel-booking'),
          description:
            "On the member's behalf, also within the change window the member is held to; the reason is kept on the appointment and the member gets the cancellation text message, as when they cancel. Unknown booking: 404; not booked: 409 `booking_not_changeable`.",
          security: ADMIN_SECURITY,
          params: z.object({ id: idField }),
          body: z.object({ reason: z.string().trim().max(300).optional() }).optional(),
          response: { 200: okSchema(opsBookingSchema) },
        },
      },
      async (request) =>
        ok(
          await cancelForMember(
            deps,
            request.params.id,
            adminActorOf(request),
            request.body?.reason || undefined,
          ),
        ),
    );

    app.post(
      '/bookings/walk-in',
      {
        config: { permission: 'bookings.write' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('walk-in'),
          description:
            'Exactly one of `user_id` and `mobile` (a Singapore member). Recorded as completed with its visit at once, by the rules members book by: the stylist at that store, working and free at that time, doing those services. Unknown member: 404.',
          security: ADMIN_SECURITY,
          body: z
            .object({
              ...memberByIdOrMobile({ minDigits: 8 }),
              store_id: z.number().int().positive(),
              stylist_id: z.number().int().positive(),
              date: dateString,
              time: z.string().refine((t) => timeToMinutes(t) !== null, 'invalid_value'),
              service_ids: z.array(z.number().int().positive()).min(1).max(10),
              remarks: z.string().trim().max(500).optional(),
            })
            .refine(...exactlyOneOf('user_id', 'mobile')),
          response: { 200: okSchema(opsBookingSchema) },
        },
      },
      async (request) => {
        const b = request.body;
        return ok(
          await walkIn(
            db,
            {
              member: b.user_id !== undefined ? { userId: b.user_id } : { mobile: b.mobile! },
              storeId: b.store_id,
              stylistId: b.stylist_id,
              date: b.date,
              time: b.time,
              serviceIds: b.service_ids,
              ...(b.remarks ? { remarks: b.remarks } : {}),
            },
            adminActorOf(request),
          ),
        );
      },
    );

    app.post(
      '/stylists/:id/hours',
      {
        config: { permission: 'schedules.write' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('hours'),
          description: `\`hours\` "HH:mm-HH:mm" or "off" (a day off). \`break\` "HH:mm-HH:mm" replaces the weekday's breaks, "none" removes them; left out, the breaks that still fit inside the new hours are kept (the others are listed in \`dropped_breaks\`). A break outside the hours: 400. Unknown stylist: 404. ${STRANDED}`,
          security: ADMIN_SECURITY,
          params: z.object({ id: idField }),
          body: z.object({
            weekday: z.number().int().min(1).max(7).describe('1 Monday .. 7 Sunday'),
            hours: z.union([z.literal('off'), timeRange]),
            break: z.union([z.literal('none'), timeRange]).optional(),
            force,
          }),
          response: { 200: okSchema(opsWorkingDaySchema) },
        },
      },
      async (request) => {
        const { weekday, hours, break: pause, force } = request.body;
        return ok(
          await setWorkingDay(
            db,
            {
              stylistId: request.params.id,
              weekday,
              hours: hours === 'off' ? null : hours,
              ...(pause === undefined ? {} : { breaks: pause === 'none' ? [] : [pause] }),
              force,
            },
            adminActorOf(request),
          ),
        );
      },
    );

    app.post(
      '/stylists/:id/leave',
      {
        config: { permission: 'schedules.write' },
        schema: {
          tags: ['ops'],
          summary: summaryOf('leave'),
          description: `Shop dates, both included; \`last_day\` defaults to \`first_day\`. Days out of order, more than a year, or all in the past: 400. Unknown stylist: 404. ${STRANDED}`,
          security: ADMIN_SECURITY,
          params: z.object({ id: idField }),
          body: z.object({
            first_day: dateString,
            last_day: dateString.optional(),
            reason: z.string().trim().max(200).optional(),
            force,
          }),
          response: { 200: okSchema(opsLeaveSchema) },
        },
      },
      async (request) => {
        const b = request.body;
        return ok(
          await addLeave(
            db,
            {
              stylistId: request.params.id,
              firstDay: b.first_day,
              ...(b.last_day ? { lastDay: b.last_day } : {}),
              ...(b.reason ? { reason: b.reason } : {}),
              force: b.force,
            },
            adminActorOf(request),
          ),
        );
      },
    );
  },
};
