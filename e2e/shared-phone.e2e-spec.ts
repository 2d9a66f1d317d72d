/**
 * A shared field phone keeps nobody else's work (docs/architecture.md §16), in Chromium at 375 px with the fake camera:
 * worker A photographs a prop offline, logs out (the dialog says how many photos still wait), and A's token is then in
 * neither localStorage nor IndexedDB; worker B signs in on the same browser and starts the day, and A's waiting photo
 * is not uploaded under B (nor under A): it stays on the phone, A's, for A's next sign-in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminCredentials, api, apiLogin, createUser, launchBrowser, newContext, type ApiUser } from './support/browser';
import { makeJpeg } from './support/staff-helpers';

jest.setTimeout(240_000);

const run = Date.now().toString(36);

async function signIn(page: Page, user: ApiUser) {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
}

/** Every value of every store of the field task's database, as text (a Blob shows as {}): where a token could hide. */
const fieldDbText = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const req = indexedDB.open('studio-field-task');
        req.onsuccess = () => {
          const db = req.result;
          const names = [...db.objectStoreNames];
          const out: unknown[] = [];
          const tx = db.transaction(names);
          for (const n of names) {
            const all = tx.objectStore(n).getAll();
            all.onsuccess = () => out.push(...all.result);
          }
          tx.oncomplete = () => resolve(JSON.stringify(out));
        };
        req.onerror = () => resolve('');
      }),
  );

/** The owners of the captures waiting on the phone. */
const waitingOwners = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const req = indexedDB.open('studio-field-task');
        req.onsuccess = () => {
          const all = req.result.transaction('captures').objectStore('captures').getAll();
          all.onsuccess = () => resolve(all.result.map((c: { owner?: string }) => c.owner ?? ''));
        };
        req.onerror = () => resolve([]);
      }),
  );

describe('a shared field phone (browser, offline mode, fake camera)', () => {
  let browser: Browser;
  let adminToken: string;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = adminCredentials();
    adminToken = await apiLogin(admin.username, admin.password);
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  it("A's offline photo goes only with A's session; logout says it waits and leaves A's token nowhere", async () => {
    const image = `data:image/jpeg;base64,${(await makeJpeg(900, 320, 240)).toString('base64')}`;
    const prop = await api<{ property: { _id: string } }>('/api/props', { method: 'POST', token: adminToken, json: { name: `Basket ${run}`, price: 150, date: '01/01/2026', image } });
    expect(prop.status).toBe(201);
    const propId = prop.body.property._id;
    const a = await createUser('user');
    const b = await createUser('user');
    for (let i = 0; i < 120; i++) {
      const all = await api<{ image: { status: string } | null }[]>('/api/property-photos/all', { token: a.token });
      if (all.body.every((p) => p.image?.status !== 'processing')) break;
      await new Promise((r) => setTimeout(r, 500));
    }

    context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await signIn(page, a);
    await page.goto('/user/task');
    await page.getByRole('heading', { name: 'Property Photo Task' }).waitFor();
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 60_000 });

    // A starts the day online (the selfie), then photographs a prop without a network.
    await page.getByRole('button', { name: 'Start Task' }).click();
    const capture = page.getByRole('button', { name: 'Capture Photo' });
    await capture.and(page.locator(':not([disabled])')).waitFor();
    await capture.click();
    await page.getByTestId('task-preview').getByRole('button', { name: 'Save Photo' }).click();
    const modal = page.getByTestId('task-prop-modal');
    await modal.getByText(/^Property 1 of \d+$/).waitFor();
    await context.setOffline(true);
    const shot = modal.getByRole('button', { name: 'Capture Photo' });
    await shot.and(page.locator(':not([disabled])')).waitFor();
    await shot.click();
    await page.getByTestId('task-preview').getByRole('button', { name: 'Save Photo' }).click();
    await page.getByTestId('task-preview').waitFor({ state: 'detached' });
    // On the capture screen, or the task's status once this was the day's last prop.
    await page.getByText('1 photo waiting to upload').first().waitFor();
    expect(await waitingOwners(page)).toEqual([a.username]);

    // A logs out, still offline: the dialog says the photo waits, and the token leaves every store.
    await page.goto('/user');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByTestId('logout-waiting').getByText('1 photo you took is still waiting to upload.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(a.token);
    expect(await fieldDbText(page)).not.toContain(a.token);
    expect(await waitingOwners(page)).toEqual([a.username]);

    // B signs in on the same phone, online: A's photo is not sent under B's session.
    await context.setOffline(false);
    await signIn(page, b);
    await page.goto('/user/task');
    await page.getByRole('heading', { name: 'Property Photo Task' }).waitFor();
    // B starts the day (the selfie), so the server would take a prop photo sent under B's session: none must go.
    await page.getByRole('button', { name: 'Start Task' }).click();
    await capture.and(page.locator(':not([disabled])')).waitFor();
    await capture.click();
    await page.getByTestId('task-preview').getByRole('button', { name: 'Save Photo' }).click();
    await modal.getByText(/^Property 1 of \d+$/).waitFor();
    await page.waitForTimeout(5000); // the upload queue's turn (it runs at once online)
    expect(await waitingOwners(page)).toEqual([a.username]);
    const today = await api<{ responseData: { propertyId: string; userUplodedImages: { username: string }[] }[] }>('/api/props/fetch', {
      method: 'POST',
      token: adminToken,
      json: { selectedDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()), page: 1, limit: 50 },
    });
    // Nobody's: not under B (whose session runs now), nor under A (who is signed out).
    const uploaders = today.body.responseData.flatMap((r) => r.userUplodedImages.map((p) => p.username));
    expect(uploaders.filter((u) => u === a.username || u === b.username)).toEqual([]);
    expect(today.body.responseData.some((r) => r.propertyId === propId)).toBe(true);
    expect(await fieldDbText(page)).not.toContain(a.token);
  });
});
