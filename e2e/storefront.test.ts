import { describe, expect, inject, it } from 'vitest';
import { screenshot, shopBrowser } from './browser';

const baseUrl = inject('baseUrl');
const shop = shopBrowser(() => baseUrl);
const openPage = (width: number, height = 900) => shop.openPage({ width, height });

describe('the storefront shell (desktop)', () => {
  it('shows the home page from the real landing data, follows a category, switches language and back', async () => {
    const { context, page, errors } = await openPage(1280);
    await page.goto(`${baseUrl}/`);

    await page.getByRole('heading', { name: 'Flash Deals' }).waitFor();
    await page.locator('img[src^="/files/products/"]').first().waitFor();
    await screenshot(page, 'home-desktop-en');

    const categories = page.getByRole('navigation', { name: 'Categories' });
    const firstCategory = categories.getByRole('link').first();
    const categoryName = (await firstCategory.textContent())?.trim();
    expect(categoryName).toBeTruthy();
    await firstCategory.click();
    await page.waitForURL(/\/product\/category\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: categoryName }).waitFor();
    await screenshot(page, 'category-desktop-en');

    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Flash Deals' }).waitFor();
    await page.getByLabel('Language').first().selectOption('zh');
    await page.getByRole('heading', { name: '限时抢购' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^zh/);
    await screenshot(page, 'home-desktop-zh');

    // The choice survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: '限时抢购' }).waitFor();

    await page.getByLabel('语言').first().selectOption('en');
    await page.getByRole('heading', { name: 'Flash Deals' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The get-the-app menu opens on click and closes with Escape, giving focus back to its button.
    const getTheApp = page.getByRole('button', { name: 'Get the app' });
    await getTheApp.click();
    expect(await getTheApp.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await getTheApp.getAttribute('aria-expanded')).toBe('false');
    expect(await getTheApp.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page in the plain layout for an unknown path, and /home goes home', async () => {
    const { context, page } = await openPage(1280);
    const res = await page.goto(`${baseUrl}/no/such/page`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Whoops, 404' }).waitFor();
    expect(await page.getByText('The page you requested does not exist').count()).toBeGreaterThan(0);
    // The plain layout has no search bar.
    expect(await page.getByRole('search').count()).toBe(0);
    await screenshot(page, 'not-found-desktop');

    await page.goto(`${baseUrl}/home`);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Flash Deals' }).waitFor();
    await context.close();
  });

  it('shows the real legal texts', async () => {
    const { context, page } = await openPage(1280);
    await page.goto(`${baseUrl}/privacy-policy`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main').textContent()).toMatch(/personal data/i);
    await screenshot(page, 'privacy-policy-desktop');
    await context.close();
  });
});

describe('the storefront shell (phone)', () => {
  it('opens the menu drawer and closes it with Escape', async () => {
    const { context, page, errors } = await openPage(375, 812);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Flash Deals' }).waitFor();
    await screenshot(page, 'home-phone-en');
    await page.getByRole('button', { name: /menu/i }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await screenshot(page, 'drawer-phone-en', { fullPage: false });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // Only one dialog at a time: logging in from the drawer replaces the drawer with the login dialog.
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await screenshot(page, 'login-dialog-phone-en', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
