/// <reference lib="dom" />
/**
 * Families' data in safe custody (docs/architecture.md §16), in the browser:
 * - no page a family uses asks anyone but the studio's own server for anything (no tracker, font or map host);
 * - the notice at /privacy in English, हिन्दी and मराठी, its Devanagari drawn by the self-hosted face;
 * - on a 375 px phone a parent says yes to portfolio use while booking, the studio features one of the family's
 *   photos, the parent withdraws the yes from the client gallery's Privacy panel and the photo leaves /gallery.
 * PRIVACY_SHOTS=<dir>: the pages are also saved as PNGs there, to look at.
 */
import type { Page } from 'playwright-core';
import { seedClientGallery, type SeededClientGallery } from '../scripts/lib/client-gallery-seed';
import { seriousViolations, smallTargets } from './support/axe';
import { adminCredentials, api, apiLogin, baseUrl, collectErrors, newContext, useBrowser } from './support/browser';

jest.setTimeout(300_000);

const SHOTS = process.env.PRIVACY_SHOTS;

interface Pkg {
  id: string;
  kind: string;
  name: string;
}

const studioToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const addDays = (d: string, n: number) => {
  const [y, m, dd] = d.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, dd + n)).toISOString().slice(0, 10);
};
const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.addStyleTag({ content: '.defer-render{content-visibility:visible!important}' });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** Scrolls to the end and back (lazy images, deferred blocks), then waits for the network to settle. */
async function visitWhole(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** A family booking through the api (a free slot of the family package), with or without the portfolio yes. */
async function bookFamily(portfolio: boolean): Promise<{ token: string; reference: string }> {
  const packages = (await api<{ items: Pkg[] }>('/api/booking/packages')).body.items;
  const family = packages.find((p) => p.kind === 'family')!;
  const from = addDays(studioToday(), 2);
  const days = (await api<{ days: { date: string; slots: { start: string; available: boolean }[] }[] }>(`/api/booking/availability?packageId=${family.id}&from=${from}&to=${addDays(from, 40)}`)).body.days;
  const day = days.find((d) => d.slots.some((s) => s.available))!;
  const start = day.slots.find((s) => s.available)!.start;
  const res = await api<{ booking: { manageUrl: string; reference: string } }>('/api/bookings', {
    method: 'POST',
    json: { packageId: family.id, date: day.date, start, name: 'Privacy Parent', phone: randomPhone(), guardian: true, consents: { portfolio } },
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: new URL(res.body.booking.manageUrl).pathname.split('/').pop()!, reference: res.body.booking.reference };
}

describe('privacy', () => {
  const chromium = useBrowser();
  let adminToken: string;

  let originalBooking: Record<string, unknown>;

  beforeAll(async () => {
    const admin = adminCredentials();
    adminToken = await apiLogin(admin.username, admin.password);
    // Online booking on, with a UPI address (put back afterwards: the other browser specs share this stack).
    originalBooking = (await api<{ booking: Record<string, unknown> }>('/api/admin/site', { token: adminToken })).body.booking;
    const put = await api('/api/admin/site', { method: 'PUT', token: adminToken, json: { booking: { upiId: 'studio@okaxis', upiName: 'Studio Photography', enabled: true } } });
    expect(put.status).toBe(200);
  });
  afterAll(async () => {
    const { upiId, upiName, enabled } = originalBooking;
    await api('/api/admin/site', { method: 'PUT', token: adminToken, json: { booking: { upiId, upiName, enabled } } });
  });

  describe('no tracking', () => {
    let gallery: SeededClientGallery;
    let manageToken: string;

    beforeAll(async () => {
      gallery = await seedClientGallery({ baseUrl: baseUrl(), token: adminToken, photos: 3, downloads: 'web', width: 600, height: 400, title: 'No tracking' });
      manageToken = (await bookFamily(false)).token;
    });

    it('no page a family uses makes a request to anyone but the studio (phone and desktop)', async () => {
      const origin = new URL(baseUrl()).origin;
      for (const vp of ['phone', 'desktop'] as const) {
        const context = await newContext(chromium.browser, vp);
        const page = await context.newPage();
        const foreign: string[] = [];
        let where = '';
        page.on('request', (r) => {
          const url = r.url();
          if (!/^(data|blob|about):/.test(url) && new URL(url).origin !== origin) foreign.push(`${where}: ${url}`);
        });
        for (const path of ['/', '/gallery', '/theme', '/book', `/booking/${manageToken}`, '/privacy', '/privacy?lang=hi', `/g/${gallery.slug}`]) {
          where = `${vp} ${path}`;
          await page.goto(path);
          await visitWhole(page);
          if (path.startsWith('/booking/')) await shot(page, 'booking-page');
        }
        // The family's gallery once unlocked: the photos, the lightbox and the Privacy panel.
        where = `${vp} /g/{slug} unlocked`;
        await page.getByLabel('PIN').fill(gallery.pin);
        await page.getByLabel('PIN').press('Enter');
        await page.getByTestId('cg-grid').waitFor();
        await visitWhole(page);
        await shot(page, 'client-gallery');
        await page.locator('.cg-tile').first().click();
        await page.getByTestId('cg-lightbox').waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.keyboard.press('Escape');
        // A booking's steps.
        where = `${vp} /book steps`;
        await page.goto('/book');
        await page.getByTestId('package-family').click();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByTestId('slot-picker').locator('input[type="radio"]:not([disabled])').first().waitFor();
        await visitWhole(page);
        if (SHOTS) {
          await page.getByTestId('slot-picker').locator('[data-testid^="day-"] input:not([disabled])').first().check();
          await page.getByTestId('slot-picker').locator('[data-testid^="slot-"] input:not([disabled])').first().check();
          await page.getByRole('button', { name: 'Continue' }).click();
          await page.getByTestId('consent-fields').waitFor();
          await shot(page, 'book-details');
        }
        await context.close();
        expect(foreign).toEqual([]);
      }
    });
  });

  describe('the notice', () => {
    it.each(['phone', 'desktop'] as const)('reads in English, हिन्दी and मराठी, its Devanagari in the studio’s own face (%s)', async (vp) => {
      const context = await newContext(chromium.browser, vp, { bypassCSP: true });
      const page = await context.newPage();
      const errors = collectErrors(page);
      // Server-rendered: the English notice is in the HTML.
      const html = await (await fetch(`${baseUrl()}/privacy`)).text();
      expect(html).toContain('How we look after your family’s data');
      expect(html).toContain('Your rights, and how to use them');

      await page.goto('/privacy');
      const notice = page.getByTestId('privacy-notice');
      await notice.waitFor();
      expect(await notice.getAttribute('lang')).toBe('en');
      expect(await notice.locator('h2').count()).toBeGreaterThanOrEqual(9);
      await page.getByTestId('privacy-contact').waitFor();
      expect(await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
      expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
      // The site header's own links are the layout's (checked by its own spec); the notice's targets are these.
      expect({ small: await smallTargets(page, '.site-header') }).toEqual({ small: [] });
      await shot(page, 'privacy-en');

      for (const [lang, title, section] of [
        ['hi', 'आपके परिवार की जानकारी हम कैसे सँभालते हैं', 'आपके अधिकार, और उनका उपयोग कैसे करें'],
        ['mr', 'तुमच्या कुटुंबाची माहिती आम्ही कशी जपतो', 'तुमचे हक्क, आणि ते कसे वापरायचे'],
      ] as const) {
        await page.getByTestId(`notice-lang-${lang}`).click();
        await page.waitForURL(`**/privacy?lang=${lang}`);
        await page.locator(`[data-testid="privacy-notice"][lang="${lang}"]`).waitFor();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.getByRole('heading', { level: 2, name: section }).waitFor();
        expect(await page.getByTestId(`notice-lang-${lang}`).getAttribute('aria-current')).toBe('true');
        // The Devanagari face is the self-hosted one, loaded (not a system fallback, not a font host).
        await page.evaluate(() => document.fonts.ready);
        const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Studio Devanagari' && f.status === 'loaded').length);
        expect(loaded).toBeGreaterThan(0);
        expect({ lang, violations: await seriousViolations(page) }).toEqual({ lang, violations: [] });
        await shot(page, `privacy-${lang}`);
      }
      // A link in Hindi opens in Hindi.
      await page.goto('/privacy?lang=mr');
      await page.locator('[data-testid="privacy-notice"][lang="mr"]').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it('the contact form and the booking form link to it', async () => {
      const context = await newContext(chromium.browser, 'phone');
      const page = await context.newPage();
      await page.goto('/contact');
      expect(await page.getByTestId('contact-form').getByRole('link', { name: /How we look after your data/ }).getAttribute('href')).toBe('/privacy');
      await context.close();
    });
  });

  describe('portfolio follows consent, on a 375 px phone', () => {
    it('a parent says yes while booking, withdraws it from the gallery, and the photo leaves /gallery', async () => {
      const context = await newContext(chromium.browser, 'phone', { bypassCSP: true });
      const page = await context.newPage();
      const errors = collectErrors(page);

      // Booking: the two boxes, neither ticked; the guardian one is required.
      await page.goto('/book');
      await page.getByTestId('package-family').click();
      await page.getByRole('button', { name: 'Continue' }).click();
      const picker = page.getByTestId('slot-picker');
      await picker.locator('input[type="radio"]:not([disabled])').first().waitFor();
      await picker.locator('[data-testid^="day-"] input:not([disabled])').first().check();
      await picker.locator('[data-testid^="slot-"] input:not([disabled])').first().check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByTestId('details-form').getByLabel('Name').fill('Neha Kulkarni');
      await page.getByTestId('details-form').getByLabel('Mobile number').fill(randomPhone());
      const portfolio = page.getByLabel('You may show our baby’s photos in your portfolio');
      const guardian = page.getByLabel('I am the parent or legal guardian');
      expect(await portfolio.isChecked()).toBe(false);
      expect(await guardian.isChecked()).toBe(false);
      await shot(page, 'book-consents');
      await page.getByRole('button', { name: /Hold my time|Send my request/ }).click();
      await page.getByText('Please confirm you are the parent or legal guardian.').waitFor();
      await portfolio.check();
      await guardian.check();
      await page.getByRole('button', { name: /Hold my time|Send my request/ }).click();
      const reference = (await page.getByTestId('booking-reference').textContent())!;
      expect(reference).toMatch(/^BK-[A-Z0-9]{6}$/);

      // The studio delivers the photos in a gallery linked to that booking and features one of them.
      const booking = (await api<{ items: { id: string; reference: string }[] }>(`/api/admin/bookings?q=${reference}`, { token: adminToken })).body.items[0];
      const g = await seedClientGallery({ baseUrl: baseUrl(), token: adminToken, photos: 2, downloads: 'web', width: 600, height: 400, title: 'Neha’s newborn' });
      expect((await api(`/api/admin/client-galleries/${g.id}`, { method: 'PATCH', token: adminToken, json: { bookingId: booking.id } })).status).toBe(200);
      const detail = (await api<{ gallery: { portfolioConsent?: boolean; photos: { _id: string }[] } }>(`/api/admin/client-galleries/${g.id}`, { token: adminToken })).body.gallery;
      expect(detail.portfolioConsent).toBe(true);
      const title = `Consent photo ${Date.now().toString(36)}`;
      const featured = await api(`/api/admin/client-galleries/${g.id}/photos/${detail.photos[0]._id}/feature`, { method: 'POST', token: adminToken, json: { title } });
      expect(featured.status).toBeLessThan(300);
      type Listed = { title: string; description: string; image: { status: string } | null };
      const onGallery = async () => ((await (await fetch(`${baseUrl()}/api/gallery/all?page=1&limit=50&category=All`)).json()) as { images: Listed[] }).images;
      const listed = async () => (await onGallery()).find((im) => im.title === title);
      for (let i = 0; i < 60 && (await listed())?.image?.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 500));
      const shown = (await listed())!;
      expect(shown.image?.status).toBe('ready');
      // The tile's picture is named by the description, else the title (gallery-page.tsx).
      const alt = shown.description || shown.title;
      await page.goto('/gallery');
      await page.getByRole('img', { name: alt, exact: true }).first().waitFor();

      // The parent opens the gallery and withdraws the yes in its Privacy panel.
      await page.goto(`/g/${g.slug}`);
      await page.getByLabel('PIN').fill(g.pin);
      await page.getByLabel('PIN').press('Enter');
      await page.getByTestId('cg-grid').waitFor();
      const panel = page.getByTestId('privacy-panel');
      await panel.scrollIntoViewIfNeeded();
      const sw = panel.getByTestId('consent-portfolio');
      await page.waitForFunction(() => !(document.querySelector<HTMLInputElement>('[data-testid="consent-portfolio"]'))?.disabled);
      expect(await sw.isChecked()).toBe(true);
      expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
      await shot(page, 'gallery-privacy-panel');
      await sw.click();
      await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('[data-testid="consent-portfolio"]'))?.checked === false);
      await panel.getByText(/No, since/).waitFor();

      // Within a minute the photo is off the public gallery (its page and its list).
      const gone = Date.now();
      let stillThere = true;
      while (stillThere && Date.now() - gone < 60_000) {
        await page.goto('/gallery');
        await page.getByTestId('gallery-grid').or(page.getByTestId('gallery-empty')).first().waitFor();
        stillThere = (await page.getByRole('img', { name: alt, exact: true }).count()) > 0;
        if (stillThere) await page.waitForTimeout(2000);
      }
      expect(stillThere).toBe(false);
      expect(await listed()).toBeUndefined();
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('erasure, on a 375 px phone', () => {
    it('a parent schedules the erasure of their data from the booking page, then undoes it', async () => {
      const { token } = await bookFamily(false);
      const context = await newContext(chromium.browser, 'phone', { bypassCSP: true });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`/booking/${token}`);
      const panel = page.getByTestId('privacy-panel');
      await panel.waitFor();
      await panel.getByTestId('privacy-held').getByText('Privacy Parent', { exact: false }).waitFor();
      expect(await panel.getByTestId('privacy-download').getAttribute('href')).toBe(`/api/bookings/manage/${token}/privacy/download`);
      expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
      expect({ small: await smallTargets(page) }).toEqual({ small: [] });
      await shot(page, 'booking-privacy-panel');

      await panel.getByTestId('erasure-start').click();
      const dialog = page.getByTestId('confirm-dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Erase our data' }).click();
      const receipt = panel.getByTestId('privacy-erasure');
      await receipt.getByText('Erasure scheduled').waitFor();
      const reference = (await panel.getByTestId('erasure-reference').textContent())!;
      expect(reference).toMatch(/^ER-[A-Z0-9]{6}$/);
      // The public receipt, by the reference alone, names nobody.
      const scheduled = await api<Record<string, unknown>>(`/api/privacy/erasures/${reference}`);
      expect(scheduled.status).toBe(200);
      expect(scheduled.body).toMatchObject({ reference, status: 'scheduled' });
      expect(JSON.stringify(scheduled.body)).not.toContain('Privacy Parent');
      await shot(page, 'booking-erasure-scheduled');

      // Still there after a reload, and undone with one tap.
      await page.reload();
      await panel.getByTestId('erasure-undo').click();
      await panel.getByText(`Erasure ${reference} was undone. Nothing was erased.`).waitFor();
      expect((await api<{ status: string }>(`/api/privacy/erasures/${reference}`)).body.status).toBe('cancelled');
      // The booking is still the family's.
      expect((await api(`/api/bookings/manage/${token}`)).status).toBe(200);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('the admin’s Privacy page, at 1280 px', () => {
    it('lists erasures, consents by family, retention runs and the access log; staff record a paper form', async () => {
      const { reference } = await bookFamily(false);
      const context = await newContext(chromium.browser, 'desktop', { bypassCSP: true });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto('/');
      await page.evaluate((t) => localStorage.setItem('token', t), adminToken);
      await page.goto('/admin/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
      // In the sidebar, with the other client pages.
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/admin/privacy');
      for (const part of ['privacy-erasures', 'privacy-consents', 'paper-consent', 'privacy-settings-form', 'privacy-retention', 'privacy-access-log']) await page.getByTestId(part).waitFor();

      // A signed paper form for that booking: recorded, and the family's row says so.
      const paper = page.getByTestId('paper-consent');
      await paper.getByLabel('Booking reference, name or phone').fill(reference);
      await paper.getByRole('button', { name: 'Find' }).click();
      await paper.getByText(reference).waitFor();
      await paper.getByRole('group', { name: 'Portfolio' }).getByLabel('Agreed').check();
      await paper.getByLabel('Note').fill('Release form signed by the mother, file 12');
      await paper.getByRole('button', { name: 'Record the form' }).click();
      await paper.getByText(`Recorded for ${reference}.`).waitFor();
      await page.getByTestId('privacy-consents').getByText('Release form signed by the mother, file 12', { exact: false }).first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
      await shot(page, 'admin-privacy');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
