/**
 * Field workers offline (docs/architecture.md §14) in Chromium with Playwright's offline mode and the fake camera:
 * a worker on a 390 px phone starts the day online, loses the network, photographs every prop (they wait on the
 * phone), reloads the page without a network (the service worker and IndexedDB bring the task back where it was),
 * gets the network back, and every photo reaches the admin's View Prop exactly once; a prop the admin removed
 * meanwhile is reported and dropped, not retried. The selfie step says it needs a network.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminCredentials, api, apiLogin, createUser, launchBrowser, newContext, type ApiUser } from './support/browser';
import { makeJpeg } from './support/staff-helpers';

// The project's testTimeout is not applied by jest to a file run on its own; browser flows need minutes.
jest.setTimeout(240_000);

const run = Date.now().toString(36);

async function addProp(adminToken: string, name: string, price: number, seed: number): Promise<string> {
  const image = `data:image/jpeg;base64,${(await makeJpeg(seed, 320, 240)).toString('base64')}`;
  const res = await api<{ property: { _id: string } }>('/api/props', { method: 'POST', token: adminToken, json: { name, price, date: '01/01/2026', image } });
  if (res.status !== 201) throw new Error(`addProp failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.property._id;
}

async function signIn(page: Page, user: ApiUser) {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
}

/** The staff area registered the service worker and it controls the page (its precache is in). */
async function serviceWorkerInControl(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 60_000 });
}

async function captureAndSave(page: Page) {
  const modal = page.getByTestId('task-prop-modal');
  const preview = page.getByTestId('task-preview');
  const shot = modal.getByRole('button', { name: 'Capture Photo' });
  await shot.and(page.locator(':not([disabled])')).waitFor();
  await shot.click();
  await preview.getByRole('button', { name: 'Save Photo' }).click();
  await preview.waitFor({ state: 'detached' });
}

interface CompareRow {
  propertyId: string;
  userUplodedImages: { username: string }[];
}

describe('the daily task without a network (browser, offline mode, fake camera)', () => {
  let browser: Browser;
  let adminToken: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = adminCredentials();
    adminToken = await apiLogin(admin.username, admin.password);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });

  it('goes on offline, survives a reload offline, and uploads every photo once when the network is back', async () => {
    const names = [`Cradle ${run}`, `Star ${run}`, `Blanket ${run}`];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) ids.push(await addProp(adminToken, name, 100 * (i + 1), 500 + i));
    const removedName = names[2];
    const worker = await createUser('user');
    // The props were added days ago in real life: their reference images are ready when the day starts.
    for (let i = 0; i < 120; i++) {
      const all = await api<{ image: { status: string } | null }[]>('/api/property-photos/all', { token: worker.token });
      if (all.body.every((p) => p.image?.status !== 'processing')) break;
      await new Promise((r) => setTimeout(r, 500));
    }

    const context = await newContext(browser, 'phone');
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, worker);
    await page.goto('/user/task');
    await page.getByRole('heading', { name: 'Property Photo Task' }).waitFor();
    await serviceWorkerInControl(page);
    // Installable: the staff area links the manifest (192/512 icons, one maskable, start_url /user/task).
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestHref!)).json()) as { start_url: string; display: string; icons: { sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ start_url: '/user/task', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    // The selfie starts the day on the server: online.
    await page.getByRole('button', { name: 'Start Task' }).click();
    const capture = page.getByRole('button', { name: 'Capture Photo' });
    await capture.and(page.locator(':not([disabled])')).waitFor();
    await capture.click();
    await page.getByTestId('task-preview').getByRole('button', { name: 'Save Photo' }).click();
    const modal = page.getByTestId('task-prop-modal');
    const first = modal.getByText(/^Property 1 of \d+$/);
    await first.waitFor();
    const total = Number((await first.textContent())!.split(' of ')[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    // Issue 44: one counter on the capture screen (the spec's 'Property n of total', counted over the day).
    expect(await modal.getByText(/props left today/).count()).toBe(0);
    // The day's reference images are on the phone before the network goes.
    const keptRefs = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const req = indexedDB.open('studio-field-task');
            req.onsuccess = () => {
              const count = req.result.transaction('refs').objectStore('refs').count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => resolve(0);
            };
            req.onerror = () => resolve(0);
          }),
      );
    for (let i = 0; i < 60 && (await keptRefs()) < total; i++) await page.waitForTimeout(250);
    expect(await keptRefs()).toBe(total);

    // The network drops. Two props photographed: both wait on the phone.
    await context.setOffline(true);
    const seen: string[] = [];
    for (let n = 1; n <= 2; n++) {
      await modal.getByText(`Property ${n} of ${total}`).waitFor();
      seen.push((await modal.getByTestId('task-prop-name').textContent()) ?? '');
      await captureAndSave(page);
    }
    await modal.getByText('2 photos waiting to upload').waitFor();
    await modal.getByTestId('task-offline').getByText('Offline · saved on this phone').waitFor();

    // A reload without a network: the task is where it was (the counter goes on), the photos still waiting.
    await page.reload();
    await modal.getByText(`Property 3 of ${total}`).waitFor();
    await modal.getByText('2 photos waiting to upload').waitFor();
    // The reference image comes from the phone (kept when the day started), not from the network.
    await modal.locator('img[src^="blob:"]').first().waitFor();

    // The rest of the props, still offline.
    for (let n = 3; n <= total; n++) {
      await modal.getByText(`Property ${n} of ${total}`).waitFor();
      seen.push((await modal.getByTestId('task-prop-name').textContent()) ?? '');
      await captureAndSave(page);
    }
    expect(seen).toEqual(expect.arrayContaining(names));
    const notice = page.getByTestId('notice');
    await notice.getByText('All available properties have been photographed successfully!').waitFor();
    await notice.getByRole('button', { name: 'Close' }).first().click();
    const status = page.getByTestId('task-status');
    await status.getByText(`${total} photos waiting to upload`).waitFor();
    await status.getByText(`0 of ${total} props left today`).waitFor();
    expect((await api<unknown[]>('/api/property-photos/all', { token: worker.token })).body).toHaveLength(total);

    // Meanwhile the admin removes one of the props.
    expect((await api(`/api/props/${ids[2]}`, { method: 'DELETE', token: adminToken })).status).toBe(200);

    // The network is back: every photo goes up by itself, in order; the removed prop's is reported and dropped.
    await context.setOffline(false);
    await status.getByText('All photos uploaded').waitFor({ timeout: 90_000 });
    const refused = status.getByRole('list', { name: 'Photos the studio did not take' }).getByRole('listitem');
    await refused.filter({ hasText: `Not uploaded: ${removedName}` }).getByText('This prop has been removed, so its photo is no longer needed.').waitFor();
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await refused.waitFor({ state: 'detached' });

    // Exactly once each on the server.
    // Newest props first, 50 a page: this run's are on the first.
    const today = await api<{ responseData: CompareRow[] }>('/api/props/fetch', {
      method: 'POST',
      token: adminToken,
      json: { selectedDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()), page: 1, limit: 50 },
    });
    for (const id of ids.slice(0, 2)) {
      const row = today.body.responseData.find((r) => r.propertyId === id);
      expect(row?.userUplodedImages.filter((p) => p.username === worker.username)).toHaveLength(1);
    }
    expect((await api<unknown[]>('/api/property-photos/all', { token: worker.token })).body).toEqual([]);

    // A reload online: nothing waits, nothing is asked again.
    await page.reload();
    await page.getByText('All properties have been photographed today. Please come back tomorrow.').waitFor();
    await page.getByTestId('task-status').getByText('All photos uploaded').waitFor();

    // The admin's View Prop shows the worker's photo of each (remaining) prop.
    const adminContext = await newContext(browser, 'desktop');
    contexts.push(adminContext);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/');
    await adminPage.evaluate((token) => localStorage.setItem('token', token), adminToken);
    await adminPage.goto('/admin/view-prop');
    await adminPage.getByRole('heading', { name: 'Prop Image Comparison' }).waitFor();
    for (const name of names.slice(0, 2)) {
      let row = adminPage.getByTestId('compare-row').filter({ hasText: name });
      for (let i = 0; i < 20 && !(await row.count()); i++) {
        await adminPage.getByTestId('compare-row').last().scrollIntoViewIfNeeded();
        await adminPage.waitForTimeout(300);
        row = adminPage.getByTestId('compare-row').filter({ hasText: name });
      }
      await row.getByTestId('worker-photo').filter({ hasText: worker.username }).waitFor();
      expect(await row.getByTestId('worker-photo').filter({ hasText: worker.username }).count()).toBe(1);
    }
  });

  it('says the selfie step needs a network', async () => {
    const worker = await createUser('user');
    const context = await newContext(browser, 'phone');
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, worker);
    await page.goto('/user/task');
    await serviceWorkerInControl(page);
    await page.getByRole('button', { name: 'Start Task' }).click();
    await context.setOffline(true);
    await page.getByTestId('task-needs-network').getByText('Starting the day needs a network.', { exact: false }).waitFor();
    const capture = page.getByRole('button', { name: 'Capture Photo' });
    await capture.and(page.locator(':not([disabled])')).waitFor();
    await capture.click();
    await page.getByTestId('task-preview').getByRole('button', { name: 'Save Photo' }).click();
    await page
      .getByTestId('notice')
      .getByText('Starting the day needs a network.', { exact: false })
      .waitFor()
      .catch(async (e: Error) => {
        await page.screenshot({ path: '/tmp/offline-selfie.png' });
        throw e;
      });
    expect((await api<{ hasPhotoToday: boolean }>('/api/property-photos/check-today', { token: worker.token })).body.hasPhotoToday).toBe(false);
  });
});
