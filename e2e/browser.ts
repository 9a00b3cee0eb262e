import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type Page,
} from 'playwright-core';

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
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage });
}

/** Fills the open login dialog and waits for it to close. */
export async function fillLoginDialog(page: Page, mobile: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Logs in with the header's Log in button on the page as it is, and waits for the header's Log out. */
export async function logInFromHeader(page: Page, mobile: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).first().click();
  await fillLoginDialog(page, mobile, password);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).first().waitFor();
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

/** A new context (a visitor in Singapore, English) and its page, with the page's errors collected. */
export async function openPage(
  browser: Browser,
  {
    width = 1280,
    height = 900,
    ...options
  }: BrowserContextOptions & { width?: number; height?: number } = {},
  expected?: (msg: ConsoleMessage) => boolean,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-SG', ...options });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page, expected) };
}
