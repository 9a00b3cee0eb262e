import {
  addDays,
  type Booking,
  type CheckSlotAnswer,
  formatPrice,
  formatShopDate,
  formatShopDateTime,
  type MyBookingsAnswer,
  type Store,
  shopToday,
} from '@beauty/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiClient, type Credentials, type Language, type Member, SEEDED } from './api';
import { expectAccessible, expectNoSideways, fillLoginDialog, screenshot, shopBrowser } from './browser';

// Issue 15, a member's appointments in the browser: the list's Upcoming and Past tabs, an appointment's page
// with the salon (a tel: link, a link out to a map), the stylist, the services and the total, cancelling it
// through the confirmation dialog (the page, the list and the header follow), the header's next appointment
// after a booking made through the API, another member's appointment as "not found", a member outside
// Singapore told why there is nothing to book, the salon list's make-appointment buttons, Chinese, and the
// pages at 375 px and 1280 px. Bookings are made through the API with the times checkslot offers.

const baseUrl = inject('baseUrl');
const browser = shopBrowser(() => baseUrl);
const { call, newMember } = apiClient(() => baseUrl);

/** Aiman, the demo shop's member in Malaysia (apps/api/src/seed/people.ts). */
const MALAYSIAN: Credentials = { mobile: '123456789', password: 'Demo1234' };

const getBooking = (token: string, id: number, language: Language = 'en') =>
  call<Booking>('GET', `/booking/getappointment?booking_id=${id}`, token, undefined, language);

const profileOf = (token: string) =>
  call<{ next_appointment_date: string | null }>('GET', '/account/profile', token);

/**
 * Books the first free time the API offers at least `daysAhead` days on (so the change window is still
 * open), trying salons, stylists and days in turn; a time taken meanwhile (409) moves on to the next.
 */
async function bookFirstFree(token: string, daysAhead = 2): Promise<Booking> {
  const from = addDays(shopToday(), daysAhead);
  const stores = await call<Store[]>('GET', '/common/storelist');
  for (const store of stores) {
    const atStore = await call<CheckSlotAnswer>('POST', '/booking/checkslot', token, {
      store_id: store.store_id,
    });
    for (const stylist of atStore.stylists) {
      const choice = { store_id: store.store_id, stylist_id: stylist.id };
      const days = await call<CheckSlotAnswer>('POST', '/booking/checkslot', token, choice);
      for (const date of days.dates.filter((d) => d >= from).slice(0, 4)) {
        const slot = await call<CheckSlotAnswer>('POST', '/booking/checkslot', token, { ...choice, date });
        // Two services where the stylist does two, so the page has a list to show.
        const serviceIds = slot.services.slice(0, 2).map((s) => s.id);
        const fitting = await call<CheckSlotAnswer>('POST', '/booking/checkslot', token, {
          ...choice,
          date,
          service_ids: serviceIds,
        });
        for (const time of fitting.times.slice(0, 3)) {
          try {
            return await call<Booking>('POST', '/booking/bookappointment', token, {
              ...choice,
              date,
              time,
              service_ids: serviceIds,
              remarks: 'Please keep the fringe long',
              status: 2,
            });
          } catch (error) {
            if (!String(error).includes(' 409 ')) throw error;
          }
        }
      }
    }
  }
  throw new Error('no free appointment time found');
}

/** A new Singapore member with one upcoming appointment, booked through the API. */
async function memberWithBooking(name: string): Promise<{ member: Member; booking: Booking }> {
  const member = await newMember(name);
  return { member, booking: await bookFirstFree(member.token) };
}

/** The card's and the page's heading: "Tue 24 Nov 2026, 10:00–11:30" / "2026年11月24日 周二 10:00 至 11:30". */
function whenText(a: Booking, language: Language): string {
  const weekday = formatShopDate(a.date, language, 'weekday');
  const date = formatShopDate(a.date, language, 'date');
  return language === 'zh'
    ? `${date} ${weekday} ${a.time} 至 ${a.end_time}`
    : `${weekday} ${date}, ${a.time}–${a.end_time}`;
}

/** Logs in on the login dialog as a member of another country: the country code is chosen first. */
async function loginWithCountry(page: Page, who: Credentials, country: string) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Country code').selectOption({ label: country });
  await fillLoginDialog(page, who);
  await page
    .getByRole('button', { name: 'Log out', includeHidden: true })
    .first()
    .waitFor({ state: 'attached' });
}

describe('my appointments', () => {
  it('lists upcoming appointments as cards and the past tab with its empty state', async () => {
    const { member, booking } = await memberWithBooking('Appointment Lister');
    const { page, context, errors } = await browser.openPage({
      as: member,
      path: '/appointment/my-appointment',
    });
    await page.getByRole('heading', { level: 1, name: 'My appointments' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Appointments' });
    expect(await tabs.getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');

    // The card: when (its link to the page), salon, stylist with photo, services, total; no badge while booked.
    const card = page.getByRole('article', { name: whenText(booking, 'en') });
    await card.waitFor();
    expect(await card.getByRole('link').getAttribute('href')).toBe(
      `/appointment/detail/${booking.booking_id}`,
    );
    expect(await card.getByText(booking.store.name).count()).toBe(1);
    expect(await card.getByText(booking.stylist.name).count()).toBe(1);
    expect(await card.locator('img').count()).toBe(1);
    for (const service of booking.services) expect(await card.getByText(service.name).count()).toBe(1);
    expect(await card.getByText(formatPrice(booking.total, booking.currency)).count()).toBe(1);
    expect(await card.getByText('Booked').count()).toBe(0);
    // A heading per month over the cards.
    await page
      .getByRole('heading', { level: 2, name: formatShopDate(booking.date, 'en', 'month') })
      .waitFor();
    await screenshot(page, 'appointments-upcoming-desktop');

    await tabs.getByRole('link', { name: 'Past' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'past');
    await page.getByText('No past appointments yet').waitFor();
    expect(await page.getByRole('link', { name: 'Make an appointment' }).getAttribute('href')).toBe(
      '/appointment/new',
    );
    await screenshot(page, 'appointments-past-empty-desktop');
    await expectAccessible(page, 'past tab');

    // An unknown tab is the upcoming one.
    await page.goto(`${baseUrl}/appointment/my-appointment?tab=someday`);
    await page.getByRole('article', { name: whenText(booking, 'en') }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the demo member's past visits with their status", async () => {
    const token = await apiClient(() => baseUrl).login(SEEDED.member);
    const past = await call<MyBookingsAnswer>('GET', '/booking/myappointment?type=2', token);
    expect(past.total).toBeGreaterThan(0);
    const { page, context, errors } = await browser.openPage({
      as: SEEDED.member,
      path: '/appointment/my-appointment?tab=past',
    });
    const first = past.appointments[0]!;
    const card = page.getByRole('article', { name: whenText(first, 'en') });
    await card.waitFor();
    const label = {
      completed: 'Completed',
      cancelled: 'Cancelled',
      no_show: 'No-show',
      booked: 'Awaiting confirmation',
    };
    expect(await card.getByText(label[first.status], { exact: true }).count()).toBe(1);
    await screenshot(page, 'appointments-past-desktop');

    // A completed visit's page gives the visit's number, the one its reviews are written against. The seed
    // gives the demo member completed visits 4 to 30 days back (seed/booking.ts), so the first page has one.
    const completed = past.appointments.find((a) => a.status === 'completed');
    if (!completed) throw new Error('the demo member has no completed visit on the first page of the past');
    await page.goto(`${baseUrl}/appointment/detail/${completed.booking_id}`);
    await page.getByRole('heading', { level: 1, name: whenText(completed, 'en') }).waitFor();
    await page.getByText(completed.pos_transaction_id ?? 'missing', { exact: true }).waitFor();
    // Past: nothing to change, and no note about a change window.
    expect(await page.getByRole('button', { name: 'Cancel appointment' }).count()).toBe(0);
    expect(await page.getByText(/can be changed or cancelled until/).count()).toBe(0);
    await screenshot(page, 'appointment-detail-completed-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an appointment's page and cancels it through the dialog; the list and the header follow", async () => {
    const { member, booking } = await memberWithBooking('Appointment Canceller');
    const profile = await profileOf(member.token);
    // The API's wall time on the shop clock; the header writes it with the shop's formatter.
    expect(profile.next_appointment_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const next = formatShopDateTime(profile.next_appointment_date, 'en');
    expect(next).toBe(formatShopDateTime(`${booking.date} ${booking.time}`, 'en'));

    const { page, context, errors } = await browser.openPage({ as: member, path: '/' });
    const header = page.getByRole('banner');
    const nextLink = header.getByRole('link', { name: `Next appointment: ${next}` }).first();
    await nextLink.waitFor();
    expect(await nextLink.getAttribute('href')).toBe('/appointment/my-appointment');
    await screenshot(page, 'appointments-header-desktop', { fullPage: false });
    await nextLink.click();
    await page.waitForURL('**/appointment/my-appointment');
    await page
      .getByRole('article', { name: whenText(booking, 'en') })
      .getByRole('link')
      .click();
    await page.waitForURL(`**/appointment/detail/${booking.booking_id}`);

    // Everything of the appointment.
    const when = whenText(booking, 'en');
    await page.getByRole('heading', { level: 1, name: when }).waitFor();
    expect(await page.getByRole('link', { name: 'My appointments' }).first().getAttribute('href')).toBe(
      '/appointment/my-appointment',
    );
    const storePanel = page.getByRole('region', { name: 'Salon' });
    await storePanel.getByText(booking.store.address).waitFor();
    const tel = storePanel.getByRole('link', {
      name: `Call ${booking.store.name} on ${booking.store.phone}`,
    });
    expect(await tel.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    const map = storePanel.getByRole('link', {
      name: `Show ${booking.store.name} on a map (opens in a new tab)`,
    });
    expect(await map.getAttribute('href')).toContain(`${booking.store.latitude},${booking.store.longitude}`);
    expect(await map.getAttribute('target')).toBe('_blank');
    await page.getByRole('region', { name: 'Stylist' }).getByText(booking.stylist.name).waitFor();
    const services = page.getByRole('region', { name: 'Services' });
    for (const service of booking.services) {
      await services.getByText(service.name, { exact: true }).waitFor();
      expect(await services.getByText(formatPrice(service.price, booking.currency)).count()).toBeGreaterThan(
        0,
      );
    }
    await services.getByText(formatPrice(booking.total, booking.currency)).last().waitFor();
    await page.getByText('Please keep the fringe long').waitFor();
    expect(await page.getByRole('link', { name: 'Change appointment' }).getAttribute('href')).toBe(
      `/appointment/edit/${booking.booking_id}`,
    );
    await screenshot(page, 'appointment-detail-desktop');
    await expectAccessible(page, 'appointment detail');

    // The dialog: Escape keeps the appointment and gives focus back to the button.
    const cancelButton = page.getByRole('button', { name: 'Cancel appointment' });
    await cancelButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await dialog.waitFor();
    await dialog.getByText(`${when} at ${booking.store.name} with ${booking.stylist.name}`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cancelButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // A reason with a character the text rules refuse is caught at the field; then the cancel goes through.
    await cancelButton.click();
    await dialog.waitFor();
    await screenshot(page, 'appointment-cancel-dialog-desktop', { fullPage: false });
    const reason = dialog.getByLabel('Reason (optional)');
    await reason.fill('Plans changed; sorry');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    // The message names the character refused.
    await dialog.getByText('These characters are not allowed: ;', { exact: true }).waitFor();
    await reason.fill('Plans changed, sorry');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(`Your appointment on ${formatShopDate(booking.date, 'en')} has been cancelled`)
      .waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    await page.getByText('Plans changed, sorry').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel appointment' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Change appointment' }).count()).toBe(0);
    await screenshot(page, 'appointment-detail-cancelled-desktop');

    // The API agrees; the header's next appointment goes (the profile is read again).
    const after = await getBooking(member.token, booking.booking_id);
    expect(after.status).toBe('cancelled');
    expect((await profileOf(member.token)).next_appointment_date).toBeNull();
    await expect.poll(() => header.getByText(/^Next appointment/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers another member's or an unknown appointment with the not-found state", async () => {
    const { booking } = await memberWithBooking('Appointment Owner');
    const other = await newMember('Appointment Stranger');
    const { page, context, errors } = await browser.openPage({
      as: other,
      path: `/appointment/detail/${booking.booking_id}`,
      // The API's 404 for another member's appointment shows in the console as a failed request.
      expected: (msg) => msg.text().includes('status of 404'),
    });
    await page.getByRole('heading', { level: 1, name: 'Appointment not found' }).waitFor();
    expect(await page.getByText(booking.store.address).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Go to my appointments' }).getAttribute('href')).toBe(
      '/appointment/my-appointment',
    );
    await page.goto(`${baseUrl}/appointment/detail/not-a-number`);
    await page.getByRole('heading', { level: 1, name: 'Appointment not found' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a member outside Singapore why appointments are not available', async () => {
    const { page, context, errors } = await browser.openPage();
    await loginWithCountry(page, MALAYSIAN, '+60 MY');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Make appointment' }).count()).toBe(0);

    for (const path of ['/appointment/my-appointment', '/appointment/detail/1', '/appointment/new']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Appointments are for Singapore members' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    }
    await screenshot(page, 'appointments-not-singapore-desktop');

    // No booking buttons on the salon list for them either.
    await page.goto(`${baseUrl}/salon/list`);
    await page.getByRole('heading', { level: 1, name: 'Our stores' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('link', { name: /^Make appointment at / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Make appointment at / }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor to log in: on an appointment page, and from the salon list', async () => {
    const member = await newMember('Salon Visitor');
    const { page, context, errors } = await browser.openPage({ path: '/appointment/my-appointment' });
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/salon/list`);
    const stores = await call<Store[]>('GET', '/common/storelist');
    const store = stores[0]!;
    const book = page.getByRole('button', { name: `Make appointment at ${store.name}`, exact: true });
    await book.click();
    await login.getByText('Log in to make an appointment.').waitFor();
    await screenshot(page, 'salon-list-login-desktop', { fullPage: false });
    await fillLoginDialog(page, member);

    // Logged in (Singapore): each salon's button is a link to the booking form with the salon chosen.
    const link = page.getByRole('link', { name: `Make appointment at ${store.name}`, exact: true });
    expect(await link.getAttribute('href')).toBe(`/appointment/new?store=${store.store_id}`);
    // Distance, hours, phone, address and the map link are all still there.
    const card = page.getByRole('article', { name: store.name, exact: true });
    await card.getByText(store.address).waitFor();
    expect(await card.getByRole('link', { name: store.phone }).getAttribute('href')).toMatch(/^tel:/);
    await card.getByRole('link', { name: `Map of ${store.name} (opens Google Maps in a new tab)` }).waitFor();
    await screenshot(page, 'salon-list-member-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the appointments in Chinese on a phone, with the next appointment in the menu', async () => {
    const { member, booking } = await memberWithBooking('Appointment Phone');
    const zhBooking = await getBooking(member.token, booking.booking_id, 'zh');
    const { page, context, errors } = await browser.openPage({
      as: member,
      path: '/appointment/my-appointment',
      width: 375,
      height: 812,
      language: 'zh',
    });
    await page.getByRole('heading', { level: 1, name: '我的预约' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: '预约' })
        .getByRole('link', { name: '即将到来' })
        .getAttribute('aria-current'),
    ).toBe('page');
    const card = page.getByRole('article', { name: whenText(zhBooking, 'zh') });
    await card.waitFor();
    await card.getByText(zhBooking.store.name).waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'appointments-upcoming-phone-zh');

    // The menu drawer holds the next appointment and the make-appointment button.
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    const next = formatShopDateTime(`${booking.date} ${booking.time}`, 'zh');
    await drawer.getByRole('link', { name: `下次预约：${next}` }).waitFor();
    expect(await drawer.getByRole('link', { name: '立即预约' }).getAttribute('href')).toBe(
      '/appointment/new',
    );
    await screenshot(page, 'appointments-drawer-phone-zh', { fullPage: false });
    await page.keyboard.press('Escape');

    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: whenText(zhBooking, 'zh') }).waitFor();
    await page.getByRole('region', { name: '门店' }).getByText(zhBooking.store.name).waitFor();
    await page.getByRole('region', { name: '发型师' }).waitFor();
    await page.getByRole('link', { name: '修改预约' }).waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'appointment-detail-phone-zh');

    // The dialog is a full-height sheet on a phone; keeping the appointment changes nothing.
    await page.getByRole('button', { name: '取消预约' }).click();
    const dialog = page.getByRole('dialog', { name: '确定取消此预约？' });
    await dialog.getByLabel('取消原因（选填）').waitFor();
    await screenshot(page, 'appointment-cancel-dialog-phone-zh', { fullPage: false });
    await dialog.getByRole('button', { name: '保留预约' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await getBooking(member.token, booking.booking_id)).status).toBe('booked');

    await page.goto(`${baseUrl}/appointment/my-appointment?tab=past`);
    await page.getByText('暂无过往预约').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays the pages out at 375 px and 1280 px in English', async () => {
    const { member, booking } = await memberWithBooking('Appointment Layout');
    for (const width of [375, 1280]) {
      const { page, context, errors } = await browser.openPage({
        as: member,
        path: '/appointment/my-appointment',
        width,
      });
      await page.getByRole('article', { name: whenText(booking, 'en') }).waitFor();
      await expectNoSideways(page);
      await screenshot(page, `appointments-upcoming-${width}`);
      await page.goto(`${baseUrl}/appointment/detail/${booking.booking_id}`);
      await page.getByRole('heading', { level: 1, name: whenText(booking, 'en') }).waitFor();
      await expectNoSideways(page);
      await screenshot(page, `appointment-detail-${width}`);
      await page.goto(`${baseUrl}/salon/list`);
      await page
        .getByRole('link', { name: /^Make appointment at / })
        .first()
        .waitFor();
      await expectNoSideways(page);
      await screenshot(page, `salon-list-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
