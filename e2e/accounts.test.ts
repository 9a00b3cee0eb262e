import { describe, expect, inject, it } from 'vitest';
import { apiClient, SEEDED } from './api';
import { fillLoginDialog, screenshot, shopBrowser } from './browser';

const baseUrl = inject('baseUrl');
const api = apiClient(() => baseUrl);
const shop = shopBrowser(() => baseUrl);
const { lastCode } = api;
const newPage = (width = 1280, height = 900) => shop.openPage({ width, height });

describe('accounts in the browser', () => {
  it('signs a new member up with the SMS code, logs out, resets the password and logs in', async () => {
    const { context, page } = await newPage();
    const mobile = '96543210';
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).first().click();
    const signUp = page.getByRole('dialog', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill('Siti Rahman');
    await signUp.getByLabel('Email').fill('siti.rahman@example.com');
    await signUp.getByLabel('Mobile number').fill(mobile);
    await signUp.getByLabel('Date of birth').fill('1992-08-14');
    await signUp.getByLabel('Female').check();
    const next = signUp.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await signUp.getByLabel('I agree to the terms of use and the privacy policy').check();
    await screenshot(page, 'signup-details-desktop', { fullPage: false });
    await next.click();

    const code = await lastCode(mobile);
    await signUp.getByLabel('Verification code').fill(code);
    await signUp.getByRole('button', { name: 'Skip' }).click();
    await signUp.getByLabel('New password').fill('Welcome123');
    await signUp.getByLabel('Confirm password').fill('Welcome123');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await signUp.getByRole('heading', { name: 'Account created' }).waitFor();
    await screenshot(page, 'signup-created-desktop', { fullPage: false });
    await signUp.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Hi, Siti Rahman').first().waitFor();

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).first().waitFor();

    // Forgot password: mobile → code → new password → success → log in.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).first().click();
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Forgot password?' })
      .click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByLabel('Mobile number').fill(mobile);
    await forgot.getByRole('button', { name: 'Send code' }).click();
    await forgot.getByLabel('Verification code').fill(await lastCode(mobile, code));
    await forgot.getByLabel('New password').fill('Changed456');
    await forgot.getByLabel('Confirm password').fill('Changed456');
    await forgot.getByRole('button', { name: 'Reset password' }).click();
    await forgot.getByRole('heading', { name: 'Password changed' }).waitFor();
    await forgot.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Mobile number').fill(mobile);
    await login.getByLabel('Password').fill('Changed456');
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Hi, Siti Rahman').first().waitFor();
    await screenshot(page, 'logged-in-desktop');
    await context.close();
  });

  it("opens sign-up from a referral link and greets with the referrer's name", async () => {
    const { context, page } = await newPage(375, 812);
    const mobile = '96543211';
    await page.goto(`${baseUrl}/?referralCode=GRACE888`);
    const signUp = page.getByRole('dialog', { name: 'Sign up' });
    await signUp.waitFor();
    expect(await signUp.getByLabel('Referral code').inputValue()).toBe('GRACE888');
    await signUp.getByLabel('Name').fill('Farah Lim');
    await signUp.getByLabel('Email').fill('farah.lim@example.com');
    await signUp.getByLabel('Mobile number').fill(mobile);
    await signUp.getByLabel('Date of birth').fill('1990-01-02');
    await signUp.getByLabel('Female').check();
    await signUp.getByLabel('I agree to the terms of use and the privacy policy').check();
    await signUp.getByRole('button', { name: 'Next' }).click();
    await signUp.getByLabel('Verification code').fill(await lastCode(mobile));
    await signUp.getByLabel('New password').fill('Welcome123');
    await signUp.getByLabel('Confirm password').fill('Welcome123');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await signUp.getByRole('heading', { name: 'Welcome!' }).waitFor();
    // The referrer's name arrives with the profile, a moment after the heading.
    await signUp.getByText(/Grace/).first().waitFor();
    await screenshot(page, 'signup-referral-welcome-phone', { fullPage: false });
    await context.close();
  });

  for (const [language, words] of [
    [
      'en',
      {
        dialog: 'Sign up',
        agree: 'I agree to the terms of use and the privacy policy',
        terms: 'terms of use',
        privacy: 'privacy policy',
        termsTitle: 'Terms of Service',
      },
    ],
    [
      'zh',
      {
        dialog: '注册',
        agree: '我已阅读并同意《服务条款》和《隐私政策》',
        terms: '《服务条款》',
        privacy: '《隐私政策》',
        termsTitle: '服务条款',
      },
    ],
  ] as const) {
    it(`links the terms of use and the privacy policy it asks agreement to, each in a new tab (${language})`, async () => {
      const { context, page } = await shop.openPage({ language, path: '/#signup' });
      const signUp = page.getByRole('dialog', { name: words.dialog });
      await signUp.getByLabel(words.agree).waitFor();
      const terms = signUp.getByRole('link', { name: words.terms });
      const privacy = signUp.getByRole('link', { name: words.privacy });
      expect(await terms.getAttribute('href')).toBe('/terms-of-service');
      expect(await privacy.getAttribute('href')).toBe('/privacy-policy');
      for (const link of [terms, privacy]) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener');
      }
      // Following a link opens the document beside the form, which stays as it was (the box not ticked).
      const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
      await tab.waitForURL(/\/terms-of-service$/);
      await tab.getByRole('heading', { level: 1, name: words.termsTitle }).waitFor();
      expect(await signUp.getByLabel(words.agree).isChecked()).toBe(false);
      await context.close();
    });
  }

  it("shows a Singapore member's header: greeting, points, vouchers, the appointment button and stores", async () => {
    const token = await api.login(SEEDED.member);
    const profile = await api.call<{
      point: number;
      voucher_count: number;
      next_appointment_date: string | null;
    }>('GET', '/account/profile', token);
    // The demo shop gives Mei Ling points to spend, one voucher of each status (one of them active) and one
    // upcoming appointment, which the header shows.
    expect(profile.point).toBeGreaterThan(0);
    expect(profile.voucher_count).toBe(1);
    expect(profile.next_appointment_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const { context, page } = await shop.openPage({ as: SEEDED.member });
    const header = page.getByRole('banner');
    expect(await header.getByText('Hi, Tan Mei Ling').first().isVisible()).toBe(true);
    const account = header.getByRole('navigation', { name: 'Account' }).first();
    const points = account.getByRole('link', { name: `${profile.point.toLocaleString('en-US')} points` });
    expect(await points.getAttribute('href')).toBe('/wallet');
    // The voucher count opens the wallet on its vouchers tab.
    expect(await account.getByRole('link', { name: '1 voucher' }).getAttribute('href')).toBe(
      '/wallet?tab=vouchers',
    );
    const makeBooking = header.getByRole('link', { name: 'Make appointment' }).first();
    expect(await makeBooking.getAttribute('href')).toBe('/appointment/new');
    const next = header.getByRole('link', { name: /^Next appointment: / }).first();
    expect(await next.getAttribute('href')).toBe('/appointment/my-appointment');
    expect(await header.getByRole('link', { name: 'Our stores' }).first().isVisible()).toBe(true);
    await screenshot(page, 'header-member-desktop', { fullPage: false });
    await context.close();
  });

  it('shows the multiple-login dialog when the same member logs in elsewhere', async () => {
    const first = await shop.openPage({ as: SEEDED.platinumAgent });
    const second = await newPage();
    await first.page.getByText('Hi, Nadia binte Yusof').first().waitFor();
    // An agent's header adds the rank badge, linking to the cash back of the partner dashboard.
    const badge = first.page.getByRole('banner').getByRole('link', { name: 'Style Platinum' }).first();
    expect(await badge.getAttribute('href')).toBe('/agent?tab=cash_back');
    await screenshot(first.page, 'header-agent-desktop', { fullPage: false });
    await second.page.goto(`${baseUrl}/`);
    await shop.login(second.page, SEEDED.platinumAgent);
    await second.page.getByText('Hi, Nadia binte Yusof').first().waitFor();

    await first.page.goto(`${baseUrl}/profile`);
    await first.page.getByText('Your account was logged in on another device').first().waitFor();
    await first.page.waitForURL(`${baseUrl}/`);
    await screenshot(first.page, 'multiple-login-desktop', { fullPage: false });
    await first.context.close();
    await second.context.close();
  });

  it('keeps an address book on the profile, with a default address', async () => {
    const member = await api.newMember('Aisha Karim');
    const { context, page } = await newPage(375, 812);
    await page.goto(`${baseUrl}/profile/address-book`);
    // Logged out: the page asks to log in first, then shows itself.
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await fillLoginDialog(page, member);
    await page.getByText('No saved addresses yet').first().waitFor();
    await page.getByRole('button', { name: 'Add address' }).first().click();
    await page.getByLabel('Receiver name').fill(member.name);
    await page.getByLabel('Address', { exact: true }).fill('12 Orchard Road');
    await page.getByLabel('Postcode').fill('2388');
    await page.getByLabel('Contact number').fill(member.mobile);
    await page.getByLabel('Postcode').blur();
    await page.getByText('Postcode must be six digits').first().waitFor();
    await page.getByLabel('Postcode').fill('238826');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('12 Orchard Road').first().waitFor();
    await screenshot(page, 'address-book-phone');
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Change password' }).first().waitFor();
    expect(await page.locator('main').textContent()).toContain(`member-${member.mobile}@e2e.example`);
    await screenshot(page, 'profile-phone');
    await context.close();
  });

  it('shows the account dialogs in Chinese', async () => {
    const { context, page } = await newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Flash Deals' }).waitFor();
    await page.getByLabel('Language').first().selectOption('zh');
    await page.getByRole('heading', { name: '限时抢购' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: '登录' }).first().click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '登录' }).waitFor();
    expect(await dialog.getByRole('button', { name: '登录' }).isDisabled()).toBe(true);
    await screenshot(page, 'login-dialog-desktop-zh', { fullPage: false });
    await context.close();
  });
});
