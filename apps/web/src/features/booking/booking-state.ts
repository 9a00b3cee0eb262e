import {
  type Booking,
  type BookingService,
  type CheckSlotAnswer,
  createBookingSchema,
  type Store,
} from '@beauty/shared';
import { type Body, fieldProblem } from '@beauty/ui';
import type { SlotChoice } from './api';

/*
 * The booking form's choices and the rules between them, without React: what a change resets (spec section
 * 4: a new salon or stylist resets date, time, services and remarks), which checkslot answer may speak for the
 * choices on screen, what the summary names and what is still missing before Confirm. The form's hook
 * (useBookingForm.ts) keeps a draft in a reducer built from these; the edit page starts it from the booking.
 */

export type BookingDraft = {
  storeId: number | null;
  stylistId: number | null;
  /** In the order they were ticked; sorted when asked for (slotChoice), so the answer is shared. */
  serviceIds: number[];
  date: string | null;
  time: string | null;
  remarks: string;
  voucherId: number | null;
};

export const EMPTY_DRAFT: BookingDraft = {
  storeId: null,
  stylistId: null,
  serviceIds: [],
  date: null,
  time: null,
  remarks: '',
  voucherId: null,
};

/** What the stylist's answer still offers; the choices it no longer does go (reconcile). */
export type Offer = {
  serviceIds: readonly number[];
  dates: readonly string[];
  /** The free times for the draft's date and services; null when the answer is not for them. */
  times: readonly string[] | null;
};

export type DraftAction =
  | { type: 'store'; storeId: number | null }
  | { type: 'stylist'; stylistId: number }
  | { type: 'service'; serviceId: number; chosen: boolean }
  | { type: 'date'; date: string }
  | { type: 'time'; time: string | null }
  | { type: 'remarks'; remarks: string }
  | { type: 'voucher'; voucherId: number | null }
  | { type: 'prefill'; draft: BookingDraft }
  | { type: 'reconcile'; offer: Offer };

/**
 * The next draft. A change that changes nothing answers the same object, so React skips the render; choosing
 * the salon or stylist already chosen keeps the rest.
 */
export function draftReducer(draft: BookingDraft, action: DraftAction): BookingDraft {
  switch (action.type) {
    case 'store':
      if (action.storeId === draft.storeId) return draft;
      // A voucher pays for the visit wherever it is; everything else belonged to the other salon.
      return { ...EMPTY_DRAFT, storeId: action.storeId, voucherId: draft.voucherId };
    case 'stylist':
      if (action.stylistId === draft.stylistId) return draft;
      return { ...draft, stylistId: action.stylistId, serviceIds: [], date: null, time: null, remarks: '' };
    case 'service': {
      const has = draft.serviceIds.includes(action.serviceId);
      if (has === action.chosen) return draft;
      // The time stays: if it no longer fits the new length, the next answer's reconcile takes it away.
      const serviceIds = action.chosen
        ? [...draft.serviceIds, action.serviceId]
        : draft.serviceIds.filter((id) => id !== action.serviceId);
      return { ...draft, serviceIds };
    }
    case 'date':
      if (action.date === draft.date) return draft;
      return { ...draft, date: action.date, time: null };
    case 'time':
      return action.time === draft.time ? draft : { ...draft, time: action.time };
    case 'remarks':
      return action.remarks === draft.remarks ? draft : { ...draft, remarks: action.remarks };
    case 'voucher':
      return action.voucherId === draft.voucherId ? draft : { ...draft, voucherId: action.voucherId };
    case 'prefill':
      return action.draft;
    case 'reconcile':
      return reconcile(draft, action.offer);
  }
}

/** Drops the services, date and time the stylist's latest answer no longer offers. */
export function reconcile(draft: BookingDraft, offer: Offer): BookingDraft {
  const serviceIds = draft.serviceIds.filter((id) => offer.serviceIds.includes(id));
  const dateGone = draft.date !== null && !offer.dates.includes(draft.date);
  const date = dateGone ? null : draft.date;
  const timeGone =
    draft.time !== null && (dateGone || (offer.times !== null && !offer.times.includes(draft.time)));
  const time = timeGone ? null : draft.time;
  if (serviceIds.length === draft.serviceIds.length && date === draft.date && time === draft.time)
    return draft;
  return { ...draft, serviceIds, date, time };
}

/**
 * The checkslot request for the choices so far: the store alone (its stylists), then the stylist (days and
 * services), then the day and services (free times). `bookingId` on the edit page: the booking's own time
 * counts as free (the API reads it once its schema has `booking_id`; before that it ignores it).
 */
export function slotChoice(draft: BookingDraft, bookingId?: number): SlotChoice | null {
  if (draft.storeId === null) return null;
  const choice: SlotChoice & { booking_id?: number } = { store_id: draft.storeId };
  if (draft.stylistId !== null) {
    choice.stylist_id = draft.stylistId;
    if (draft.date !== null) choice.date = draft.date;
    if (draft.serviceIds.length > 0) choice.service_ids = [...draft.serviceIds].sort((a, b) => a - b);
  }
  if (bookingId !== undefined) choice.booking_id = bookingId;
  return choice;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}

/**
 * Whether an answer (perhaps the previous one, kept on screen while the next loads) speaks for the choices:
 * 'store' for its stylists, 'stylist' for days and services, 'times' for the free times of the day.
 */
export function answerFits(
  answer: CheckSlotAnswer | undefined,
  choice: SlotChoice | null,
  level: 'store' | 'stylist' | 'times',
): answer is CheckSlotAnswer {
  if (!answer || !choice || answer.store_id !== choice.store_id) return false;
  if (level === 'store') return true;
  if (choice.stylist_id === undefined || answer.stylist_id !== choice.stylist_id) return false;
  if (level === 'stylist') return true;
  return (
    choice.date !== undefined &&
    answer.date === choice.date &&
    choice.service_ids !== undefined &&
    sameIds(answer.service_ids, choice.service_ids)
  );
}

/** The booking being edited, as far as its own time matters. */
export type OwnBooking = { stylistId: number; date: string; time: string; durationMinutes: number };

/**
 * The free times with the edited booking's own start added back: on its day, with its stylist, for services
 * no longer than it, that time is certainly free (the booking itself holds it). An API that already counts
 * it (checkslot with `booking_id`) lists it anyway.
 */
export function timesWithOwn(
  times: readonly string[],
  own: OwnBooking | null,
  at: { stylistId: number | null; date: string | null; durationMinutes: number },
): string[] {
  if (
    !own ||
    own.stylistId !== at.stylistId ||
    own.date !== at.date ||
    at.durationMinutes > own.durationMinutes ||
    times.includes(own.time)
  )
    return [...times];
  return [...times, own.time].sort();
}

/** The edited booking's own time (see timesWithOwn); null on the new-booking page. */
export function ownBooking(editing: Booking | undefined): OwnBooking | null {
  if (!editing) return null;
  return {
    stylistId: editing.stylist.id,
    date: editing.date,
    time: editing.time,
    durationMinutes: editing.duration_minutes,
  };
}

/** What the summary and the services step show of the choices, from the answers on screen. */
export type ChoicesShown = {
  currency: string;
  /** The stylist's services: the answer's, or on the edit page the booking's own until the answer is in. */
  services: BookingService[];
  chosenServices: BookingService[];
  storeName: string | undefined;
  stylistName: string | undefined;
};

/**
 * Names and prices for the draft's choices. While an answer loads, the edited booking speaks for the salon,
 * stylist and services it already holds, so the summary does not blank out on the edit page.
 */
export function choicesShown(
  draft: BookingDraft,
  known: {
    stores: readonly Pick<Store, 'store_id' | 'name'>[] | undefined;
    storeAnswer: CheckSlotAnswer | undefined;
    stylistAnswer: CheckSlotAnswer | undefined;
    editing: Booking | undefined;
  },
): ChoicesShown {
  const { stores, storeAnswer, stylistAnswer, editing } = known;
  const sameStylist = editing?.stylist.id === draft.stylistId;
  const services = stylistAnswer?.services ?? (editing && sameStylist ? editing.services : []);
  return {
    currency: stylistAnswer?.currency ?? storeAnswer?.currency ?? editing?.currency ?? 'SGD',
    services,
    chosenServices: services.filter((s) => draft.serviceIds.includes(s.id)),
    storeName:
      stores?.find((s) => s.store_id === draft.storeId)?.name ??
      (editing?.store.id === draft.storeId ? editing?.store.name : undefined),
    stylistName:
      storeAnswer?.stylists.find((s) => s.id === draft.stylistId)?.name ??
      (sameStylist ? editing?.stylist.name : undefined),
  };
}

/** A choice of the voucher list: its id and the text of its option. */
export type VoucherChoice = { id: number; text: string };

/**
 * The voucher choices: the member's active vouchers, and first the one the edited booking holds when the
 * list does not have it (a booking's voucher is no longer active, yet it stays the booking's).
 */
export function voucherChoices<V extends { id: number }>(
  active: readonly V[],
  held: { id: number; name: string } | null | undefined,
  optionText: (voucher: V) => string,
): VoucherChoice[] {
  const heldOnly = held && !active.some((v) => v.id === held.id) ? [{ id: held.id, text: held.name }] : [];
  return [...heldOnly, ...active.map((v) => ({ id: v.id, text: optionText(v) }))];
}

/** The form's messages, one per place. */
export type BookingErrors = Partial<Record<ErrorPlace, string>>;

/** The messages without those at `places`; the same object when none was there (React then skips a render). */
export function withoutErrors(current: BookingErrors, places: readonly ErrorPlace[]): BookingErrors {
  if (!places.some((place) => current[place])) return current;
  const next = { ...current };
  for (const place of places) delete next[place];
  return next;
}

/** The draft a booking starts the edit page with. */
export function draftFromBooking(booking: Booking): BookingDraft {
  return {
    storeId: booking.store.id,
    stylistId: booking.stylist.id,
    serviceIds: booking.services.map((s) => s.id),
    date: booking.date,
    time: booking.time,
    remarks: booking.remarks,
    voucherId: booking.voucher?.id ?? null,
  };
}

export type Step = 'salon' | 'stylist' | 'services' | 'date' | 'time';

/** The first choice still missing before the form can be sent, in the order the form asks; null when none. */
export function missingStep(draft: BookingDraft): Step | null {
  if (draft.storeId === null) return 'salon';
  if (draft.stylistId === null) return 'stylist';
  if (draft.serviceIds.length === 0) return 'services';
  if (draft.date === null) return 'date';
  if (draft.time === null) return 'time';
  return null;
}

/** The booking call's body once every choice is made; null while one is missing (see missingStep). */
export function draftBody(draft: BookingDraft): Body<typeof createBookingSchema> | null {
  const { storeId, stylistId, serviceIds, date, time } = draft;
  if (storeId === null || stylistId === null || serviceIds.length === 0 || date === null || time === null)
    return null;
  return {
    store_id: storeId,
    stylist_id: stylistId,
    service_ids: serviceIds,
    date,
    time,
    remarks: draft.remarks,
    voucher_id: draft.voucherId ?? undefined,
  };
}

/** The remarks by the API's own rule (spec section 5: no ; : < > = * …, no leading or double spaces). */
export const remarksProblem = (remarks: string) => fieldProblem(createBookingSchema.shape.remarks, remarks);

/** What the complete page needs of the booking the form sent it in router state. */
export type BookedState = { appointment: Booking };

/** The booking in the complete page's router state; null on a direct visit or anything else. */
export function bookedFrom(state: unknown): Booking | null {
  if (typeof state !== 'object' || state === null || !('appointment' in state)) return null;
  const a = (state as { appointment: unknown }).appointment as Partial<Booking> | null;
  if (
    typeof a !== 'object' ||
    a === null ||
    typeof a.booking_id !== 'number' ||
    typeof a.store?.name !== 'string' ||
    typeof a.stylist?.name !== 'string' ||
    typeof a.date !== 'string' ||
    typeof a.time !== 'string' ||
    !Array.isArray(a.services) ||
    typeof a.total !== 'number' ||
    typeof a.currency !== 'string'
  )
    return null;
  return a as Booking;
}

/** A shop date ("YYYY-MM-DD") as the calendar's Date: that day at noon on the browser's clock. */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** A calendar Date (the browser's local day) as a shop date "YYYY-MM-DD". */
export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Where the form shows a refusal of Confirm: under the step it concerns, or under the form. */
export type ErrorPlace = 'salon' | 'stylist' | 'services' | 'date' | 'time' | 'remarks' | 'voucher' | 'form';

const PLACE_OF_FIELD: [field: string, place: ErrorPlace][] = [
  ['store_id', 'salon'],
  ['stylist_id', 'stylist'],
  ['service_ids', 'services'],
  ['date', 'date'],
  ['time', 'time'],
  ['remarks', 'remarks'],
  ['voucher_id', 'voucher'],
];

const PLACE_OF_MESSAGE: Partial<Record<string, ErrorPlace>> = {
  booking_slot_taken: 'time',
  booking_outside_hours: 'time',
  booking_time_invalid: 'time',
  booking_date_out_of_range: 'date',
  booking_services_required: 'services',
  booking_service_unavailable: 'services',
  booking_stylist_unavailable: 'stylist',
  booking_voucher_unusable: 'voucher',
};

/**
 * The step a refusal belongs to, with the field's own message when a field was refused: a field's
 * validation message first, then the booking rule's message key; the rest (too many upcoming bookings, an
 * overlap with the member's own, the network) under the form. A refusal at 'time' also means the free
 * times on screen are out of date.
 */
export function errorPlace(
  messageKey: string | undefined,
  fieldErrors: Record<string, string[]>,
): { place: ErrorPlace; fieldMessage?: string } {
  for (const [field, place] of PLACE_OF_FIELD) {
    const fieldMessage = fieldErrors[field]?.[0];
    if (fieldMessage) return { place, fieldMessage };
  }
  return { place: (messageKey && PLACE_OF_MESSAGE[messageKey]) || 'form' };
}

/** A route's id parameter ("12" in /appointment/edit/12, ?store=12) as a number; null when it is none. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
