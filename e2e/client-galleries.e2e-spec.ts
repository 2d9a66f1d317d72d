/// <reference lib="dom" />
/**
 * Client galleries (docs/architecture.md §12): a family on a 375 px phone (PIN, grid, lightbox swipe, heart, limit,
 * submit, downloads, expiry) and the studio at 1280 px (create, batch upload, PIN, WhatsApp, remove, extend, delete).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedClientGallery, type SeededClientGallery } from '../scripts/lib/client-gallery-seed';
import { adminCredentials, api, apiLogin, baseUrl, collectErrors, launchBrowser, loginAs, newContext } from './support/browser';
import { makeJpegFiles } from './support/staff-helpers';

jest.setTimeout(300_000);

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('client galleries', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = adminCredentials();
    token = await apiLogin(admin.username, admin.password);
  });
  afterAll(() => browser?.close());

  describe('the family, on a 375 px phone', () => {
    let context: BrowserContext;
    let page: Page;
    let g: SeededClientGallery;

    beforeAll(async () => {
      g = await seedClientGallery({ baseUrl: baseUrl(), token, photos: 6, selectionLimit: 2, downloads: 'web', width: 900, height: 600, title: 'Baby Kabir · Newborn' });
      context = await newContext(browser, 'phone');
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('asks for the PIN (one numeric field, one-time-code, Enter submits) and says when it is wrong', async () => {
      // The server renders the PIN screen (the frame knows the gallery is locked): the page does not ask the API for the
      // gallery only to be told 401 (a console error in Chromium).
      const asked: string[] = [];
      const onRequest = (r: { url(): string }) => void (new URL(r.url()).pathname === `/api/client-galleries/${g.slug}` && asked.push(r.url()));
      const errors = collectErrors(page);
      page.on('request', onRequest);
      await page.goto(`/g/${g.slug}`);
      const input = page.getByLabel('PIN');
      await input.waitFor();
      // Read-only until hydrated: by then the app's mount effects (where a gallery fetch would start) have run.
      await page.waitForFunction(() => !document.querySelector('input[autocomplete="one-time-code"]')?.hasAttribute('readonly'));
      page.off('request', onRequest);
      expect(asked).toEqual([]);
      expect(errors).toEqual([]);
      expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await input.getAttribute('inputmode')).toBe('numeric');
      expect(await page.locator('input').count()).toBe(1);
      await input.fill(g.pin === '0000' ? '1111' : '0000');
      await input.press('Enter');
      await page.getByRole('alert').getByText('Wrong PIN').waitFor();
      await input.fill(g.pin);
      await input.press('Enter');
      await page.getByTestId('cg-grid').waitFor();
    });

    it('shows the photos in a grid sized for the phone, privately served', async () => {
      const tiles = page.locator('.cg-tile');
      await expect(tiles.count()).resolves.toBe(6);
      const img = tiles.first().locator('img');
      expect(await img.getAttribute('sizes')).toContain('48vw');
      const src = await tiles.first().locator('source[type="image/webp"]').getAttribute('srcset');
      expect(src).toContain(`/api/client-galleries/${g.slug}/media/`);
      await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.cg-tile img')).slice(0, 2).every((i) => i.complete && i.naturalWidth > 0));
      // The page's images are not reachable without the cookie.
      const url = await img.evaluate((i: HTMLImageElement) => i.currentSrc);
      expect((await fetch(url)).status).toBe(401);
    });

    it('server-renders the first screen for the cookie holder alone (private, never cached for the next visitor) and hydrates without fetching the gallery again', async () => {
      const cookie = (await context.cookies()).find((c) => c.name === `cg_${g.slug}`);
      expect(cookie).toBeDefined();
      const html = async (cookieHeader?: string) => {
        const res = await fetch(`${baseUrl()}/g/${g.slug}`, { headers: { accept: 'text/html', 'user-agent': PHONE_UA, ...(cookieHeader ? { cookie: cookieHeader } : {}) } });
        const text = await res.text();
        return { status: res.status, cache: res.headers.get('cache-control'), text, root: text.slice(text.indexOf('<div id="root">')) };
      };
      const photos = `/api/client-galleries/${g.slug}/media/`;

      const mine = await html(`studio_splash=seen; ${cookie!.name}=${cookie!.value}`);
      expect(mine.status).toBe(200);
      expect(mine.cache).toBe('private, no-store');
      expect(mine.root).toContain('data-testid="cg-grid"');
      expect(mine.root).toContain('Baby Kabir · Newborn');
      // The first photos are in the HTML with their widths for a phone, the first screen's fetched at once.
      expect(mine.root).toMatch(new RegExp(`<source type="image/webp" srcSet="${photos}[^"]+ 320w, `, 'i'));
      expect(mine.root).toContain('sizes="(min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw"');
      expect(mine.root).toMatch(/<img [^>]*loading="eager"[^>]*fetchpriority="high"/i);
      // The route's stylesheet is inlined (no request before the photos); its link stays, disabled, for the app's loader.
      expect(mine.text).toMatch(/<\/style><link rel="stylesheet" href="\/assets\/client-gallery-page-[\w-]+\.css" disabled>/);
      expect(mine.text).not.toMatch(/<link rel="stylesheet" crossorigin(="")? href="\/assets\/client-gallery-page-/);
      // The gallery's data rides along for hydration.
      expect(mine.text.slice(mine.text.indexOf('id="studio-boot"'))).toContain(photos);

      // Right after, other visitors (no cookie, only the splash cookie, a forged cookie) get the PIN frame, no photo.
      for (const other of [undefined, 'studio_splash=seen', `studio_splash=seen; cg_${g.slug}=forged.token`]) {
        const page = await html(other);
        expect(page.status).toBe(200);
        expect(page.text).not.toContain(photos);
        // (In the markup: a private page's inlined stylesheet names the class.)
        expect(page.root).not.toContain('cg-grid');
        expect(page.text).not.toContain('Baby Kabir');
        // A cookie that does not open this gallery (a forged one) gets the public frame too, cacheable as any visitor's.
        expect(page.cache).toBe('no-cache');
      }
      expect((await html(`cg_${g.slug}=forged.token`)).root).toContain('for="cg-pin-input"');

      // In the browser: the rendered grid is hydrated as is (no mismatch), and the gallery is not asked for again.
      const errors = collectErrors(page);
      const asked: string[] = [];
      const onRequest = (r: { url(): string; method(): string }) => {
        if (new URL(r.url()).pathname === `/api/client-galleries/${g.slug}`) asked.push(r.method());
      };
      page.on('request', onRequest);
      await page.reload();
      await expect(page.locator('.cg-tile').count()).resolves.toBe(6);
      await page.waitForTimeout(300);
      page.off('request', onRequest);
      expect(asked).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('opens a swipeable lightbox with a Favourite toggle', async () => {
      await page.getByRole('button', { name: 'Open photo 1', exact: true }).click();
      const box = page.getByTestId('cg-lightbox');
      await box.getByText('Photo 1 of 6').waitFor();
      const { width, height } = page.viewportSize()!;
      await page.mouse.move(width * 0.8, height * 0.45);
      await page.mouse.down();
      for (let x = 0.8; x >= 0.2; x -= 0.1) await page.mouse.move(width * x, height * 0.45);
      await page.mouse.up();
      await box.getByText('Photo 2 of 6').waitFor();
      const heart = box.getByRole('button', { name: 'Favourite', exact: true });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await page.waitForFunction(() => document.querySelector('[data-testid="cg-lightbox"] .cg-lb-heart')?.getAttribute('aria-pressed') === 'true');
      await box.getByRole('button', { name: 'Close' }).click();
      await page.getByTestId('cg-fav-count').getByText('1 / 2').waitFor();
    });

    it('keeps to the limit with a clear message, and filters the favourites', async () => {
      await page.getByRole('button', { name: 'Favourite photo 4', exact: true }).click();
      await page.getByTestId('cg-fav-count').getByText('2 / 2').waitFor();
      await page.getByRole('button', { name: 'Favourite photo 5', exact: true }).click();
      await page.getByRole('alert').getByText('You can choose up to 2 photos').waitFor();
      expect(await page.getByRole('button', { name: 'Favourite photo 5', exact: true }).getAttribute('aria-pressed')).toBe('false');
      await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: /Favourites/ }).click();
      await page.waitForFunction(() => document.querySelectorAll('.cg-tile').length === 2);
      await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: /All/ }).click();
    });

    it('downloads a photo and a ZIP of the favourites', async () => {
      await page.getByRole('button', { name: 'Open photo 2', exact: true }).click();
      const box = page.getByTestId('cg-lightbox');
      const [photo] = await Promise.all([page.waitForEvent('download'), box.getByRole('link', { name: 'Download this photo' }).click()]);
      expect(photo.suggestedFilename()).toMatch(/^IMG_\d{4}\.jpg$/);
      await box.getByRole('button', { name: 'Close' }).click();
      const [zip] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Favourites (ZIP)' }).click()]);
      expect(zip.suggestedFilename()).toMatch(/favourites\.zip$/);
    });

    it('submits the selection after a confirmation; the favourites are read-only after', async () => {
      await page.getByRole('button', { name: '2 of 2 chosen · Send' }).click();
      await page.getByTestId('confirm-dialog').getByText('You have chosen 2 photos of 2').waitFor();
      await page.getByRole('button', { name: 'Send to the studio' }).click();
      await page.getByText(/Selection sent/).waitFor();
      await page.getByTestId('cg-next').getByText(/send them to you on WhatsApp/).waitFor();
      const heart = page.getByRole('button', { name: 'Favourite photo 4', exact: true });
      expect(await heart.getAttribute('aria-disabled')).toBe('true');
      await heart.dispatchEvent('click');
      await page.getByRole('alert').getByText(/can no longer be changed/).waitFor();
      expect(await heart.getAttribute('aria-pressed')).toBe('true');
      const inbox = await api<{ items: Array<{ source: string; name: string }> }>('/api/admin/enquiries?limit=50', { token });
      expect(inbox.body.items.some((e) => e.source === 'selection' && e.name === 'Priya & Rohan')).toBe(true);
    });

    it('says so when downloads are not allowed, and when the gallery has expired', async () => {
      await api(`/api/admin/client-galleries/${g.id}`, { method: 'PATCH', token, json: { downloads: 'none' } });
      await page.reload();
      await page.getByText('Downloads are not available for this gallery.').waitFor();
      const yesterday = new Date(Date.now() - 1.5 * 86400_000).toISOString().slice(0, 10);
      await api(`/api/admin/client-galleries/${g.id}`, { method: 'PATCH', token, json: { expiresOn: yesterday } });
      await page.reload();
      await page.getByText('This gallery has expired. Please contact the studio.').waitFor();
    });
  });

  describe('the studio, at 1280 px', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newContext(browser, 'desktop');
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      page = await context.newPage();
      page.on('dialog', (d) => void d.accept());
      await loginAs(page, 'admin');
    });
    afterAll(() => context?.close());

    it('creates a gallery, uploads a batch, shares it, manages PIN, photos and expiry, and deletes it', async () => {
      const title = `Family ${Date.now().toString(36)}`;
      await page.goto('/admin/client-galleries');
      await page.getByRole('heading', { name: 'Client Galleries' }).waitFor();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Client name').fill('Sunita Iyer');
      await page.getByLabel('Client WhatsApp number').fill('98450 12345');
      await page.getByLabel('Selection limit').fill('10');
      await page.getByLabel('Downloads').selectOption('original');
      await page.getByRole('button', { name: 'Create gallery' }).click();
      await page.getByRole('heading', { name: title }).waitFor();

      const files = await makeJpegFiles(`cg-${title}`, 4);
      await page.locator('#cga-drop').locator('..').locator('input[type=file]').setInputFiles(files);
      await page.getByText('4 of 4 done').waitFor({ timeout: 120_000 });
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="cga-photos"] img').length === 4, undefined, { timeout: 60_000 });
      // A second drop of the same files skips them all.
      await page.getByRole('button', { name: 'Clear finished' }).click();
      await page.locator('#cga-drop').locator('..').locator('input[type=file]').setInputFiles(files.slice(0, 2));
      await page.getByText(/2 of 2 done/).waitFor({ timeout: 60_000 });
      expect(await page.locator('[data-testid="cga-photos"] li').count()).toBe(4);

      const shareUrl = (await page.getByTestId('cga-share-url').textContent())!.trim();
      expect(shareUrl).toMatch(/\/g\/[A-Za-z0-9_-]{20,}$/);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByRole('status').getByText(/Link copied|Copy this link/).waitFor();
      const wa = await page.getByRole('link', { name: 'Send link on WhatsApp' }).getAttribute('href');
      expect(wa).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
      expect(decodeURIComponent(wa!.split('text=')[1])).toContain(shareUrl);
      expect(decodeURIComponent(wa!.split('text=')[1])).not.toMatch(/\b\d{4}\b.*PIN|PIN.*\b\d{4}\b/);

      await page.getByRole('button', { name: 'Show PIN' }).click();
      const pin = (await page.getByTestId('cga-pin').textContent())!.trim();
      expect(pin).toMatch(/^\d{4}$/);
      await page.getByRole('button', { name: 'Reset PIN' }).click();
      await page.getByRole('button', { name: 'Reset PIN' }).last().click();
      await page.getByText('New PIN made').waitFor();

      await page.getByTestId('cga-photos').getByRole('button', { name: /^Remove / }).first().click();
      await page.getByRole('button', { name: 'Remove photo' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="cga-photos"] li').length === 3);

      await page.getByRole('button', { name: 'Extend 14 days' }).click();
      await page.getByText('Extended by 14 days').waitFor();
      // Ending access asks first (apart from the daily controls, like Reset PIN and Delete gallery).
      await page.getByRole('button', { name: 'End now' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'End now' }).click();
      await page.getByText(/has expired/).first().waitFor();

      await page.getByRole('button', { name: 'Delete gallery' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete gallery' }).click();
      await page.getByRole('heading', { name: 'Client Galleries' }).waitFor();
      expect(await page.getByText(title).count()).toBe(0);
    });
  });
});
