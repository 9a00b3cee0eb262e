import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { formatShopDate } from '@beauty/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiClient, type Credentials, SEEDED } from './api';
import { expectAccessible, expectNoSideways, screenshot, shopBrowser } from './browser';

// Issue 17, the partner programme in the browser: a new member applies from their profile, is asked for the
// partner terms (a reminder when the box is not ticked), accepts them and waits; the operator approves with
// `npm run ops -- approve-application <id>`; after a reload the header shows the rank badge, the footer the
// partner terms and /agent the dashboard. Rachel, a demo partner, arrives on the cash-back tab from the
// badge, saves a bank account (the API's field messages under the fields first), withdraws the minimum to it,
// converts cash back into points and sees the header's points follow, and removes the account through the
// confirmation dialog. Daniel does the same pages in Chinese on a 375 px phone. Every figure expected comes
// from the API; screenshots in e2e/screenshots/agent-*.png.

const ROOT = resolve(import.meta.dirname, '..');
const baseUrl = inject('baseUrl');
const browser = shopBrowser(() => baseUrl);
const { call, login: appLogin, newMember } = apiClient(() => baseUrl);
const run = promisify(execFile);

/** Daniel Ong, the demo shop's Style Gold partner (README demo accounts). */
const DANIEL: Credentials = { mobile: '81230002', password: 'Demo1234' };

/** A bank account as a partner types it: DBS numbers have 10 digits; S1234567D is a valid NRIC. */
const ACCOUNT = {
  bank: 'DBS Bank',
  number: '0123456789',
  holder: 'Rachel Lim Hui Min',
  nric: 'S1234567D',
  email: 'rachel.lim@e2e.example',
};

type Status = {
  rank_display: string;
  cashback_available: number;
  min_withdrawal: number;
  point_conversion_rate: number;
  team_size: number;
  cashback_withdrawal_in_progress: number;
  cashback_paid_out: number;
};

const statusOf = (token: string) => call<Status>('GET', '/agent/status', token);
const pointsOf = async (token: string) =>
  (await call<{ point_available: number }>('GET', '/account/point', token)).point_available;

/** S$12.50 as the pages write money. */
const sgd = (cents: number) =>
  `S$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/** The amount as typed into a form: 12.50 for 1250 cents. */
const typed = (cents: number) => (cents / 100).toFixed(2);

/** The operator's command, as a person at the shop runs it against this server. */
async function ops(...args: string[]) {
  return run('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, OPS_URL: baseUrl },
  });
}

/** The header's points count (the desktop header's account navigation). */
const headerPoints = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: /points?$/ });

describe('partner programme', () => {
  it('a member applies from the profile, accepts the partner terms, is approved by the operator and sees the dashboard', async () => {
    const member = await newMember('Partner Hopeful');
    const { page, errors, context } = await browser.openPage({ as: member, path: '/profile' });
    const way = page.getByTestId('partner-application');
    await way.getByRole('heading', { name: 'Become a partner' }).waitFor();
    await way.getByRole('button', { name: 'Apply to be a partner' }).click();

    // tnc_status Pending: the terms to accept, and a reminder when the box is not ticked.
    await way.getByRole('heading', { name: 'Accept the partner terms' }).waitFor();
    await way.getByRole('button', { name: 'Accept and submit' }).click();
    await expect
      .poll(() => way.getByRole('alert').first().textContent())
      .toBe('Please accept the partner terms');
    await way.getByRole('checkbox').check();
    await screenshot(page, 'agent-terms');
    await way.getByRole('button', { name: 'Accept and submit' }).click();
    await way.getByRole('heading', { name: 'Application under review' }).waitFor();
    await screenshot(page, 'agent-review');

    // The partner terms page says the same.
    await page.goto(`${baseUrl}/agent-terms-of-service`);
    await page
      .getByTestId('partner-application')
      .getByRole('heading', { name: 'Application under review' })
      .waitFor();

    // The operator approves; the member (now an agent) reloads.
    const { application } = await call<{ application: { id: number } }>(
      'GET',
      '/agent/getapplication',
      member.token,
    );
    await ops('approve-application', String(application.id));
    await page.goto(`${baseUrl}/agent`);
    const badge = page.getByRole('banner').getByRole('link', { name: 'Style Silver' }).first();
    await badge.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Partner dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Style Silver' }).waitFor();
    await page.getByRole('heading', { name: 'My team (0)' }).waitFor();
    await page.getByText('No team members yet').waitFor();
    await expect
      .poll(() =>
        page.getByRole('contentinfo').getByRole('link', { name: 'Partner Terms of Service' }).count(),
      )
      .toBe(1);
    await screenshot(page, 'agent-new-dashboard');
    await expectAccessible(page, 'new agent dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a rejected member sees the reason and the day they may apply again on the partner terms page', async () => {
    const member = await newMember('Partner Declined');
    await call('POST', '/agent/application', member.token, {});
    await call('PUT', '/agent/tnc', member.token, { agree: true });
    const { application } = await call<{ application: { id: number } }>(
      'GET',
      '/agent/getapplication',
      member.token,
    );
    await ops('reject-application', String(application.id), 'Please', 'complete', 'your', 'profile');
    const { application: rejected } = await call<{ application: { can_apply_again_on: string } }>(
      'GET',
      '/agent/getapplication',
      member.token,
    );
    const { page, errors, context } = await browser.openPage({
      as: member,
      path: '/agent-terms-of-service',
      width: 375,
      height: 812,
    });
    const way = page.getByTestId('partner-application');
    await way.getByRole('heading', { name: 'Application not approved' }).waitFor();
    await way.getByText('Please complete your profile').waitFor();
    const day = formatShopDate(rejected.can_apply_again_on, 'en');
    await way.getByText(`You can apply again from ${day}.`).waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'agent-rejected-375');
    // An agent page shows the same to a member.
    await page.goto(`${baseUrl}/agent`);
    await page
      .getByTestId('partner-application')
      .getByRole('heading', { name: 'Application not approved' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a demo partner saves a bank account, withdraws, converts cash back into points and sees them in the header', async () => {
    const token = await appLogin(SEEDED.agent);
    const before = await statusOf(token);
    const conversion = 1000;
    expect(before.cashback_available).toBeGreaterThanOrEqual(before.min_withdrawal + conversion);
    const pointsBefore = await pointsOf(token);

    const { page, errors, context } = await browser.openPage({ as: SEEDED.agent });
    // The header's rank badge opens the cash-back tab.
    await page.getByRole('banner').getByRole('link', { name: before.rank_display }).first().click();
    await page.waitForURL(/\/agent\?tab=cash_back$/);
    await expect
      .poll(() => page.getByRole('link', { name: 'Cash back', exact: true }).getAttribute('aria-current'))
      .toBe('page');
    await expect
      .poll(() => page.getByTestId('cashback-available').textContent())
      .toBe(sgd(before.cashback_available));
    await page.getByRole('heading', { name: 'Cash back earned' }).waitFor();
    await screenshot(page, 'agent-cash-back');
    await expectAccessible(page, 'cash-back tab');

    // Transfer to bank → Add bank account; the API's messages land under their fields.
    await page.getByRole('link', { name: 'Transfer to bank' }).click();
    await page.getByRole('heading', { level: 1, name: 'Transfer to bank' }).waitFor();
    await page.getByText('processed on the 1st and 15th of each month', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Add bank account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add bank account' }).waitFor();
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: ACCOUNT.bank });
    await page.getByLabel('Account number').fill('12345');
    await page.getByLabel('Account holder name').fill(ACCOUNT.holder);
    await page.getByLabel('NRIC or FIN number').fill('S1234567A');
    await page.getByLabel('Email for the payment advice').fill(ACCOUNT.email);
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await page.getByText('This account number does not have as many digits as this bank uses').waitFor();
    await page.getByText('Please enter a valid NRIC or FIN number').waitFor();
    await screenshot(page, 'agent-add-bank-errors');
    await expectAccessible(page, 'add bank account with errors');
    await page.getByLabel('Account number').fill(ACCOUNT.number);
    await page.getByLabel('NRIC or FIN number').fill(ACCOUNT.nric);
    await page.getByRole('button', { name: 'Save bank account' }).click();

    // Back on the transfer page with the new account chosen (masked); the minimum is withdrawn to it.
    await page.waitForURL(/\/agent\/transfer-to-bank$/);
    const saved = page.getByRole('radio', { name: /DBS Bank •••• 6789/ });
    await expect.poll(() => saved.isChecked()).toBe(true);
    await page.getByLabel('Amount (S$)').fill('1');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page
      .getByText(`The minimum withdrawal is ${sgd(before.min_withdrawal)}`, { exact: true })
      .waitFor();
    await page.getByLabel('Amount (S$)').fill(typed(before.min_withdrawal));
    await screenshot(page, 'agent-transfer');
    await expectAccessible(page, 'transfer to bank');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Withdrawal requested' }).waitFor();
    await page.getByText('reaches your bank 4–5 working days later', { exact: false }).waitFor();
    await page.getByText('DBS Bank •••• 6789').waitFor();
    const afterCashOut = before.cashback_available - before.min_withdrawal;
    await page.getByText(sgd(afterCashOut), { exact: true }).waitFor();
    await screenshot(page, 'agent-transfer-complete');
    expect((await statusOf(token)).cashback_available).toBe(afterCashOut);

    // Convert to points: the rate, the points it gives as typed, then the header follows.
    await page.goto(`${baseUrl}/agent/convert-point`);
    const rate = before.point_conversion_rate;
    await expect
      .poll(() => page.getByTestId('conversion-rate').textContent())
      .toBe(`S$1.00 = ${rate.toLocaleString('en-US')} ${rate === 1 ? 'point' : 'points'}`);
    const points = Math.floor((conversion * rate) / 100);
    await page.getByLabel('Amount (S$)').fill(typed(conversion));
    await page.getByText(`You will get ${points.toLocaleString('en-US')} points`).waitFor();
    await screenshot(page, 'agent-convert');
    await expectAccessible(page, 'convert page');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Points added' }).waitFor();
    await expect
      .poll(() => headerPoints(page).textContent())
      .toBe(`${(pointsBefore + points).toLocaleString('en-US')} points`);
    await screenshot(page, 'agent-convert-complete');
    expect(await pointsOf(token)).toBe(pointsBefore + points);

    // The transactions tab lists the withdrawal and the conversion.
    await page.goto(`${baseUrl}/agent?tab=transactions`);
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    await page.getByText('Converted to points', { exact: false }).first().waitFor();
    await page.getByText('Withdrawal', { exact: false }).first().waitFor();
    await screenshot(page, 'agent-transactions');
    // The download: the whole history as a CSV file, a row for each entry after the header.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^cashback-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv((await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, ''));
    const history = await call<{ total: number }>('GET', '/agent/transaction', token);
    expect(rows.length).toBe(history.total + 1);

    // The dashboard shows the withdrawal as in progress, not paid out: the bank pays it on the 1st or 15th.
    await page.goto(`${baseUrl}/agent?tab=cash_back`);
    const figure = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await figure('Withdrawals in progress').textContent()).toBe(
      sgd(before.cashback_withdrawal_in_progress + before.min_withdrawal),
    );
    expect(await figure('Paid out').textContent()).toBe(sgd(before.cashback_paid_out));

    // Removing the account asks first; Escape keeps it, Remove removes it.
    const remove = page.getByRole('button', { name: /^Remove DBS Bank •••• 6789/ });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove this bank account?' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
    await screenshot(page, 'agent-remove-dialog', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await remove.click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await remove.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a partner in Chinese on a phone: the dashboard, the team, the transactions and the forms', async () => {
    const token = await appLogin(DANIEL);
    const status = await statusOf(token);
    const { page, errors, context } = await browser.openPage({
      as: DANIEL,
      language: 'zh',
      width: 375,
      height: 812,
      path: '/agent',
    });
    await page.getByRole('heading', { level: 1, name: '合作伙伴中心' }).waitFor();
    await page.getByRole('heading', { name: status.rank_display }).waitFor();
    await page.getByRole('heading', { name: `我的团队（${status.team_size}）` }).waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'agent-zh-375-team');

    // A team member's orders.
    if (status.team_size > 0) {
      await page.locator('main a[href^="/agent/member-transaction-history/"]').first().click();
      await page.getByRole('heading', { name: '带来返现的订单' }).waitFor();
      await expectNoSideways(page);
      await screenshot(page, 'agent-zh-375-member');
      await expectAccessible(page, 'member transactions (zh)');
      await page.goBack();
    }

    await page.getByRole('link', { name: '交易记录', exact: true }).click();
    await page.getByLabel('月份').waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'agent-zh-375-transactions');

    await page.goto(`${baseUrl}/agent/transfer-to-bank`);
    await page.getByRole('heading', { level: 1, name: '提现到银行' }).waitFor();
    await page.getByText('每月 1 日和 15 日处理', { exact: false }).waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'agent-zh-375-transfer');

    await page.goto(`${baseUrl}/agent/one-time-transfer`);
    await page.getByRole('heading', { level: 1, name: '单次转账' }).waitFor();
    await page.getByRole('button', { name: '申请提现' }).click();
    await page.getByText('请输入有效金额').waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'agent-zh-375-one-time');
    await expectAccessible(page, 'one-time transfer (zh)');

    await page.goto(`${baseUrl}/agent/convert-point`);
    await page.getByRole('heading', { level: 1, name: '返现转积分' }).waitFor();
    await expectNoSideways(page);
    await screenshot(page, 'agent-zh-375-convert');
    expect(errors).toEqual([]);
    await context.close();
  });
});
