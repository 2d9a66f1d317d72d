/// <reference lib="dom" />
/**
 * Staff uploads: Add Gallery with a batch of 30 generated photos (progress to ready, then on
 * /gallery), a refused wrong-type file, a duplicate skipped, resume after a reload; Add Theme
 * (premium shows under 'Premium' on /theme); the media manager.
 */
import { api, type ApiUser, loginAs, useBrowser, usePageAt } from './support/browser';
import { makeJpeg, makeJpegFiles, seedOf, waitForBatch } from './support/staff-helpers';

// The project-level testTimeout is not applied by jest 30 (global option), so set it here.
jest.setTimeout(180_000);

describe('staff uploads', () => {
  const chromium = useBrowser();
  const t = usePageAt(chromium, 'desktop');
  let admin: ApiUser;
  const run = Date.now().toString(36);

  beforeEach(async () => {
    t.page.on('dialog', (d) => void d.accept()); // "leave page?" while files are still being sent
    admin = await loginAs(t.page, 'admin');
  });

  async function fillGalleryForm(title: string, description: string) {
    const select = t.page.locator('select#gallery-title');
    await t.page.locator('#gallery-title:not([disabled])').waitFor();
    if (await select.count()) {
      const options = await select.locator('option').allTextContents();
      expect(options[0]).toBe('Select a title');
      expect(options[options.length - 1]).toBe('Other (Add new title)');
      if (options.includes(title)) await select.selectOption(title);
      else {
        await select.selectOption({ label: 'Other (Add new title)' });
        await t.page.getByLabel('New title').fill(title);
      }
    } else {
      await t.page.getByLabel('Title').fill(title);
    }
    await t.page.getByLabel('Description').fill(description);
  }

  it('uploads a batch of 30 photos with progress to ready, and they show on /gallery', async () => {
    const title = `Batch ${run}`;
    await t.page.goto('/admin/add-gallery');
    await t.page.getByRole('heading', { name: 'Add Gallery' }).waitFor();

    // Spec: all fields are required.
    await t.page.getByRole('button', { name: 'Add Gallery Image' }).click();
    await t.page.getByTestId('notice').getByText('Please fill in all fields').waitFor();
    await t.page.getByTestId('notice').getByRole('button', { name: 'Close' }).first().click();

    const files = await makeJpegFiles(`b${run}`, 30);
    const uploads: string[] = [];
    t.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/gallery/add')) uploads.push(r.url());
    });
    let maxUploading = 0;

    await t.page.setInputFiles('#gallery-image', files);
    await t.page.getByText('30 photos selected').waitFor();
    await fillGalleryForm(title, 'Generated test photos');
    await t.page.getByRole('button', { name: 'Add Gallery Image' }).click();

    // The overall bar moves, then every file reaches ready.
    const bar = t.page.getByRole('progressbar', { name: 'Batch progress' });
    await bar.waitFor();
    const counts = await waitForBatch(
      t.page,
      (c) => c.ready === 30,
      180_000,
      (c) => (maxUploading = Math.max(maxUploading, c.uploading ?? 0)),
    );
    expect(counts).toMatchObject({ ready: 30, failed: 0, submitted: 30, done: 30 });
    const notice = t.page.getByTestId('notice');
    await notice.getByText('30 gallery images added successfully!').waitFor();
    await notice.getByRole('button', { name: 'Close' }).first().click();
    await notice.waitFor({ state: 'detached' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(uploads).toHaveLength(30);
    expect(maxUploading).toBeLessThanOrEqual(4); // at most 4 uploads at once
    expect(maxUploading).toBeGreaterThan(0);

    // Public gallery: the new category holds the 30 photos.
    await t.page.goto('/gallery');
    await t.page.getByRole('button', { name: title, exact: true }).click();
    await t.page.getByTestId('gallery-item').first().waitFor();
    const list = await api<{ images: unknown[] }>(`/api/gallery/all?category=${encodeURIComponent(title)}&limit=50`);
    expect(list.body.images).toHaveLength(30);
  });

  it('refuses a wrong-type file before upload and skips a photo already in the gallery', async () => {
    const title = `Dupes ${run}`;
    const [photo] = await makeJpegFiles(`d${run}`, 1);
    // Put the photo in the gallery first (through the API, as an earlier batch would have).
    const form = new FormData();
    form.append('title', title);
    form.append('description', 'first copy');
    form.append('image', new Blob([new Uint8Array(photo.buffer)], { type: 'image/jpeg' }), photo.name);
    const first = await fetch(`${(await import('./support/browser')).baseUrl()}/api/gallery/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(first.status).toBe(201);

    await t.page.goto('/admin/add-gallery');
    const uploads: string[] = [];
    t.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/gallery/add')) uploads.push(r.url());
    });
    const fresh = { name: `fresh-${run}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(seedOf(`fresh${run}`)) };
    await t.page.setInputFiles('#gallery-image', [
      { ...photo, name: `copy-of-${photo.name}` },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      fresh,
    ]);
    const refused = t.page.locator('[data-testid="upload-row"][data-name="notes.txt"]');
    await refused.waitFor();
    expect(await refused.getAttribute('data-state')).toBe('refused');
    expect(await refused.textContent()).toContain('Not an accepted image type');

    const copy = t.page.locator(`[data-testid="upload-row"][data-name="copy-of-${photo.name}"]`);
    await t.page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-state') === 'skipped', `[data-testid="upload-row"][data-name="copy-of-${photo.name}"]`);
    expect(await copy.textContent()).toContain('Already in the gallery');

    await fillGalleryForm(title, 'second batch');
    await t.page.getByRole('button', { name: 'Add Gallery Image' }).click();
    await waitForBatch(t.page, (c) => c.ready === 1 && c.skipped === 1 && c.refused === 1);
    expect(uploads).toHaveLength(1); // only the new photo was sent
  });

  it('resumes after a reload: finished files are not sent again, the rest continue', async () => {
    const title = `Resume ${run}`;
    const files = await makeJpegFiles(`r${run}`, 8);
    await t.page.goto('/admin/add-gallery');
    // Let three uploads through, then the connection "drops" for the rest.
    let allowed = 0;
    await t.page.route('**/api/gallery/add', async (route) => {
      if (allowed < 3) {
        allowed++;
        await route.continue();
      } else await route.abort('connectionreset');
    });
    await t.page.setInputFiles('#gallery-image', files);
    await fillGalleryForm(title, 'resume test');
    await t.page.getByRole('button', { name: 'Add Gallery Image' }).click();
    await waitForBatch(t.page, (c) => c.ready + c.processing === 3);
    await t.page.waitForTimeout(1200); // the batch is saved at most once a second
    await t.page.unroute('**/api/gallery/add');

    await t.page.reload();
    await t.page.getByTestId('resume-banner').waitFor();
    const afterReload = await waitForBatch(t.page, (c) => c['needs-file'] === 5);
    expect(afterReload.ready + afterReload.processing).toBe(3);

    const uploads: string[] = [];
    t.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/gallery/add')) uploads.push(r.url());
    });
    await t.page.setInputFiles('#gallery-image', files); // the admin drops the same 8 files again
    const counts = await waitForBatch(t.page, (c) => c.ready === 8, 120_000);
    expect(counts['needs-file']).toBe(0);
    expect(uploads).toHaveLength(5);
    await t.page.getByTestId('merged-note').waitFor();
    const list = await api<{ images: unknown[] }>(`/api/gallery/all?category=${encodeURIComponent(title)}&limit=50`);
    expect(list.body.images).toHaveLength(8);
  });

  it('adds a premium theme that shows under Premium on /theme', async () => {
    const title = `Lantern glow ${run}`;
    await t.page.goto('/admin/add-themes');
    await t.page.getByRole('button', { name: 'Add Theme' }).click();
    await t.page.getByTestId('notice').getByText('Please upload an image').waitFor();
    await t.page.getByTestId('notice').getByRole('button', { name: 'Close' }).first().click();

    await t.page.setInputFiles('#theme-image', { name: 'lantern.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(seedOf(`theme${run}`)) });
    await t.page.getByRole('button', { name: 'Add Theme' }).click();
    await t.page.getByTestId('notice').getByText('Please enter a title').waitFor();
    await t.page.getByTestId('notice').getByRole('button', { name: 'Close' }).first().click();

    await t.page.getByLabel('Title').fill(title);
    await t.page.getByLabel('Premium Theme').check();
    await t.page.getByRole('button', { name: 'Add Theme' }).click();
    const notice = t.page.getByTestId('notice');
    await notice.waitFor();
    expect(await notice.getAttribute('class')).toContain('ui-notice--success');

    const card = t.page.locator(`[data-testid="themes-premium"] [data-theme-title="${title}"]`);
    const end = Date.now() + 60_000;
    for (;;) {
      await t.page.goto('/theme');
      await t.page.getByTestId('themes-premium').waitFor();
      if (await card.count()) break;
      if (Date.now() > end) throw new Error('theme did not appear under Premium');
      await t.page.waitForTimeout(1000);
    }
    expect(await t.page.locator(`[data-testid="themes-general"] [data-theme-title="${title}"]`).count()).toBe(0);
  });

  it('media manager: sees every status with the reason, edits, deletes', async () => {
    // A file that claims to be a JPEG but is not one: refused by the server (415) or failed in processing.
    const title = `Media ${run}`;
    const [good] = await makeJpegFiles(`m${run}`, 1);
    const form = new FormData();
    form.append('title', title);
    form.append('description', 'to edit');
    form.append('image', new Blob([new Uint8Array(good.buffer)], { type: 'image/jpeg' }), good.name);
    const base = (await import('./support/browser')).baseUrl();
    const res = await fetch(`${base}/api/gallery/add`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect(res.status).toBe(201);

    await t.page.goto('/admin/media');
    await t.page.getByRole('heading', { name: 'Media', exact: true }).waitFor();
    const card = t.page.locator(`[data-testid="media-card"][data-title="${title}"]`);
    await card.waitFor();
    await t.page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-status') === 'ready', `[data-testid="media-card"][data-title="${title}"]`, {
      timeout: 60_000,
    });

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = t.page.getByTestId('media-edit');
    await edit.getByLabel('Title').fill(`${title} edited`);
    await edit.getByLabel('Description').fill('edited description');
    await edit.getByRole('button', { name: 'Save' }).click();
    const edited = t.page.locator(`[data-testid="media-card"][data-title="${title} edited"]`);
    await edited.waitFor();
    expect(await edited.textContent()).toContain('edited description');

    // A truncated JPEG passes the upload's type check and fails in processing: shown with its reason, retryable.
    const broken = new FormData();
    broken.append('title', `${title} broken`);
    broken.append('description', 'truncated file');
    broken.append('image', new Blob([new Uint8Array((await makeJpeg(seedOf(`broken${run}`))).subarray(0, 1500))], { type: 'image/jpeg' }), 'broken.jpg');
    const brokenRes = await fetch(`${base}/api/gallery/add`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: broken });
    expect(brokenRes.status).toBe(201);
    await t.page.getByRole('button', { name: /^Failed/ }).click();
    const failed = t.page.locator(`[data-testid="media-card"][data-title="${title} broken"][data-status="failed"]`);
    const until = Date.now() + 60_000;
    while (!(await failed.count())) {
      if (Date.now() > until) throw new Error('the broken upload never showed as failed');
      await t.page.waitForTimeout(1000);
      await t.page.getByRole('button', { name: /^Failed/ }).click();
    }
    expect((await failed.locator('.media-card__error').textContent())?.trim().length).toBeGreaterThan(0);
    await failed.getByRole('button', { name: `Retry ${title} broken` }).click();
    await t.page.getByTestId('toast').getByText(`Processing "${title} broken" again`).waitFor();
    await t.page.getByRole('button', { name: /^All/ }).click();

    await edited.getByRole('button', { name: `Delete ${title} edited` }).click();
    const confirm = t.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await edited.waitFor({ state: 'detached' });
    const list = await api<{ images: unknown[] }>(`/api/gallery/all?category=${encodeURIComponent(`${title} edited`)}&limit=5`);
    expect(list.body.images).toHaveLength(0);
  });
});
