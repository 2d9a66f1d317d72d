/// <reference lib="dom" />
/**
 * Staff page (/admin/staff) and the password page: an admin sees who has access and when they last signed in,
 * disables (their sessions end at once) and enables an account, changes a role and sets a new password; anyone
 * signed in changes their own password. At 1280 px and at 375 px.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, apiLogin, createUser, launchBrowser, loginAs, newContext, type ApiUser } from './support/browser';

jest.setTimeout(180_000);

describe('staff accounts in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  async function open(viewport: 'desktop' | 'phone', role: 'admin' | 'user', path: string): Promise<ApiUser> {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    const me = await loginAs(page, role);
    await page.goto(path);
    return me;
  }

  const card = (username: string) => page.locator(`[data-testid="staff-card"][data-username="${username}"]`);
  const checkAuth = (token: string) => api('/api/check-auth', { token }).then((r) => r.status);

  it('lists accounts with last sign-in; disables (sessions end at once), enables, changes the role and sets a password', async () => {
    const worker = await createUser('user');
    await open('desktop', 'admin', '/admin/staff');
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    const mine = card(worker.username);
    await mine.waitFor();
    expect(await mine.getByText('Field worker', { exact: true }).first().isVisible()).toBe(true);
    expect(await mine.getByTestId('last-sign-in').textContent()).toMatch(/^Today, /);

    // Disable: confirm, the card says so, the worker's token stops working and their login is refused.
    await mine.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(`Disable ${worker.username}?`).waitFor();
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await page.getByTestId('toast').filter({ hasText: `${worker.username} is disabled` }).waitFor();
    await page.locator(`[data-testid="staff-card"][data-username="${worker.username}"][data-disabled="true"]`).waitFor();
    expect(await mine.getByText('Disabled', { exact: true }).isVisible()).toBe(true);
    expect(await checkAuth(worker.token)).toBe(401);
    expect((await api('/api/login', { method: 'POST', json: { username: worker.username, password: worker.password } })).status).toBe(401);

    await mine.getByRole('button', { name: 'Enable' }).click();
    await page.getByTestId('toast').filter({ hasText: `${worker.username} can sign in again` }).waitFor();
    const token = await apiLogin(worker.username, worker.password);

    // Role: the select saves at once, and the new role applies to the open session.
    await mine.getByLabel('Role').selectOption('admin');
    await page.getByTestId('toast').filter({ hasText: `${worker.username} is now an admin` }).waitFor();
    expect((await api('/api/users', { token })).status).toBe(200);
    await mine.getByLabel('Role').selectOption('user');
    await page.getByTestId('toast').filter({ hasText: `${worker.username} is now a field worker` }).waitFor();

    // Set password: a side panel; mismatches are caught before sending.
    await mine.getByRole('button', { name: 'Set password' }).click();
    await page.getByLabel('New password', { exact: true }).fill('fresh-pass-42');
    await page.getByLabel('Confirm password').fill('fresh-pass-41');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password').fill('fresh-pass-42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByTestId('toast').filter({ hasText: 'New password saved' }).waitFor();
    expect(await checkAuth(token)).toBe(401);
    await apiLogin(worker.username, 'fresh-pass-42');
  });

  it('fits a phone (375 px): one column, no sideways scroll, 44 px buttons', async () => {
    await createUser('user');
    await open('phone', 'admin', '/admin/staff');
    await page.getByTestId('staff-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const boxes = await page.getByTestId('staff-card').first().getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const h of boxes) expect(h).toBeGreaterThanOrEqual(44);
    const lefts = await page.getByTestId('staff-card').evaluateAll((els) => els.slice(0, 2).map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });

  it('lets a field worker change their own password: wrong current refused, other sessions end, this one stays', async () => {
    const me = await open('phone', 'user', '/user/password');
    const otherDevice = await apiLogin(me.username, me.password);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('my-new-pass-7');
    await page.getByLabel('Confirm new password').fill('my-new-pass-7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is incorrect').waitFor();

    await page.getByLabel('Current password').fill(me.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('notice').filter({ hasText: 'Password changed' }).waitFor();
    expect(await checkAuth(otherDevice)).toBe(401);
    expect(await checkAuth(me.token)).toBe(200);
    await apiLogin(me.username, 'my-new-pass-7');
  });

  it('keeps the Staff page for admins: a field worker is sent away and the API answers 403', async () => {
    const me = await open('desktop', 'user', '/admin/staff');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'), { timeout: 10_000 });
    expect((await api('/api/users', { token: me.token })).status).toBe(403);
  });
});
