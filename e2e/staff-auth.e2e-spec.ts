/// <reference lib="dom" />
/**
 * Staff area: sign-in per role and the redirects, guards, 401 handling, logout revoking the
 * session, the panels' shells (sidebar, drawer on phones), and Add User.
 */
import { api, apiLogin, createUser, loginAs, newContext, useBrowser, usePageAt } from './support/browser';
import { signInWithForm } from './support/staff-helpers';

// The project-level testTimeout is not applied by jest 30 (global option), so set it here.
jest.setTimeout(180_000);

describe('staff area: sign-in, guards and panels', () => {
  const chromium = useBrowser();
  const t = usePageAt(chromium, 'desktop');

  const token = () => t.page.evaluate(() => localStorage.getItem('token'));

  it('signs an admin in: notice, then /admin after 1.5 s with the Admin Panel', async () => {
    const admin = await createUser('admin');
    await signInWithForm(t.page, admin);
    const notice = t.page.getByTestId('notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Login successful');
    expect(new URL(t.page.url()).pathname).toBe('/login'); // still there during the delay
    await t.page.waitForURL('**/admin', { timeout: 5000 });
    expect(await token()).toBeTruthy();
    const sidebar = t.page.getByRole('complementary');
    await sidebar.getByText('Admin Panel').waitFor();
    for (const label of ['Add User', 'Add Prop', 'View Prop', 'View Price Prop', 'Add Gallery', 'Add Themes', 'Media']) {
      expect(await sidebar.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
    expect(await sidebar.getByRole('button', { name: 'Logout' }).count()).toBe(1);
  });

  it('signs a user in to /user (Dashboard, Task, Utilize, Logout)', async () => {
    const user = await createUser('user');
    await signInWithForm(t.page, user);
    await t.page.waitForURL(/\/user(\/dashboard)?$/, { timeout: 5000 });
    await t.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const sidebar = t.page.getByRole('complementary');
    await sidebar.getByText('User Panel').waitFor();
    expect(await sidebar.getByRole('link', { name: 'Task', exact: true }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Utilize', exact: true }).count()).toBe(1);
    expect(await sidebar.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Add User' }).count()).toBe(0);
  });

  it('shows the server message on a wrong password and stays on /login', async () => {
    const user = await createUser('user');
    await signInWithForm(t.page, { username: user.username, password: 'wrong-password' });
    const notice = t.page.getByTestId('notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/invalid username or password/i);
    await t.page.waitForTimeout(1800);
    expect(new URL(t.page.url()).pathname).toBe('/login');
    expect(await token()).toBeNull();
  });

  it('shows Loading... while the session is checked', async () => {
    await loginAs(t.page, 'admin');
    await t.page.route('**/api/check-auth', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await t.page.goto('/admin/add-user');
    await t.page.getByText('Loading...').first().waitFor({ timeout: 5000 });
    await t.page.getByRole('heading', { name: 'Add User' }).waitFor();
  });

  it('sends visitors without a session to /login', async () => {
    for (const path of ['/admin', '/admin/add-gallery', '/user', '/user/task']) {
      await t.page.goto(path);
      await t.page.waitForURL('**/login');
    }
  });

  it('sends a user away from /admin and an admin away from /user', async () => {
    await loginAs(t.page, 'user');
    await t.page.goto('/admin/add-user');
    await t.page.waitForURL('**/login');

    const other = await t.context.newPage();
    await loginAs(other, 'admin');
    await other.goto('/user/dashboard');
    await other.waitForURL('**/login');
  });

  it('a garbage token is removed and the browser goes to /login', async () => {
    await t.page.goto('/');
    await t.page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await t.page.goto('/admin');
    await t.page.waitForURL('**/login');
    expect(await token()).toBeNull();
  });

  it('a token revoked elsewhere: the next API call (401) removes it and goes to /login', async () => {
    const admin = await loginAs(t.page, 'admin');
    await t.page.goto('/admin/add-user');
    await t.page.getByRole('heading', { name: 'Add User' }).waitFor();
    // Revoke the session from outside (as another tab's logout would).
    expect((await api('/api/auth/logout', { method: 'POST', token: admin.token })).status).toBe(200);
    await t.page.getByLabel('Username').fill(`someone${Date.now()}`);
    await t.page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await t.page.getByLabel('Confirm Password').fill('secret-pass');
    await t.page.getByRole('button', { name: 'Add User' }).click();
    await t.page.waitForURL('**/login');
    expect(await token()).toBeNull();
  });

  it('logout asks for confirmation, revokes the token and goes to /login', async () => {
    const admin = await loginAs(t.page, 'admin');
    await t.page.goto('/admin');
    await t.page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    const dialog = t.page.getByRole('alertdialog');
    await dialog.getByText('Logout Confirmation').waitFor();
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(t.page.url()).pathname).toBe('/admin');

    await t.page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    await t.page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await t.page.waitForURL('**/login');
    expect(await token()).toBeNull();
    const check = await api<{ isAuthenticated?: boolean }>('/api/check-auth', { token: admin.token });
    expect(check.status).toBe(401);
  });

  it('the logout child route shows only the word logout', async () => {
    await loginAs(t.page, 'user');
    await t.page.goto('/user/logout');
    await t.page.getByText('logout', { exact: true }).waitFor();
  });

  it('Add User: validation messages, success popup, duplicate from the server', async () => {
    await loginAs(t.page, 'admin');
    await t.page.goto('/admin/add-user');
    const submit = t.page.getByRole('button', { name: 'Add User' });
    expect(await t.page.getByLabel('Role').inputValue()).toBe('user');

    await submit.click();
    await t.page.getByText('Username is required').waitFor();
    await t.page.getByText('Password is required').waitFor();

    await t.page.getByLabel('Username').fill('   ');
    await t.page.getByLabel('Password', { exact: true }).fill('12345');
    await t.page.getByLabel('Confirm Password').fill('12345');
    await submit.click();
    await t.page.getByText('Username is required').waitFor();
    await t.page.getByText('Password must be at least 6 characters').waitFor();

    const username = `fieldworker${Date.now().toString(36)}`;
    await t.page.getByLabel('Username').fill(username);
    await t.page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await t.page.getByLabel('Confirm Password').fill('secret-pass2');
    await submit.click();
    await t.page.getByText('Passwords do not match').waitFor();

    await t.page.getByLabel('Confirm Password').fill('secret-pass');
    await t.page.getByLabel('Role').selectOption('admin');
    await submit.click();
    const notice = t.page.getByTestId('notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('User added successfully!');
    await t.page.getByRole('button', { name: 'Close' }).first().click();
    await notice.waitFor({ state: 'detached' });
    expect(await t.page.getByLabel('Username').inputValue()).toBe('');
    // The new admin can sign in and has the admin role.
    const newToken = await apiLogin(username, 'secret-pass');
    expect((await api<{ role: string }>('/api/check-auth', { token: newToken })).body.role).toBe('admin');

    // Same username again: the server's message is shown.
    await t.page.getByLabel('Username').fill(username);
    await t.page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await t.page.getByLabel('Confirm Password').fill('secret-pass');
    await submit.click();
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/already taken/i);
  });

  it('on a phone the sidebar is a drawer', async () => {
    const phone = await newContext(chromium.browser, 'phone');
    const p = await phone.newPage();
    await loginAs(p, 'admin');
    await p.goto('/admin');
    // The home opens on today; the sidebar's links are in the closed drawer, not on the page.
    await p.getByRole('heading', { level: 1, name: /^Today, / }).waitFor();
    expect(await p.getByRole('link', { name: 'Add Gallery', exact: true }).count()).toBe(0);
    await p.getByRole('button', { name: 'Open menu' }).click();
    const drawer = p.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Add Themes', exact: true }).click();
    await p.waitForURL('**/admin/add-themes');
    await drawer.waitFor({ state: 'detached' });
    await p.getByRole('heading', { name: 'Add Theme' }).waitFor();
    await phone.close();
  });
});
