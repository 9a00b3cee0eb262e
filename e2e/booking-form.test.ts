import { formatPrice } from '@beauty/shared';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { apiClient, type Language, type Member } from './api';
import { expectAccessible, screenshot, shopBrowser } from './browser';

// Issue 15, the booking form in the browser: a member books a salon, a stylist, two services, a day and a
// time and lands on the complete page; edits the time of a booking; meets a time taken meanwhile (the
// server's message, the times refreshed); books in Chinese on a phone with the salon preselected by the
// salon list's link. The choices come from the API (checkslot), so the test follows the demo shop's data.
// Each test has its own member; every booking is cancelled afterwards. Screenshots at 375 and 1280.

const baseUrl = inject('baseUrl');
const browser = shopBrowser(() => baseUrl);
const { call, newMember } = apiClient(() => baseUrl);

type Store = { store_id: number; name: string };
type Stylist = { id: number; name: string };
type Service = { id: number; name: string; duration_minutes: number; price: number };
type Slots = {
  currency: string;
  stylists: Stylist[];
  dates: string[];
  services: Service[];
  times: string[];
};
type Booking = { booking_id: number; date: string; time: string; total: number };

/**
 * What a test books: a stylist with two services, and a day with free times for them: `times[0]` and
 * `other`, a later one that does not overlap it (free even while a booking holds the first).
 */
type Opening = {
  store: Store;
  stylist: Stylist;
  services: [Service, Service];
  date: string;
  times: string[];
  other: string;
  currency: string;
};

const minutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** The words of the form, in the page's language. */
const WORDS = {
  en: {
    title: 'Book an appointment',
    store: 'Salon',
    stylist: 'Stylist',
    services: 'Services',
    time: 'Time',
    nextMonth: 'Go to the Next Month',
    confirm: 'Confirm appointment',
    booked: 'Appointment booked',
  },
  zh: {
    title: '预约服务',
    store: '门店',
    stylist: '发型师',
    services: '服务',
    time: '时间',
    nextMonth: '前往下个月',
    confirm: '确认预约',
    booked: '预约成功',
  },
} as const satisfies Record<Language, Record<string, string>>;

const members: Member[] = [];

async function member(name: string): Promise<Member> {
  const made = await newMember(name);
  members.push(made);
  return made;
}

const checkslot = (token: string, body: Record<string, unknown>, language: Language = 'en') =>
  call<Slots>('POST', '/booking/checkslot', token, body, language);

/** The first opening the API offers: salon by salon, stylist by stylist, the two shortest services. */
async function findOpening(token: string, language: Language = 'en'): Promise<Opening> {
  const stores = await call<Store[]>('GET', '/common/storelist', undefined, undefined, language);
  for (const store of stores) {
    const atStore = await checkslot(token, { store_id: store.store_id }, language);
    for (const stylist of atStore.stylists) {
      const slots = await checkslot(token, { store_id: store.store_id, stylist_id: stylist.id }, language);
      const [first, second] = [...slots.services].sort((a, b) => a.duration_minutes - b.duration_minutes);
      if (!first || !second) continue;
      for (const date of slots.dates.slice(0, 10)) {
        const day = await checkslot(
          token,
          { store_id: store.store_id, stylist_id: stylist.id, date, service_ids: [first.id, second.id] },
          language,
        );
        const [start] = day.times;
        const length = first.duration_minutes + second.duration_minutes;
        const other = day.times.find((time) => start && minutes(time) >= minutes(start) + length);
        if (other)
          return {
            store,
            stylist,
            services: [first, second],
            date,
            times: day.times,
            other,
            currency: day.currency,
          };
      }
    }
  }
  throw new Error('no opening to book in the demo shop');
}

/** Clicks a day of the calendar, a month on when it is not in the month shown. */
async function chooseDay(page: Page, date: string, language: Language) {
  const day = page.locator(`[data-day="${date}"] button`);
  for (let i = 0; i < 2 && !(await day.isVisible()); i++)
    await page.getByRole('button', { name: WORDS[language].nextMonth }).click();
  await day.click();
}

/** Chooses the opening's stylist, services, day and first time (the salon when `chooseStore` is set). */
async function fillForm(page: Page, opening: Opening, language: Language, { chooseStore = true } = {}) {
  const words = WORDS[language];
  if (chooseStore)
    await page
      .getByRole('radiogroup', { name: words.store })
      .getByRole('radio', { name: opening.store.name, exact: true })
      .check();
  await page
    .getByRole('radiogroup', { name: words.stylist })
    .getByRole('radio', { name: opening.stylist.name, exact: true })
    .check();
  const services = page.getByRole('group', { name: words.services });
  for (const service of opening.services)
    await services.getByRole('checkbox', { name: service.name, exact: true }).check();
  await chooseDay(page, opening.date, language);
  await timeRadio(page, opening.times[0] ?? '', language).check();
}

function timeRadio(page: Page, time: string, language: Language) {
  return page
    .getByRole('radiogroup', { name: WORDS[language].time })
    .getByRole('radio', { name: time, exact: true });
}

const totalOf = (opening: Opening) =>
  formatPrice(opening.services[0].price + opening.services[1].price, opening.currency);

async function upcoming(token: string): Promise<Booking[]> {
  return (await call<{ appointments: Booking[] }>('GET', '/booking/myappointment?type=1', token))
    .appointments;
}

afterAll(async () => {
  // The stylists' times go back for the other test files.
  for (const { token } of members)
    for (const booking of await upcoming(token).catch(() => []))
      await call('PUT', '/booking/cancelappointment', token, { booking_id: booking.booking_id }).catch(
        () => {},
      );
});

describe('the booking form', () => {
  it('books a salon, a stylist, two services, a day and a time, and shows the complete page', async () => {
    const who = await member('Booking Member');
    const opening = await findOpening(who.token);
    const { page, context, errors } = await browser.openPage({ as: who, path: '/appointment/new' });
    await page.getByRole('heading', { name: WORDS.en.title }).waitFor();
    await screenshot(page, 'booking-form-empty-1280');

    await fillForm(page, opening, 'en');
    const length = opening.services[0].duration_minutes + opening.services[1].duration_minutes;
    expect(await page.getByTestId('service-total').textContent()).toBe(
      `2 services · ${length} min · ${totalOf(opening)}`,
    );
    const summary = page.getByTestId('booking-summary');
    expect(await summary.textContent()).toContain(opening.store.name);
    expect(await summary.textContent()).toContain(opening.stylist.name);
    expect(await summary.textContent()).toContain(totalOf(opening));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(page, 'booking-form-filled-1280');
    // The calendar's days among the rest: each day's name holds the figure shown on it.
    await expectAccessible(page, 'booking form');

    await page.getByRole('button', { name: WORDS.en.confirm }).click();
    await page.waitForURL('**/appointment/complete');
    await page.getByRole('heading', { name: WORDS.en.booked }).waitFor();
    for (const text of [opening.store.name, opening.stylist.name, ...opening.services.map((s) => s.name)])
      await page.getByText(text, { exact: true }).first().waitFor();
    await page.getByText(totalOf(opening), { exact: true }).waitFor();
    await screenshot(page, 'booking-complete-1280');

    // The booking is the member's, as chosen.
    const [booked] = await upcoming(who.token);
    expect(booked).toMatchObject({ date: opening.date, time: opening.times[0] });

    // A reload keeps the summary (history state); a new tab has none and says where bookings are.
    await page.reload();
    await page.getByRole('heading', { name: WORDS.en.booked }).waitFor();
    const other = await context.newPage();
    await other.goto(`${baseUrl}/appointment/complete`);
    await other.getByRole('heading', { name: 'No booking to show' }).waitFor();
    expect(await other.getByRole('link', { name: 'My appointments' }).getAttribute('href')).toBe(
      '/appointment/my-appointment',
    );

    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes the time of a booking on the edit page, prefilled from the booking', async () => {
    const who = await member('Edit Member');
    const opening = await findOpening(who.token);
    const booked = await call<Booking>('POST', '/booking/bookappointment', who.token, {
      store_id: opening.store.store_id,
      stylist_id: opening.stylist.id,
      date: opening.date,
      time: opening.times[0],
      service_ids: opening.services.map((s) => s.id),
      remarks: 'Shoulder length please',
      status: 2,
    });
    const { page, context, errors } = await browser.openPage({
      as: who,
      path: `/appointment/edit/${booked.booking_id}`,
    });
    await page.getByRole('heading', { name: 'Change appointment' }).waitFor();
    const own = timeRadio(page, opening.times[0] ?? '', 'en');
    await own.waitFor();
    expect(await own.isChecked()).toBe(true);
    for (const service of opening.services)
      expect(await page.getByRole('checkbox', { name: service.name, exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Remarks for your stylist (optional)').inputValue()).toBe(
      'Shoulder length please',
    );
    await screenshot(page, 'booking-edit-1280');

    const later = opening.other;
    await timeRadio(page, later, 'en').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**/appointment/detail/${booked.booking_id}`);
    await page.getByText('Your appointment has been changed').waitFor();
    const changed = await call<Booking>(
      'GET',
      `/booking/getappointment?booking_id=${booked.booking_id}`,
      who.token,
    );
    expect(changed).toMatchObject({ date: opening.date, time: later });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when the chosen time was just taken, and shows the free times again without it', async () => {
    const who = await member('Slow Member');
    const rival = await member('Quick Member');
    const opening = await findOpening(who.token);
    const { page, context, errors } = await browser.openPage({
      as: who,
      path: '/appointment/new',
      expected: (msg) => msg.text().includes('status of 409'),
    });
    await fillForm(page, opening, 'en');

    // Another member books the same stylist at the same time first.
    await call('POST', '/booking/bookappointment', rival.token, {
      store_id: opening.store.store_id,
      stylist_id: opening.stylist.id,
      date: opening.date,
      time: opening.times[0],
      service_ids: opening.services.map((s) => s.id),
      status: 2,
    });
    await page.getByRole('button', { name: WORDS.en.confirm }).click();
    await page.getByText('Sorry, this time has just been taken. Please choose another time').waitFor();
    await expect.poll(() => timeRadio(page, opening.times[0] ?? '', 'en').count()).toBe(0);
    expect(page.url()).toMatch(/\/appointment\/new$/);
    await screenshot(page, 'booking-time-taken-1280');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('books in Chinese on a phone, the salon chosen by the salon list’s link', async () => {
    const who = await member('Phone Member');
    const opening = await findOpening(who.token, 'zh');
    const words = WORDS.zh;
    const { page, context, errors } = await browser.openPage({
      as: who,
      path: `/appointment/new?store=${opening.store.store_id}`,
      width: 375,
      height: 800,
      language: 'zh',
    });
    await page.getByRole('heading', { name: words.title }).waitFor();
    const storeChoice = page
      .getByRole('radiogroup', { name: words.store })
      .getByRole('radio', { name: opening.store.name, exact: true });
    await storeChoice.waitFor();
    expect(await storeChoice.isChecked()).toBe(true);

    await fillForm(page, opening, 'zh', { chooseStore: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'booking-form-phone-zh');
    await page.getByRole('heading', { name: words.time, exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-form-times-phone-zh', { fullPage: false });

    await page.getByRole('button', { name: words.confirm }).click();
    await page.getByRole('heading', { name: words.booked }).waitFor();
    await page.getByText(opening.stylist.name, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'booking-complete-phone-zh');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays the form out at 375 px in English', async () => {
    const who = await member('Layout Member');
    const opening = await findOpening(who.token);
    const { page, context, errors } = await browser.openPage({
      as: who,
      path: '/appointment/new',
      width: 375,
      height: 800,
    });
    await page.getByRole('heading', { name: WORDS.en.title }).waitFor();
    await fillForm(page, opening, 'en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'booking-form-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
