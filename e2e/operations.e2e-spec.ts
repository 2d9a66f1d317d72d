/// <reference lib="dom" />
/**
 * Operations (issue 8): an operator signs in, watches a batch flow through the Processing page (paused, the
 * photos wait; resumed, they are processed) and opens the queue dashboard (bull-board) with the cookie the
 * sign-in set. A `user` session is refused by the dashboard.
 */
import { api, createUser, useBrowser, usePageAt } from './support/browser';
import { makeJpeg, seedOf, signInWithForm } from './support/staff-helpers';

jest.setTimeout(180_000);

describe('operations: Processing page and queue dashboard', () => {
  const chromium = useBrowser();
  const t = usePageAt(chromium, 'desktop');

  const count = (queue: string, key: string) => t.page.getByTestId(`queue-${queue}`).getByTestId(`count-${key}`).textContent();

  it('an admin watches a batch wait while paused and flow through once resumed, then opens the dashboard', async () => {
    const admin = await createUser('admin');
    await signInWithForm(t.page, admin);
    await t.page.waitForURL('**/admin', { timeout: 10_000 });
    await t.page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Processing' }).click();
    await t.page.waitForURL('**/admin/processing');
    const images = t.page.getByTestId('queue-images');
    await images.waitFor();
    await t.page.getByTestId('queue-enquiries').waitFor();

    // Other browser specs share this stack (one uploads a broken file on purpose): count failures from here on.
    const failedBefore = Number(await count('images', 'failed'));
    await images.getByRole('button', { name: 'Pause' }).click();
    await images.getByText('Paused').waitFor();
    try {
      const prefix = `ops-${Date.now()}`;
      for (let i = 0; i < 3; i++) {
        const form = new FormData();
        form.set('title', 'Operations');
        form.append('image', new Blob([new Uint8Array(await makeJpeg(seedOf(prefix) + i))], { type: 'image/jpeg' }), `${prefix}-${i}.jpg`);
        const res = await api('/api/gallery/add', { method: 'POST', token: admin.token, body: form });
        expect(res.status).toBe(201);
      }
      // Polled: the three photos show up as waiting.
      await t.page.waitForFunction(
        () => Number(document.querySelector('[data-testid="queue-images"] [data-testid="count-waiting"]')?.textContent) >= 3,
        undefined,
        { timeout: 15_000 },
      );
    } finally {
      await images.getByRole('button', { name: 'Resume' }).click();
    }
    await images.getByText('Running').waitFor();
    await t.page.waitForFunction(
      () => {
        const n = (k: string) => Number(document.querySelector(`[data-testid="queue-images"] [data-testid="count-${k}"]`)?.textContent);
        return n('waiting') === 0 && n('active') === 0;
      },
      undefined,
      { timeout: 60_000 },
    );
    expect(Number(await count('images', 'failed'))).toBe(failedBefore);

    // The dashboard, in the same browser: authorised by the HttpOnly cookie the sign-in set.
    const cookies = await t.context.cookies();
    const board = cookies.find((c) => c.name === 'studio_board');
    expect(board).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin/queues' });
    const res = await t.page.goto('/admin/queues');
    expect(res?.status()).toBe(200);
    await t.page.getByText('images', { exact: true }).first().waitFor({ timeout: 20_000 });
  });

  it('refuses the dashboard to a user session and sends anonymous visitors to sign in', async () => {
    const anonymous = await t.page.goto('/admin/queues');
    expect(new URL(t.page.url()).pathname).toBe('/login');
    expect(anonymous?.ok()).toBe(true);

    const user = await createUser('user');
    const res = await fetch(`${new URL(t.page.url()).origin}/admin/queues/api/queues`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(403);
  });
});
