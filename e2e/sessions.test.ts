import { describe, expect, inject, it } from 'vitest';
import { apiClient } from './api';
import { screenshot, shopBrowser } from './browser';

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
