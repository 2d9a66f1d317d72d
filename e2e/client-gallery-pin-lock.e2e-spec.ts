/// <reference lib="dom" />
/**
 * A client gallery locked after too many wrong PINs (docs/architecture.md §8, third part), as the admin sees it at
 * 1280 and 375 px: the list flags it with when it unlocks and a button to set a new PIN (which shows the new PIN and
 * opens the gallery again), the detail page keeps working and shows the same notice; axe clean, 44 px targets.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seedClientGallery, type SeededClientGallery } from '../scripts/lib/client-gallery-seed';
import { adminCredentials, api, apiLogin, baseUrl, collectErrors, launchBrowser, loginAs, newContext } from './support/browser';

jest.setTimeout(300_000);

const AXE = join(__dirname, '..', 'node_modules', 'axe-core', 'axe.min.js');
const LOCKED = 'Too many wrong PINs for this gallery. Please contact the studio.';

/** The serious and critical axe-core violations of the page, or of the part of it `within` selects. */
async function axe(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (selector) => {
    const w = window as unknown as { axe: { run: (ctx: Document | string, opts: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } };
    const res = await w.axe.run(selector ?? document, { resultTypes: ['violations'] });
    return res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, within);
}

/** Ten wrong PINs from ten addresses (X-Forwarded-For from loopback is trusted): the gallery's PIN entry locks. */
async function lockGallery(g: SeededClientGallery) {
  for (let i = 0; i < 10; i++) {
    const pin = String((Number(g.pin) + 1 + i) % 10000).padStart(4, '0');
    const res = await fetch(`${baseUrl()}/api/client-galleries/${g.slug}/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${10 + i}` },
      body: JSON.stringify({ pin }),
    });
    expect(res.status).toBe(401);
  }
}

const unlock = (slug: string, pin: string) =>
  fetch(`${baseUrl()}/api/client-galleries/${slug}/unlock`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.99' }, body: JSON.stringify({ pin }) });

describe('a client gallery locked by wrong PINs, as the admin sees it', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = adminCredentials();
    token = await apiLogin(admin.username, admin.password);
  });
  afterAll(() => browser?.close());

  it('the list flags it with when it unlocks, and "Set a new PIN" shows the new PIN and opens the gallery (1280 px)', async () => {
    const g = await seedClientGallery({ baseUrl: baseUrl(), token, photos: 1, width: 640, height: 480, title: 'Baby Ira · Locked' });
    const quiet = await seedClientGallery({ baseUrl: baseUrl(), token, photos: 0, title: 'Baby Dev · Open' });
    await lockGallery(g);
    const refused = await unlock(g.slug, g.pin);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(LOCKED);

    const context = await newContext(browser, 'desktop', { bypassCSP: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await loginAs(page, 'admin');
    await page.goto('/admin/client-galleries');
    const card = page.locator('.cga-card', { has: page.getByRole('link', { name: 'Baby Ira · Locked' }) });
    const notice = card.getByTestId('pin-lock-notice');
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(/PIN locked/);
    // When it unlocks: about a day from now, as a machine-readable time too.
    const until = Date.parse((await notice.locator('time').getAttribute('datetime'))!);
    expect(until - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    // The open gallery is not flagged.
    const quietCard = page.locator('.cga-card', { has: page.getByRole('link', { name: 'Baby Dev · Open' }) });
    await quietCard.waitFor();
    expect(await quietCard.getByTestId('pin-lock-notice').count()).toBe(0);

    const button = notice.getByRole('button', { name: 'Set a new PIN' });
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'pin-lock-list-1280.png'), fullPage: false }).catch(() => undefined);

    await button.click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByRole('button', { name: 'Set new PIN' }).click();
    const newPin = await card.getByTestId('pin-lock-new-pin').innerText();
    expect(newPin).toMatch(/^\d{4}$/);
    expect((await unlock(g.slug, newPin)).status).toBe(200);
    const list = await api<{ items: Array<{ id: string; pinLockedUntil: string | null; pin: string }> }>('/api/admin/client-galleries', { token });
    const row = list.body.items.find((i) => i.id === g.id)!;
    expect(row.pinLockedUntil).toBeNull();
    expect(row.pin).toBe(newPin);
    expect(list.body.items.find((i) => i.id === quiet.id)!.pinLockedUntil).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a made-up gallery link answers 404 (one rendered page, its slug swapped in, after the refusal delay), a real one 200', async () => {
    const g = await seedClientGallery({ baseUrl: baseUrl(), token, photos: 0, title: 'Baby Veer · Real' });
    const get = (slug: string) => fetch(`${baseUrl()}/g/${slug}`, { headers: { accept: 'text/html' } });
    for (let i = 0; i < 3; i++) {
      const slug = `${Math.random().toString(36).slice(2, 12)}${Math.random().toString(36).slice(2, 14)}xx`.padEnd(24, 'q');
      const started = Date.now();
      const res = await get(slug);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      // One rendered "not found" page with this link's own slug in it (its boot data names the slug looked up), sent
      // after the refusal delay a slug-guessing script gets.
      const html = await res.text();
      expect(html).toContain('Gallery not found');
      expect(html).toContain(`/api/client-galleries/${slug}`);
      expect(html).not.toContain('no-such-gallery-template-slug');
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    }
    expect((await get(g.slug)).status).toBe(200);
  });

  it('the detail page keeps working and shows the same notice (375 px)', async () => {
    const g = await seedClientGallery({ baseUrl: baseUrl(), token, photos: 2, width: 640, height: 480, title: 'Baby Anaya · Locked' });
    await lockGallery(g);
    const context = await newContext(browser, 'phone', { bypassCSP: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await loginAs(page, 'admin');
    await page.goto(`/admin/client-galleries/${g.id}`);
    await page.getByRole('heading', { name: 'Baby Anaya · Locked', level: 1 }).waitFor();
    const notice = page.getByTestId('pin-lock-notice');
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(/Nobody can unlock it with the PIN until/);
    // The rest of the page still works: the photos are shown to the admin (the admin's own cookie).
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="cga-photos"] img')).filter((i) => i.complete && i.naturalWidth > 0).length === 2);
    expect(await page.getByTestId('cga-pin').count()).toBe(1);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const button = notice.getByRole('button', { name: 'Set a new PIN' });
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    // The notice itself (the detail page's upload field is another change's: the page is being restyled).
    expect(await axe(page, '[data-testid="pin-lock-notice"]')).toEqual([]);
    await page.screenshot({ path: join(tmpdir(), 'pin-lock-detail-375.png'), fullPage: false }).catch(() => undefined);

    await button.click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Set new PIN' }).click();
    const newPin = await page.getByTestId('pin-lock-new-pin').innerText();
    expect((await unlock(g.slug, newPin)).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
