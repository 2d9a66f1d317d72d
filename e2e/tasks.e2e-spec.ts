/**
 * Props and the daily photo task in Chromium with the fake camera: a field worker on a phone
 * completes the task (selfie, then every remaining prop, with a pause and resume), the admin sees
 * the day's comparison on View Prop, and Utilize shares 100 over props priced 100 and 300 as
 * Earned ₹25.00 and ₹75.00.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminCredentials, api, apiLogin, createUser, launchBrowser, newContext, type ApiUser } from './support/browser';
import { makeJpeg } from './support/staff-helpers';

// The project's testTimeout is not applied by jest to a file run on its own; browser flows need minutes.
jest.setTimeout(180_000);

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

async function closeNotice(page: Page, text: string) {
  const notice = page.getByTestId('notice');
  await notice.getByText(text).waitFor();
  await notice.getByRole('button', { name: 'Close' }).first().click();
  await notice.waitFor({ state: 'detached' });
}

describe('props and the daily photo task (browser, fake camera)', () => {
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

  it("completes a day's task on a phone with pause and resume, and the admin sees the photos on View Prop", async () => {
    const names = [`Crib ${run}`, `Moon ${run}`, `Basket ${run}`];
    for (const [i, name] of names.entries()) await addProp(adminToken, name, 100 * (i + 1), 300 + i);

    const worker = await createUser('user');
    const context = await newContext(browser, 'phone');
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, worker);
    await page.goto('/user/task');
    await page.getByRole('heading', { name: 'Property Photo Task' }).waitFor();
    await page.getByText('Click start to begin capturing photos for properties').waitFor();
    await page.getByRole('button', { name: 'Start Task' }).click();

    // The selfie: live front camera, capture, preview with Retake, capture again, save.
    await page.getByRole('heading', { name: 'Take Your Photo' }).waitFor();
    const capture = page.getByRole('button', { name: 'Capture Photo' });
    await capture.and(page.locator(':not([disabled])')).waitFor();
    await capture.click();
    const preview = page.getByTestId('task-preview');
    await preview.getByRole('heading', { name: 'Preview Photo' }).waitFor();
    await preview.getByRole('button', { name: 'Retake' }).click();
    await preview.waitFor({ state: 'detached' });
    await capture.click();
    await preview.getByRole('button', { name: 'Save Photo' }).click();

    // Every remaining prop (ours, and any others in this run's database), with a pause and resume at the second one.
    const modal = page.getByTestId('task-prop-modal');
    await modal.getByText(/^Property 1 of \d+$/).waitFor();
    const total = Number((await modal.getByText(/^Property 1 of \d+$/).textContent())!.split(' of ')[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    for (let n = 1; n <= total; n++) {
      await modal.getByText(`Property ${n} of ${total}`).waitFor();
      expect(await modal.getByRole('heading').first().textContent()).toMatch(/^Capture Photo for:/);
      seen.push((await modal.getByTestId('task-prop-name').textContent()) ?? '');
      if (n === 2) {
        await modal.getByRole('button', { name: 'Pause Task' }).click();
        await page.getByText('Task Paused - You can resume your task from where you left off.').waitFor();
        await page.getByRole('button', { name: 'Resume Task' }).click();
        await modal.getByText(`Property 2 of ${total}`).waitFor();
      }
      const shot = modal.getByRole('button', { name: 'Capture Photo' });
      await shot.and(page.locator(':not([disabled])')).waitFor();
      await shot.click();
      await preview.getByRole('button', { name: 'Save Photo' }).click();
      await preview.waitFor({ state: 'detached' });
    }
    expect(seen).toEqual(expect.arrayContaining(names));
    await closeNotice(page, 'All available properties have been photographed successfully!');
    await page.getByRole('heading', { name: 'All Photos Completed!' }).waitFor();
    await page.getByText('You have taken photos of all properties for today.').waitFor();
    await page.getByText('Please come back tomorrow for new tasks.').waitFor();

    // The photos wait on the phone until the server has them (docs/architecture.md §14), then: nothing left.
    await page.getByTestId('task-status').getByText('All photos uploaded').waitFor({ timeout: 60_000 });
    await page.reload();
    await page.getByText('All properties have been photographed today. Please come back tomorrow.').waitFor();
    await page.getByRole('heading', { name: 'All Photos Completed!' }).waitFor();
    expect((await api<unknown[]>('/api/property-photos/all', { token: worker.token })).body).toEqual([]);

    // The admin's View Prop for today: the worker's selfie and each prop's photo, labelled with the worker.
    const adminContext = await newContext(browser, 'desktop');
    contexts.push(adminContext);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/');
    await adminPage.evaluate((token) => localStorage.setItem('token', token), adminToken);
    await adminPage.goto('/admin/view-prop');
    await adminPage.getByRole('heading', { name: 'Prop Image Comparison' }).waitFor();
    await adminPage.getByTestId('prop-total').getByText(/^Total Admin Prop till \d{2}\/\d{2}\/\d{4} is : \d+$/).waitFor();
    await adminPage.getByTestId('user-photos').getByText(worker.username).waitFor();
    for (const name of names) {
      let row = adminPage.getByTestId('compare-row').filter({ hasText: name });
      // Newest first, 10 a page: scroll until the prop's row has loaded.
      for (let i = 0; i < 20 && !(await row.count()); i++) {
        await adminPage.getByTestId('compare-row').last().scrollIntoViewIfNeeded();
        await adminPage.waitForTimeout(300);
        row = adminPage.getByTestId('compare-row').filter({ hasText: name });
      }
      await row.getByTestId('worker-photo').filter({ hasText: worker.username }).waitFor();
    }
    // Once the worker has processed them, the photos show as real images (not placeholders).
    const deadline = Date.now() + 60_000;
    const firstRow = adminPage.getByTestId('compare-row').filter({ hasText: names[0] });
    while (Date.now() < deadline && !(await firstRow.getByTestId('worker-photo').getByTestId('prop-image').count())) {
      await adminPage.waitForTimeout(1000);
      await adminPage.reload();
      await adminPage.getByRole('heading', { name: 'Prop Image Comparison' }).waitFor();
    }
    await firstRow.getByTestId('worker-photo').getByTestId('prop-image').first().waitFor({ timeout: 5000 });
    const img = firstRow.getByTestId('worker-photo').locator('img').first();
    // A field worker's photo is never public: its URL is signed and expires, and the browser shows it.
    expect(await img.getAttribute('src')).toMatch(/^\/media\/variants\/[\w-]+\/\w+\.(webp|jpg)\?exp=\d+&sig=[\w-]+$/);
    await adminPage.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle(), { timeout: 10_000 });
  });

  it('Utilize shares 100 over props priced 100 and 300 as Earned ₹25.00 and ₹75.00', async () => {
    const tag = `util${run}`;
    await addProp(adminToken, `Swing ${tag}`, 100, 401);
    await addProp(adminToken, `Drum ${tag}`, 300, 402);
    const worker = await createUser('user');
    const context = await newContext(browser, 'desktop');
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, worker);
    await page.goto('/user/utilize');
    await page.getByRole('heading', { name: 'Prop Gallery' }).waitFor();
    await page.getByPlaceholder('Search by name or price').fill(tag);
    const cards = page.getByTestId('utilize-card');
    await page.waitForFunction((t) => {
      const all = Array.from(document.querySelectorAll('[data-testid="utilize-card"]'));
      return all.length === 2 && all.every((c) => c.textContent?.includes(t));
    }, tag);

    await cards.filter({ hasText: `Swing ${tag}` }).click();
    await page.getByText('1 images selected').waitFor();
    await cards.filter({ hasText: `Drum ${tag}` }).click();
    await page.getByText('2 images selected').waitFor();
    await page.getByLabel('Total amount').fill('100');
    await page.getByRole('button', { name: 'Calculate Prices' }).click();

    await cards.filter({ hasText: `Swing ${tag}` }).getByText('Earned: ₹25.00').waitFor();
    await cards.filter({ hasText: `Drum ${tag}` }).getByText('Earned: ₹75.00').waitFor();
    // The selection and the amount are cleared.
    await page.getByRole('button', { name: 'Calculate Prices' }).waitFor({ state: 'detached' });
    expect(await page.locator('.utilize-card[aria-pressed="true"]').count()).toBe(0);

    // The admin's price overview shows the same, in INR with 2 decimals.
    const adminContext = await newContext(browser, 'desktop');
    contexts.push(adminContext);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/');
    await adminPage.evaluate((token) => localStorage.setItem('token', token), adminToken);
    await adminPage.goto('/admin/view-price-prop');
    await adminPage.getByRole('heading', { name: 'Property Price Overview' }).waitFor();
    await adminPage.getByPlaceholder('Search properties...').fill(tag);
    const rows = adminPage.getByTestId('price-row');
    // The search goes out 500 ms after typing stops; then only the two props are listed.
    await adminPage.waitForFunction((t) => {
      const all = Array.from(document.querySelectorAll('[data-testid="price-row"]'));
      return all.length === 2 && all.every((r) => r.textContent?.includes(t));
    }, tag);
    await rows.filter({ hasText: `Swing ${tag}` }).getByTestId('earned').getByText('₹25.00').waitFor();
    await rows.filter({ hasText: `Drum ${tag}` }).getByTestId('earned').getByText('₹75.00').waitFor();
    await adminPage.getByTestId('price-table').getByRole('columnheader', { name: 'Earned' }).waitFor();
  });

  it('Add Prop: spec validation, a forbidden name, and a photo from the camera', async () => {
    const context = await newContext(browser, 'desktop');
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('token', token), adminToken);
    await page.goto('/admin/add-prop');
    await page.getByRole('heading', { name: 'Add Prop' }).waitFor();

    await page.getByRole('button', { name: 'Add Prop' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Price is required').waitFor();
    await page.getByText('Image is required').waitFor();

    await page.getByLabel('Prop Name').fill('Not NULL at all');
    await page.getByLabel('Price').fill('249.50');
    await page.getByRole('button', { name: 'Use Camera' }).click();
    const dialog = page.getByTestId('camera-dialog');
    await dialog.getByRole('heading', { name: 'Take Photo' }).waitFor();
    const capture = dialog.getByRole('button', { name: 'Capture Photo' });
    await capture.and(page.locator(':not([disabled])')).waitFor();
    await capture.click();
    await dialog.waitFor({ state: 'detached' });
    const preview = page.getByTestId('prop-preview');
    expect(await preview.locator('img').getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    // Remove, then take it again.
    await preview.getByRole('button', { name: 'Remove image' }).click();
    await preview.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Use Camera' }).click();
    await capture.and(page.locator(':not([disabled])')).waitFor();
    await capture.click();
    await preview.waitFor();

    await page.getByRole('button', { name: 'Add Prop' }).click();
    await closeNotice(page, 'Invalid property name');

    const name = `Camera Prop ${run}`;
    await page.getByLabel('Prop Name').fill(name);
    await page.getByRole('button', { name: 'Add Prop' }).click();
    await closeNotice(page, 'Property added successfully!');
    expect(await page.getByLabel('Prop Name').inputValue()).toBe('');

    const list = await api<Array<{ name: string; pricePaise: number; image: { id: string } }>>(`/api/props/images?search=${encodeURIComponent(name)}`, { token: adminToken });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ name, pricePaise: 24950 });
  });
});
