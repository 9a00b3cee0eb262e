import { readFileSync } from 'node:fs';
import { ROLE_PERMISSIONS } from '@beauty/shared';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, screenshot, shopBrowser } from './browser';

// The back office (issue 29, its first slice): the demo staff sign in at /admin, set up the second factor and
// sign in with it; the menu and the owner's switch follow the role.

const baseUrl = inject('baseUrl');
const shop = shopBrowser(() => baseUrl);

/** The seeded demo staff (apps/api seed/staff.ts, listed in the README). */
const PASSWORD = 'Demo1234Staff';
const OWNER = 'owner@demo.rosettebeauty.example';
const MANAGER = 'manager@demo.rosettebeauty.example';
const STORE_STAFF = 'orchard@demo.rosettebeauty.example';

/**
 * The console errors these pages cause on purpose: the 401 of the first look for a session (how the app finds it
 * has none), and the 400s of a sign-in that still needs its code and of a wrong code.
 */
const SIGNED_OUT = {
  expected: (msg: { text: () => string }) => /status of (401|400)/.test(msg.text()),
};

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A code the server has not accepted yet: the API takes the step before and after the current one and refuses
 * a step it already accepted, so a later sign-in uses the next step's code instead of waiting 30 seconds.
 */
const codeAt = (totp: TOTP, stepsAhead: number) =>
  totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** What the owner's test leaves for the next: the recovery codes, each good for one sign-in. */
const saved = { recoveryCodes: [] as string[] };

describe('the back office', () => {
  it('the owner signs in, sets up the second factor, saves the recovery codes, and signs in again with a code', async () => {
    const { context, page, errors } = await shop.openPage({
      path: '/admin',
      ...SIGNED_OUT,
      acceptDownloads: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    // Without a session every page sends to the sign-in.
    await page.waitForURL(/\/admin\/sign-in$/);
    await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
    await signIn(page, OWNER);

    await page.getByRole('heading', { name: 'Welcome, Olivia Tan' }).waitFor();
    await expect
      .poll(() => page.getByTestId('signed-in-as').textContent())
      .toBe('Signed in as Olivia Tan, Owner');
    const nav = page.getByRole('navigation', { name: 'Back office areas' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Security']);
    // What the owner may do, in words, from the shared table: everything, staff and settings included.
    const mayDo = page.getByTestId('role-permissions');
    expect(await mayDo.getByRole('listitem').count()).toBe(ROLE_PERMISSIONS.owner.length);
    await mayDo.getByText('Add staff, set their role and stores').waitFor();
    await expectAccessible(page, 'admin home');
    await screenshot(page, 'admin-home-owner');

    await nav.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    await page.getByText('Not set up: signing in asks only for your password.').waitFor();
    await page.getByRole('switch', { name: 'Require a second factor of all staff' }).waitFor();
    await page.getByRole('button', { name: 'Set up the second factor' }).click();

    // The QR code is the API's SVG as an image; the key beside it is the same secret.
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await expectAccessible(page, 'admin second factor set-up');
    await screenshot(page, 'admin-security-scan');

    // A wrong code is refused under the field; the right one answers the ten recovery codes.
    const codeField = page.getByLabel('Code from your authenticator app');
    await codeField.fill(String((Number(codeAt(totp, 0)) + 500_000) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('This code is not correct or has already been used').waitFor();
    await expect.poll(() => codeField.evaluate((el) => el === document.activeElement)).toBe(true);
    await codeField.fill(codeAt(totp, 0));
    await page.getByRole('button', { name: 'Confirm' }).click();

    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await codes.count()).toBe(10);
    const recoveryCodes = await codes.allTextContents();
    saved.recoveryCodes = recoveryCodes;
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Recovery codes copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(recoveryCodes[0]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rosette-beauty-recovery-codes.txt');
    const file = readFileSync(await download.path(), 'utf8');
    for (const code of recoveryCodes) expect(file).toContain(code);
    const done = page.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await expectAccessible(page, 'admin recovery codes');
    await screenshot(page, 'admin-security-recovery-codes');
    await page.getByLabel('I have saved them').check();
    await done.click();
    await page.getByText('On: signing in asks for a code from your authenticator app.').waitFor();

    // Signing in again asks for the code once the password is right.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/sign-in$/);
    await signIn(page, OWNER);
    const code = page.getByLabel('Code from your authenticator app');
    await code.waitFor();
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'admin-sign-in-code');
    await code.fill(codeAt(totp, 1));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome, Olivia Tan' }).waitFor();

    // A recovery code instead works too, once.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/sign-in$/);
    await signIn(page, OWNER);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[3] ?? '');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome, Olivia Tan' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('while the owner requires a second factor, a member of staff without one can open only Security', async () => {
    const owner = await shop.openPage({ path: '/admin/security', ...SIGNED_OUT });
    await owner.page.waitForURL(/\/admin\/sign-in\?next=%2Fsecurity$/);
    // The owner has a second factor now (the test before): in with another of the recovery codes.
    await signIn(owner.page, OWNER);
    await owner.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await owner.page.getByLabel('Recovery code').fill(saved.recoveryCodes[5] ?? '');
    await owner.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await owner.page.waitForURL(/\/admin\/security$/);
    const require = owner.page.getByRole('switch', { name: 'Require a second factor of all staff' });
    expect(await require.getAttribute('aria-checked')).toBe('false');
    await require.click();
    await owner.page.getByText('A second factor is now required of all staff').waitFor();
    expect(await require.getAttribute('aria-checked')).toBe('true');
    await screenshot(owner.page, 'admin-security-required');

    try {
      const staff = await shop.openPage({ path: '/admin/sign-in', width: 1024 });
      await signIn(staff.page, STORE_STAFF);
      await staff.page.waitForURL(/\/admin\/security$/);
      await staff.page
        .getByText('The shop requires a second factor of all staff. Set yours up here')
        .waitFor();
      const nav = staff.page.getByRole('navigation', { name: 'Back office areas' });
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Security']);
      // Home too sends back to Security until the second factor is confirmed.
      await staff.page.goto(`${baseUrl}/admin/`);
      await staff.page.waitForURL(/\/admin\/security$/);
      await staff.page.getByRole('button', { name: 'Set up the second factor' }).waitFor();
      await expectAccessible(staff.page, 'admin must enrol');
      await screenshot(staff.page, 'admin-security-must-enrol-1024');
      expect(staff.errors).toEqual([]);
      await staff.context.close();
    } finally {
      await require.click();
      await owner.page.getByText('A second factor is no longer required').waitFor();
    }
    expect(await require.getAttribute('aria-checked')).toBe('false');
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it('a first visit opens the sign-in at once, without a 401 in the console', async () => {
    const { page, errors, context } = await shop.openPage({ width: 1024 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/')) asked.push(request.url());
    });
    await page.goto(`${baseUrl}/admin/security`);
    await page.waitForURL(/\/admin\/sign-in\?next=%2Fsecurity$/);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a manager sees no second-factor requirement switch, and a 401 brings them back where they were', async () => {
    const { page, errors, context } = await shop.openPage({ path: '/admin/security', ...SIGNED_OUT });
    await page.waitForURL(/\/admin\/sign-in\?next=%2Fsecurity$/);
    await page.getByText('Your session has ended. Sign in again to go on where you were.').waitFor();
    await signIn(page, MANAGER);
    await page.waitForURL(/\/admin\/security$/);
    await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Set up the second factor' }).waitFor();
    expect(await page.getByRole('switch').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('signed-in-as').textContent())
      .toBe('Signed in as Marcus Lee, Manager');

    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    const mayDo = page.getByTestId('role-permissions');
    await mayDo.waitFor();
    expect(await mayDo.getByRole('listitem').count()).toBe(ROLE_PERMISSIONS.manager.length);
    expect(await mayDo.getByText('Add staff, set their role and stores').count()).toBe(0);
    await screenshot(page, 'admin-home-manager');

    // The session ends (the cookie is gone): the next call's 401 returns to the sign-in, with the way back.
    await page.getByRole('navigation').getByRole('link', { name: 'Security' }).click();
    await page.waitForURL(/\/admin\/security$/);
    await context.clearCookies();
    await page.reload();
    await page.waitForURL(/\/admin\/sign-in\?next=%2Fsecurity$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the sign-in page in Chinese at 1024 px, and a wrong password in the API’s words above the form', async () => {
    const { page, errors, context } = await shop.openPage({
      path: '/admin/sign-in',
      width: 1024,
      height: 768,
      language: 'zh',
      // The refused sign-in answers 400: the page shows it, the console logs it.
      expected: (msg) => msg.text().includes('status of 400'),
    });
    await page.getByRole('heading', { name: '登录管理后台' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await expectAccessible(page, 'admin sign-in zh');
    await screenshot(page, 'admin-sign-in-zh-1024');

    await page.getByLabel('电子邮箱').fill(STORE_STAFF);
    await page.getByLabel('密码').fill('Wrong-password-1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('电子邮箱或密码不正确').waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.contains(document.querySelector('[role=alert]'))),
      )
      .toBe(true);
    await expectAccessible(page, 'admin sign-in refused');
    await screenshot(page, 'admin-sign-in-wrong-password-zh');

    // Back to English: the switch changes the page's words at once.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome, Siti Rahman' }).waitFor();
    await page.getByText('Store staff', { exact: false }).first().waitFor();
    expect(await page.getByTestId('role-permissions').getByRole('listitem').count()).toBe(4);
    await screenshot(page, 'admin-home-store-staff-1024');
    expect(errors).toEqual([]);
    await context.close();
  });
});
