import { type Booking, type CheckSlotAnswer, charactersNotAllowed } from '@beauty/shared';
import { describe, expect, it } from 'vitest';
import {
  answerFits,
  type BookingDraft,
  bookedFrom,
  choicesShown,
  dateToDay,
  dayToDate,
  draftBody,
  draftFromBooking,
  draftReducer,
  EMPTY_DRAFT,
  errorPlace,
  idParam,
  missingStep,
  ownBooking,
  remarksProblem,
  slotChoice,
  timesWithOwn,
  voucherChoices,
  withoutErrors,
} from './booking-state';

/** A draft with every choice made: salon 1, stylist 7, two services, a day and a time, remarks, a voucher. */
const FULL: BookingDraft = {
  storeId: 1,
  stylistId: 7,
  serviceIds: [12, 10],
  date: '2026-11-24',
  time: '10:30',
  remarks: 'Shoulder length please',
  voucherId: 3,
};

function answer(over: Partial<CheckSlotAnswer> = {}): CheckSlotAnswer {
  return {
    store_id: 1,
    stylist_id: 7,
    date: '2026-11-24',
    currency: 'SGD',
    stylists: [{ id: 7, name: 'Mei', title: 'Senior stylist', image: '/files/mei.webp' }],
    dates: ['2026-11-24', '2026-11-25'],
    first_date: '2026-11-20',
    last_date: '2026-12-19',
    services: [
      { id: 10, name: 'Cut', duration_minutes: 30, price: 3500 },
      { id: 12, name: 'Colour', duration_minutes: 90, price: 12000 },
    ],
    service_ids: [10, 12],
    duration_minutes: 120,
    times: ['10:00', '10:30', '14:00'],
    ...over,
  };
}

describe('the booking draft', () => {
  it('a new salon starts the choices again, keeping only the voucher', () => {
    expect(draftReducer(FULL, { type: 'store', storeId: 2 })).toEqual({
      ...EMPTY_DRAFT,
      storeId: 2,
      voucherId: 3,
    });
  });

  it('a new stylist resets the date, time, services and remarks (spec section 4)', () => {
    expect(draftReducer(FULL, { type: 'stylist', stylistId: 8 })).toEqual({
      storeId: 1,
      stylistId: 8,
      serviceIds: [],
      date: null,
      time: null,
      remarks: '',
      voucherId: 3,
    });
  });

  it('choosing the salon or stylist already chosen keeps everything', () => {
    expect(draftReducer(FULL, { type: 'store', storeId: 1 })).toBe(FULL);
    expect(draftReducer(FULL, { type: 'stylist', stylistId: 7 })).toBe(FULL);
  });

  it('ticks and unticks services, keeping the time for the next answer to judge', () => {
    const more = draftReducer(FULL, { type: 'service', serviceId: 11, chosen: true });
    expect(more.serviceIds).toEqual([12, 10, 11]);
    expect(more.time).toBe('10:30');
    expect(draftReducer(more, { type: 'service', serviceId: 12, chosen: false }).serviceIds).toEqual([
      10, 11,
    ]);
    expect(draftReducer(FULL, { type: 'service', serviceId: 10, chosen: true })).toBe(FULL);
  });

  it('another day drops the time; the same day keeps it', () => {
    expect(draftReducer(FULL, { type: 'date', date: '2026-11-25' })).toMatchObject({
      date: '2026-11-25',
      time: null,
    });
    expect(draftReducer(FULL, { type: 'date', date: '2026-11-24' })).toBe(FULL);
  });

  it('drops what the latest answer no longer offers: a service, a day, a time taken meanwhile', () => {
    const offer = { serviceIds: [10, 12], dates: ['2026-11-24'], times: ['10:00', '10:30'] };
    expect(draftReducer(FULL, { type: 'reconcile', offer })).toBe(FULL);
    expect(
      draftReducer(FULL, { type: 'reconcile', offer: { ...offer, serviceIds: [10] } }).serviceIds,
    ).toEqual([10]);
    expect(draftReducer(FULL, { type: 'reconcile', offer: { ...offer, times: ['10:00'] } }).time).toBeNull();
    expect(
      draftReducer(FULL, { type: 'reconcile', offer: { ...offer, dates: ['2026-11-25'] } }),
    ).toMatchObject({
      date: null,
      time: null,
    });
    // Times not known yet (the answer is for other choices): the time stays.
    expect(draftReducer(FULL, { type: 'reconcile', offer: { ...offer, times: null } })).toBe(FULL);
  });
});

describe('what checkslot is asked', () => {
  it('nothing before a salon; then the salon, the stylist, and the day with the services sorted', () => {
    expect(slotChoice(EMPTY_DRAFT)).toBeNull();
    expect(slotChoice({ ...EMPTY_DRAFT, storeId: 1 })).toEqual({ store_id: 1 });
    expect(slotChoice({ ...EMPTY_DRAFT, storeId: 1, stylistId: 7 })).toEqual({ store_id: 1, stylist_id: 7 });
    expect(slotChoice(FULL)).toEqual({
      store_id: 1,
      stylist_id: 7,
      date: '2026-11-24',
      service_ids: [10, 12],
    });
  });

  it('on the edit page, with the booking whose own time counts as free', () => {
    expect(slotChoice(FULL, 55)).toMatchObject({ booking_id: 55 });
  });

  it('an answer speaks for the choices it was asked for, and only those (the previous one stays on screen)', () => {
    const choice = slotChoice(FULL);
    expect(answerFits(answer(), choice, 'times')).toBe(true);
    expect(answerFits(answer({ service_ids: [12, 10] }), choice, 'times')).toBe(true);
    expect(answerFits(answer({ service_ids: [10] }), choice, 'times')).toBe(false);
    expect(answerFits(answer({ date: '2026-11-25' }), choice, 'times')).toBe(false);
    expect(answerFits(answer({ date: '2026-11-25' }), choice, 'stylist')).toBe(true);
    expect(answerFits(answer({ stylist_id: 8 }), choice, 'stylist')).toBe(false);
    expect(answerFits(answer({ stylist_id: 8 }), choice, 'store')).toBe(true);
    expect(answerFits(answer({ store_id: 2 }), choice, 'store')).toBe(false);
    expect(answerFits(undefined, choice, 'store')).toBe(false);
    expect(answerFits(answer(), slotChoice({ ...FULL, serviceIds: [] }), 'times')).toBe(false);
  });
});

describe('the edited booking’s own time', () => {
  const own = { stylistId: 7, date: '2026-11-24', time: '11:00', durationMinutes: 90 };

  it('is free again on its day, with its stylist, for services no longer than it', () => {
    expect(
      timesWithOwn(['10:00', '14:00'], own, { stylistId: 7, date: '2026-11-24', durationMinutes: 60 }),
    ).toEqual(['10:00', '11:00', '14:00']);
  });

  it('is not added for longer services, another day or another stylist, nor twice', () => {
    const times = ['10:00', '14:00'];
    expect(timesWithOwn(times, own, { stylistId: 7, date: '2026-11-24', durationMinutes: 120 })).toEqual(
      times,
    );
    expect(timesWithOwn(times, own, { stylistId: 7, date: '2026-11-25', durationMinutes: 60 })).toEqual(
      times,
    );
    expect(timesWithOwn(times, own, { stylistId: 8, date: '2026-11-24', durationMinutes: 60 })).toEqual(
      times,
    );
    expect(timesWithOwn(['11:00'], own, { stylistId: 7, date: '2026-11-24', durationMinutes: 60 })).toEqual([
      '11:00',
    ]);
    expect(timesWithOwn(times, null, { stylistId: 7, date: '2026-11-24', durationMinutes: 60 })).toEqual(
      times,
    );
  });
});

describe('before Confirm', () => {
  it('names the first missing choice in the order the form asks', () => {
    expect(missingStep(EMPTY_DRAFT)).toBe('salon');
    expect(missingStep({ ...FULL, stylistId: null })).toBe('stylist');
    expect(missingStep({ ...FULL, serviceIds: [] })).toBe('services');
    expect(missingStep({ ...FULL, date: null, time: null })).toBe('date');
    expect(missingStep({ ...FULL, time: null })).toBe('time');
    expect(missingStep(FULL)).toBeNull();
  });

  it('builds the booking call once everything is chosen', () => {
    expect(draftBody({ ...FULL, time: null })).toBeNull();
    expect(draftBody(FULL)).toEqual({
      store_id: 1,
      stylist_id: 7,
      service_ids: [12, 10],
      date: '2026-11-24',
      time: '10:30',
      remarks: 'Shoulder length please',
      voucher_id: 3,
    });
    expect(draftBody({ ...FULL, voucherId: null })?.voucher_id).toBeUndefined();
  });

  it('checks the remarks by the text rules of spec section 5', () => {
    expect(remarksProblem('')).toBeNull();
    expect(remarksProblem('Shoulder length, please.\nNo fringe')).toBeNull();
    expect(remarksProblem('Colour: ash')).toBe(charactersNotAllowed([':']));
    expect(remarksProblem('Please keep the length; trim only.')).toBe(charactersNotAllowed([';']));
    expect(remarksProblem(' leading space')).toBe('no_leading_multiple_spaces');
    expect(remarksProblem('x'.repeat(501))).toBe('too_long');
  });
});

describe('a refusal of Confirm', () => {
  it('goes to the step it concerns, a field message first', () => {
    expect(errorPlace('booking_slot_taken', {})).toEqual({ place: 'time' });
    expect(errorPlace('booking_voucher_unusable', {})).toEqual({ place: 'voucher' });
    expect(errorPlace('booking_service_unavailable', {})).toEqual({ place: 'services' });
    expect(errorPlace('validation_failed', { remarks: ['invalid_format'] })).toEqual({
      place: 'remarks',
      fieldMessage: 'invalid_format',
    });
  });

  it('goes under the form when it concerns no one step', () => {
    expect(errorPlace('booking_limit', {})).toEqual({ place: 'form' });
    expect(errorPlace('booking_member_overlap', {})).toEqual({ place: 'form' });
    expect(errorPlace(undefined, {})).toEqual({ place: 'form' });
  });
});

describe('the pages around the form', () => {
  it('reads ids from the path and the query', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('12abc')).toBeNull();
    expect(idParam('')).toBeNull();
    expect(idParam(null)).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });

  it('the edit page starts from the booking', () => {
    const booking = {
      booking_id: 55,
      store: { id: 1 },
      stylist: { id: 7 },
      services: [{ id: 12 }, { id: 10 }],
      date: '2026-11-24',
      time: '10:30',
      remarks: 'Shoulder length please',
      voucher: { id: 3, name: 'Cut voucher', code: 'V3' },
    } as unknown as Booking;
    expect(draftFromBooking(booking)).toEqual(FULL);
  });

  it('the complete page shows the booking in router state, and nothing for anything else', () => {
    const appointment = {
      booking_id: 55,
      store: { name: 'Orchard' },
      stylist: { name: 'Mei' },
      date: '2026-11-24',
      time: '10:30',
      services: [],
      total: 15500,
      currency: 'SGD',
    };
    expect(bookedFrom({ appointment })).toBe(appointment);
    expect(bookedFrom(null)).toBeNull();
    expect(bookedFrom({})).toBeNull();
    expect(bookedFrom({ appointment: { ...appointment, total: '155' } })).toBeNull();
    expect(bookedFrom({ appointment: null })).toBeNull();
  });

  it('the calendar shows shop dates as the local days they name, whatever the clock', () => {
    expect(dateToDay(dayToDate('2026-11-24'))).toBe('2026-11-24');
    expect(dateToDay(dayToDate('2026-12-31'))).toBe('2026-12-31');
    expect(dayToDate('2026-03-01').getDate()).toBe(1);
  });
});

describe('what the form shows of the choices', () => {
  const editing = {
    booking_id: 55,
    store: { id: 1, name: 'Orchard' },
    stylist: { id: 7, name: 'Mei (booked)', title: 'Senior stylist', image: null },
    services: [
      { id: 12, name: 'Colour', duration_minutes: 90, price: 12000 },
      { id: 10, name: 'Cut', duration_minutes: 30, price: 3500 },
    ],
    date: '2026-11-24',
    time: '10:30',
    duration_minutes: 120,
    currency: 'MYR',
    voucher: { id: 3, name: 'Cut voucher', code: 'V3' },
  } as unknown as Booking;
  const stores = [
    { store_id: 1, name: 'Orchard Road' },
    { store_id: 2, name: 'Tampines' },
  ];

  it('names the salon, stylist and services from the answers on screen', () => {
    const shown = choicesShown(FULL, {
      stores,
      storeAnswer: answer(),
      stylistAnswer: answer({ currency: 'USD' }),
      editing: undefined,
    });
    expect(shown.storeName).toBe('Orchard Road');
    expect(shown.stylistName).toBe('Mei');
    expect(shown.currency).toBe('USD');
    expect(shown.services.map((s) => s.id)).toEqual([10, 12]);
    expect(shown.chosenServices.map((s) => s.name)).toEqual(['Cut', 'Colour']);
  });

  it('names nothing and prices in SGD before anything is known', () => {
    expect(
      choicesShown(EMPTY_DRAFT, {
        stores: undefined,
        storeAnswer: undefined,
        stylistAnswer: undefined,
        editing: undefined,
      }),
    ).toEqual({
      currency: 'SGD',
      services: [],
      chosenServices: [],
      storeName: undefined,
      stylistName: undefined,
    });
  });

  it('on the edit page, the booking speaks for its own choices while the answers load', () => {
    const loading = { stores: undefined, storeAnswer: undefined, stylistAnswer: undefined, editing };
    const shown = choicesShown(FULL, loading);
    expect(shown).toMatchObject({ storeName: 'Orchard', stylistName: 'Mei (booked)', currency: 'MYR' });
    expect(shown.chosenServices.map((s) => s.id)).toEqual([12, 10]);
    // Another stylist chosen: the booking's services and name are not theirs.
    const other = choicesShown({ ...FULL, stylistId: 8 }, loading);
    expect(other).toMatchObject({ services: [], stylistName: undefined, storeName: 'Orchard' });
    expect(choicesShown({ ...FULL, storeId: 2 }, loading).storeName).toBeUndefined();
  });

  it('takes the edited booking’s own time from it', () => {
    expect(ownBooking(editing)).toEqual({
      stylistId: 7,
      date: '2026-11-24',
      time: '10:30',
      durationMinutes: 120,
    });
    expect(ownBooking(undefined)).toBeNull();
  });
});

describe('the voucher choices', () => {
  const active = [
    { id: 4, name: 'Wash voucher' },
    { id: 5, name: 'Cut voucher' },
  ];
  const text = (v: { name: string }) => `${v.name} (active)`;

  it('are the active vouchers, as the option text says them', () => {
    expect(voucherChoices(active, null, text)).toEqual([
      { id: 4, text: 'Wash voucher (active)' },
      { id: 5, text: 'Cut voucher (active)' },
    ]);
    expect(voucherChoices([], undefined, text)).toEqual([]);
  });

  it('put the edited booking’s voucher first when the list does not hold it, and never twice', () => {
    expect(voucherChoices(active, { id: 3, name: 'Colour voucher' }, text)).toEqual([
      { id: 3, text: 'Colour voucher' },
      { id: 4, text: 'Wash voucher (active)' },
      { id: 5, text: 'Cut voucher (active)' },
    ]);
    expect(voucherChoices(active, { id: 5, name: 'Cut voucher' }, text)).toHaveLength(2);
  });
});

describe('clearing the form’s messages', () => {
  it('drops the named places and keeps the others', () => {
    expect(withoutErrors({ time: 'Taken', form: 'Oops', remarks: 'Bad' }, ['time', 'form'])).toEqual({
      remarks: 'Bad',
    });
  });

  it('answers the same object when none of the places has a message', () => {
    const errors = { remarks: 'Bad' };
    expect(withoutErrors(errors, ['time', 'form'])).toBe(errors);
    expect(withoutErrors(errors, [])).toBe(errors);
  });
});
