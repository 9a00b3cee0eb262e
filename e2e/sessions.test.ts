import { describe, expect, inject, it } from 'vitest';
import { apiClient } from './api';
import { expectAccessible, screenshot, shopBrowser } from './browser';

// One tab, one member at a time: when a session ends because the member logged in elsewhere, nothing of theirs
// stays in the tab for whoever logs in next, without a reload in between (issue 13, point 5).

const baseUrl = inject('baseUrl');
const api = apiClient(() => baseUrl);
const shop = shopBrowser(() => baseUrl);

/** A street nobody else has, so finding it on the page can only mean this member's address. */
const street = (who: string) => `${Math.floor(Math.random() * 900) + 100} ${who} Lane`;

describe('a session ended by a login elsewhere', () => {
  it("leaves nothing of the member's for the next member in the same tab", async () => {
    const [first, next] = await Promise.all([api.newMember('Ariff Rahman'), api.newMember('Bea Tan')]);
    const firstStreet = street('Kelp');
    const nextStreet = street('Coral');
    await api.addAddress(first.token, { receiver_name: first.name, address: firstStreet });
    await api.addAddress(next.token, { receiver_name: next.name, address: nextStreet });

    const { context, page, errors } = await shop.openPage({
      as: first,
      path: '/profile/address-book',
      // The ended session's call is refused: that 401 is how the tab finds out.
      expected: (msg) => msg.text().includes('status of 401'),
    });
    await page.getByText(firstStreet).waitFor();

    // The first member logs in on another computer: this tab's session has ended, which it learns from its
    // next call (an in-app move to the wishlist, no reload).
    await api.login(first, 'web');
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).first().click();
    const loggedOut = page.getByRole('dialog', { name: 'You have been logged out' });
    await loggedOut.waitFor();
    await loggedOut.getByRole('button', { name: 'OK' }).click();
    await loggedOut.waitFor({ state: 'detached' });

    // From here on, the first member's street must never be on the page, not even for a moment.
    await page.evaluate((text) => {
      const watch = () => {
        if (document.body.textContent?.includes(text)) document.body.dataset.leaked = 'yes';
      };
      watch();
      new MutationObserver(watch).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    }, firstStreet);

    // The next member logs in in the same tab and opens the address book through the profile menu.
    await shop.login(page, next);
    await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'My profile' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Address book' }).click();
    await page.waitForFunction(
      (text) => document.body.textContent?.includes(text) || document.body.dataset.leaked === 'yes',
      nextStreet,
    );
    expect(await page.evaluate(() => document.body.dataset.leaked ?? 'no')).toBe('no');
    await page.getByText(nextStreet).waitFor();
    await screenshot(page, 'sessions-next-member-address-book');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the web session', () => {
  it('lives in an httpOnly cookie that no script on the page can read', async () => {
    const member = await api.newMember('Chen Hui');
    const { context, page, errors } = await shop.openPage({ as: member, path: '/profile' });
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    const seen = await page.evaluate(() => ({
      cookie: document.cookie,
      stored: Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? ''),
    }));
    expect(seen.cookie).not.toContain('session=');
    expect(seen.stored.some((value) => value.includes(cookie!.value))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends in this tab, with the multiple-login dialog, when another tab logs out', async () => {
    const member = await api.newMember('Dewi Lestari');
    const { context, page, errors } = await shop.openPage({ as: member, path: '/profile' });
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    const other = await context.newPage();
    await other.goto(`${baseUrl}/`);
    await other.getByText(`Hi, ${member.name}`).first().waitFor();
    await other.getByRole('banner').getByRole('button', { name: 'Log out' }).first().click();
    const loggedOut = page.getByRole('dialog', { name: 'You have been logged out' });
    await loggedOut.waitFor();
    await page.waitForURL(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the signed-in devices on the profile, and signs one out', async () => {
    const member = await api.newMember('Farah Aziz');
    // Signed up on the Android app (newMember), now signed in on the web too.
    const appToken = member.token;
    const { context, page, errors } = await shop.openPage({ as: member, path: '/profile' });
    await page.getByRole('main').getByRole('link', { name: 'Signed-in devices' }).click();
    await page.getByRole('heading', { name: 'Signed-in devices' }).waitFor();
    const rows = page.getByRole('main').getByRole('listitem');
    await rows.filter({ hasText: 'This device' }).waitFor();
    const app = rows.filter({ hasText: 'Android App' });
    await app.waitFor();
    await expectAccessible(page, 'devices en-1280');
    await screenshot(page, 'profile-devices');
    await app.getByRole('button', { name: /^Sign out/ }).click();
    await app.waitFor({ state: 'detached' });
    await page.getByText('You are signed in on this device only.').waitFor();
    const refused = await fetch(`${baseUrl}/api/account/profile`, {
      headers: { Authorization: `Bearer ${appToken}` },
    });
    expect(refused.status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the signed-in devices in Chinese on a phone', () => {
  it('reads in Chinese and fits 375 px', async () => {
    const member = await api.newMember('Lim Wei');
    const { context, page, errors } = await shop.openPage({
      as: member,
      language: 'zh',
      width: 375,
      height: 800,
      path: '/profile/devices',
    });
    await page.getByRole('heading', { name: '已登录设备' }).waitFor();
    await page.getByRole('main').getByText('本设备').waitFor();
    await page
      .getByRole('button', { name: /^退出登录：/ })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'devices zh-375');
    await screenshot(page, 'profile-devices-phone-zh');
    expect(errors).toEqual([]);
    await context.close();
  });
});
