import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  idField,
  isCalendarDate,
  type MinuteSpan,
  timeToMinutes,
} from '@beauty/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addLeave,
  BOOKING_OPERATOR_COMMANDS,
  cancelForMember,
  completeBooking,
  markNoShow,
  parseTimeRange,
  setWorkingDay,
  storeDay,
  walkIn,
} from '../booking';
import type { Db } from '../db/client';
import { type Actor, OPERATOR } from '../db/lifecycle';
import { ok, okSchema } from '../http/reply';
import type { SmsProvider } from '../sms/provider';

/*
 * Salon appointments in the operator API (booking/operator.ts, booking/schedule.ts; `npm run ops -- day |
 * complete-booking | no-show | cancel-booking | walk-in | hours | leave`). Registered by ops/routes.ts behind its
 * operator token.
 */

const security = [{ ops: [] }];
const summaryOf = (name: (typeof BOOKING_OPERATOR_COMMANDS)[number]['name']) =>
  BOOKING_OPERATOR_COMMANDS.find((c) => c.name === name)!.summary;

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

export const opsWorkingDaySchema = z.object({
  stylist_id: z.number().int(),
  weekday: z.number().int(),
  hours: z.string().nullable(),
  breaks: z.array(z.string()),
  dropped_breaks: z.array(z.string()).describe('Breaks that no longer fit inside the new hours'),
  stranded: z.array(opsBookingSchema).describe('Booked appointments left outside the hours (force only)'),
});

export const opsLeaveSchema = z.object({
  id: z.number().int(),
  stylist_id: z.number().int(),
  first_day: z.string(),
  last_day: z.string(),
  reason: z.string(),
  stranded: z.array(opsBookingSchema).describe('Booked appointments on the leave days (force only)'),
});

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

export function registerBookingOps(app: FastifyInstance, db: Db, sms: SmsProvider): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, sms };

  api.get(
    '/stores/:id/day',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('day'),
        description:
          "Every stylist of the store with their hours, breaks or leave that day, and every appointment starting that day (cancelled and no-show ones too), with the member's name and mobile. Unknown store: 404.",
        security,
        params: z.object({ id: idField }),
        querystring: z.object({
          date: dateString.optional().describe('YYYY-MM-DD; today (shop date) by default'),
        }),
        response: { 200: okSchema(opsStoreDaySchema) },
      },
    },
    async (request) => ok(await storeDay(db, request.params.id, request.query.date)),
  );

  const move = (
    path: string,
    name: 'complete-booking' | 'no-show',
    description: string,
    run: (
      deps: { db: Db; sms: SmsProvider },
      id: number,
      actor: Actor,
    ) => Promise<z.infer<typeof opsBookingSchema>>,
  ) =>
    api.post(
      `/bookings/:id/${path}`,
      {
        schema: {
          tags: ['ops'],
          summary: summaryOf(name),
          description,
          security,
          params: z.object({ id: idField }),
          response: { 200: okSchema(opsBookingSchema) },
        },
      },
      async (request) => ok(await run(deps, request.params.id, OPERATOR)),
    );
  move(
    'complete',
    'complete-booking',
    'A booked appointment becomes completed with its salon visit; `pos_transaction_id` is the number reviews are written against. A held voucher is used. Unknown booking: 404; not booked: 409 `booking_not_changeable`.',
    completeBooking,
  );
  move(
    'no-show',
    'no-show',
    'A booked appointment the member did not come to; a held voucher is released. Unknown booking: 404; not booked: 409 `booking_not_changeable`.',
    markNoShow,
  );

  api.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('cancel-booking'),
        description:
          "On the member's behalf, also within the change window the member is held to; the reason is kept on the appointment and the member gets the cancellation text message, as when they cancel. Unknown booking: 404; not booked: 409 `booking_not_changeable`.",
        security,
        params: z.object({ id: idField }),
        body: z.object({ reason: z.string().trim().max(300).optional() }).optional(),
        response: { 200: okSchema(opsBookingSchema) },
      },
    },
    async (request) =>
      ok(await cancelForMember(deps, request.params.id, OPERATOR, request.body?.reason || undefined)),
  );

  api.post(
    '/bookings/walk-in',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('walk-in'),
        description:
          'Exactly one of `user_id` and `mobile` (a Singapore member). Recorded as completed with its visit at once, by the rules members book by: the stylist at that store, working and free at that time, doing those services. Unknown member: 404.',
        security,
        body: z
          .object({
            user_id: z.number().int().positive().optional(),
            mobile: z
              .string()
              .regex(/^\d{8,15}$/)
              .optional(),
            store_id: z.number().int().positive(),
            stylist_id: z.number().int().positive(),
            date: dateString,
            time: z.string().refine((t) => timeToMinutes(t) !== null, 'invalid_value'),
            service_ids: z.array(z.number().int().positive()).min(1).max(10),
            remarks: z.string().trim().max(500).optional(),
          })
          .refine((b) => (b.user_id === undefined) !== (b.mobile === undefined), {
            message: 'exactly one of user_id and mobile',
            path: ['user_id'],
          }),
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
          OPERATOR,
        ),
      );
    },
  );

  api.post(
    '/stylists/:id/hours',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('hours'),
        description: `\`hours\` "HH:mm-HH:mm" or "off" (a day off). \`break\` "HH:mm-HH:mm" replaces the weekday's breaks, "none" removes them; left out, the breaks that still fit inside the new hours are kept (the others are listed in \`dropped_breaks\`). A break outside the hours: 400. Unknown stylist: 404. ${STRANDED}`,
        security,
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
        await setWorkingDay(db, {
          stylistId: request.params.id,
          weekday,
          hours: hours === 'off' ? null : hours,
          ...(pause === undefined ? {} : { breaks: pause === 'none' ? [] : [pause] }),
          force,
        }),
      );
    },
  );

  api.post(
    '/stylists/:id/leave',
    {
      schema: {
        tags: ['ops'],
        summary: summaryOf('leave'),
        description: `Shop dates, both included; \`last_day\` defaults to \`first_day\`. Days out of order, more than a year, or all in the past: 400. Unknown stylist: 404. ${STRANDED}`,
        security,
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
        await addLeave(db, {
          stylistId: request.params.id,
          firstDay: b.first_day,
          ...(b.last_day ? { lastDay: b.last_day } : {}),
          ...(b.reason ? { reason: b.reason } : {}),
          force: b.force,
        }),
      );
    },
  );
}
