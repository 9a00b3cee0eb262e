import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Credentials, Language } from './api';

export const SCREENSHOTS = resolve(import.meta.dirname, 'screenshots');

/** Debian's Chromium, headless, with the flags that keep it off this machine's closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves e2e/screenshots/NAME.png: the whole page, or only the viewport (for dialogs over the page). */
/** Every running animation and transition of the page has finished (a dialog's fade-in, before its picture). */
export async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  );
}

/** A picture of the page once its animations have finished, so a dialog is not caught half faded in. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await settled(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage });
}

/** axe over the page as it is (WCAG 2.0 to 2.2 A and AA, best practices): no serious or critical violation. */
export async function expectAccessible(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${name}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The page has no horizontal scrollbar (nothing pokes out at the side). */
export async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The words of the login controls, in the page's language. */
const LOGIN_WORDS = {
  en: {
    logIn: 'Log in',
    logOut: 'Log out',
    mobile: 'Mobile number',
    password: 'Password',
    menu: 'Open menu',
  },
  zh: { logIn: '登录', logOut: '退出登录', mobile: '手机号码', password: '密码', menu: '打开菜单' },
} as const satisfies Record<Language, Record<string, string>>;

async function pageLanguage(page: Page): Promise<Language> {
  const lang = (await page.locator('html').getAttribute('lang')) ?? 'en';
  return lang.startsWith('zh') ? 'zh' : 'en';
}

/** Fills the open login dialog and waits for it to close. */
export async function fillLoginDialog(page: Page, who: Credentials) {
  const words = LOGIN_WORDS[await pageLanguage(page)];
  const dialog = page.getByRole('dialog', { name: words.logIn });
  await dialog.getByLabel(words.mobile).fill(who.mobile);
  await dialog.getByLabel(words.password).fill(who.password);
  await dialog.getByRole('button', { name: words.logIn }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Logs in the one way a customer does, on the page as it is (no reload): the header's Log in on a wide page,
 * the menu drawer's on a phone, then the login dialog; waits until the session shows (Log out).
 */
export async function login(page: Page, who: Credentials) {
  const words = LOGIN_WORDS[await pageLanguage(page)];
  const header = page.getByRole('banner');
  const headerButton = header.getByRole('button', { name: words.logIn, exact: true }).first();
  if (await headerButton.isVisible()) await headerButton.click();
  else {
    await page.getByRole('button', { name: words.menu }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.logIn, exact: true }).click();
  }
  await fillLoginDialog(page, who);
  // The desktop header's Log out: on a phone it is there but hidden (the drawer holds the visible one).
  await page
    .getByRole('button', { name: words.logOut, includeHidden: true })
    .first()
    .waitFor({ state: 'attached' });
}

/**
 * The page's uncaught errors and console errors, as they happen, except those the test expects (a declined
 * card's 402, say). A test ends by expecting the list empty.
 */
export function collectErrors(
  page: Page,
  expected: (msg: ConsoleMessage) => boolean = () => false,
): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expected(msg)) errors.push(msg.text());
  });
  return errors;
}

export type Tab = { context: BrowserContext; page: Page; errors: string[] };

export type OpenOptions = BrowserContextOptions & {
  width?: number;
  height?: number;
  /** The interface language the shop starts in (it keeps the choice in localStorage). */
  language?: Language;
  /** Logged in (through the login dialog) before the test takes over. */
  as?: Credentials;
  /** The page opened last (after the login); without it the page stays where the login left it, or blank. */
  path?: string;
  /** Console errors the test provokes on purpose. */
  expected?: (msg: ConsoleMessage) => boolean;
  /** Routes or scripts the context needs before its first page (a faked Stripe.js, say). */
  prepare?: (context: BrowserContext) => Promise<void>;
};

/**
 * The browser of a test file: launched before its tests and closed after them. `openPage` opens a new
 * context (a visitor in Singapore, English unless told, its own storage), logged in as `as` when given, on
 * `path`; `login` logs the page as it is in.
 */
export function shopBrowser(baseUrl: () => string) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  // A test that fails (a timeout above all, which names no step) leaves what its pages showed: the address and
  // the page's accessibility tree in the log, which is all CI keeps, and a screenshot beside the others.
  const opened: Page[] = [];
  beforeEach(({ task, onTestFailed }) => {
    opened.length = 0;
    onTestFailed(async () => {
      for (const [i, page] of opened.entries()) {
        if (page.isClosed()) continue;
        // The main landmark holds what a step waits for; the whole body would push the failure out of CI's log.
        const main = page.getByRole('main');
        const snapshot = await ((await main.count()) === 1 ? main : page.locator('body'))
          .ariaSnapshot({ timeout: 5_000 })
          .then((text) => text.slice(0, 4_000))
          .catch((error: Error) => `(no snapshot: ${error.message})`);
        console.log(`After "${task.name}", page ${i + 1} was at ${page.url()}:\n${snapshot}`);
        const name = `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}-${i + 1}`;
        await screenshot(page, name).catch(() => {});
      }
    });
  });

  async function openPage({
    width = 1280,
    height = 900,
    language = 'en',
    as,
    path,
    expected,
    prepare,
    ...options
  }: OpenOptions = {}): Promise<Tab> {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'en-SG', ...options });
    if (language !== 'en')
      await context.addInitScript((value) => {
        // Only the first page of the context: a later choice in the page is the visitor's.
        if (!sessionStorage.getItem('e2e-language')) {
          sessionStorage.setItem('e2e-language', value);
          localStorage.setItem('language', value);
        }
      }, language);
    await prepare?.(context);
    const page = await context.newPage();
    opened.push(page);
    const errors = collectErrors(page, expected);
    if (as) {
      await page.goto(`${baseUrl()}/`);
      await login(page, as);
    }
    if (path) await page.goto(`${baseUrl()}${path}`);
    return { context, page, errors };
  }

  return { openPage, login, browser: () => browser };
}
