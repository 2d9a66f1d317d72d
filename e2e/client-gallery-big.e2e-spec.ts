/// <reference lib="dom" />
/**
 * A family's 1,000-photo gallery on a 375 px phone (docs/architecture.md §10, §12): the page opens on a small first
 * screen, the photos come a page at a time as the family scrolls to the very end, and the lightbox walks across pages.
 */
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedClientGallery, type SeededClientGallery } from '../scripts/lib/client-gallery-seed';
import { adminCredentials, apiLogin, baseUrl, collectErrors, launchBrowser, newContext } from './support/browser';
import { readState } from './support/state';

jest.setTimeout(300_000);

const PHOTOS = 1000;

describe("a family's 1,000-photo gallery on a phone", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let g: SeededClientGallery;

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = adminCredentials();
    const token = await apiLogin(admin.username, admin.password);
    g = await seedClientGallery({ baseUrl: baseUrl(), token, photos: 1, width: 900, height: 600, title: 'Baby Vihaan · Newborn' });
    // The other 999 photos share the first one's stored variants (rows only: the worker made the real one).
    const pg = new Client({ connectionString: readState().databaseUrl });
    await pg.connect();
    try {
      await pg.query(
        `with template as (select p.*, to_jsonb(a) as asset from client_gallery_photos p join image_assets a on a.id = p.image_asset_id where p.gallery_id = $1 limit 1),
              ids as (select n, gen_random_uuid() as asset_id, gen_random_uuid() as photo_id from generate_series(2, $2::int) n),
              assets as (
                insert into image_assets select (jsonb_populate_record(null::image_assets, t.asset || jsonb_build_object('id', i.asset_id, 'content_hash', md5(i.asset_id::text) || md5(i.photo_id::text)))).*
                  from template t, ids i returning id)
         insert into client_gallery_photos (id, gallery_id, image_asset_id, file_name, position)
         select i.photo_id, $1, i.asset_id, 'IMG_' || i.n || '.jpg', i.n from ids i`,
        [g.id, PHOTOS],
      );
    } finally {
      await pg.end();
    }
    context = await newContext(browser, 'phone');
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('opens on a first screen of under 50 kB of data and scrolls to the last photo, a page at a time', async () => {
    const errors = collectErrors(page);
    const galleryAnswers: Array<{ url: string; bytes: number }> = [];
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith(`/api/client-galleries/${g.slug}`) && r.request().method() !== 'OPTIONS')
        void r.body().then((b) => galleryAnswers.push({ url: url.pathname + url.search, bytes: b.length }), () => undefined);
    });
    await page.goto(`/g/${g.slug}`);
    const input = page.getByLabel('PIN');
    await input.waitFor();
    await page.waitForFunction(() => !document.querySelector('input[autocomplete="one-time-code"]')?.hasAttribute('readonly'));
    await input.fill(g.pin);
    await input.press('Enter');
    await page.getByTestId('cg-grid').waitFor();

    // Opened again with its cookie: the server renders the first screen with its data inlined.
    await page.reload();
    await page.getByTestId('cg-grid').waitFor();
    const inlined = await page.evaluate(() => [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('"photoCount"')).reduce((n, s) => n + (s.textContent?.length ?? 0), 0));
    expect(inlined).toBeGreaterThan(0);
    expect(inlined).toBeLessThan(50_000);
    await page.getByText(`${PHOTOS} photos`, { exact: false }).first().waitFor();

    // Scroll until the last photo is on the page.
    for (let i = 0; i < 400; i++) {
      const count = await page.locator('.cg-tile').count();
      if (count >= PHOTOS) break;
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(150);
    }
    expect(await page.locator('.cg-tile').count()).toBe(PHOTOS);
    await page.getByRole('button', { name: `Open photo ${PHOTOS}` }).scrollIntoViewIfNeeded();
    expect(await page.getByRole('button', { name: `Open photo ${PHOTOS}` }).isVisible()).toBe(true);
    // Never the whole gallery in one answer: every page of it under ~150 kB (48 photos).
    const pages = galleryAnswers.filter((a) => /^\/api\/client-galleries\/[^/]+(\?|$)/.test(a.url));
    expect(pages.length).toBeGreaterThanOrEqual(PHOTOS / 48 - 1);
    for (const a of pages) expect(a.bytes).toBeLessThan(150_000);
    expect(errors).toEqual([]);
  });

  it('walks the lightbox across a page boundary', async () => {
    await page.goto(`/g/${g.slug}`);
    await page.getByTestId('cg-grid').waitFor();
    await page.getByRole('button', { name: 'Open photo 8' }).click();
    const box = page.getByTestId('cg-lightbox');
    await box.getByText(`Photo 8 of ${PHOTOS}`).waitFor();
    // The server's page held the first screen only: stepping on loads what follows.
    for (let n = 9; n <= 60; n++) {
      await page.keyboard.press('ArrowRight');
      await box.getByText(`Photo ${n} of ${PHOTOS}`).waitFor();
    }
  });
});
