/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * How the site looks and behaves on a phone and a wide screen, for every public and staff page:
 * axe-core finds no serious or critical violation, every button and stand-alone link is a 44x44 px
 * target at 375 px, decoration never sits on content, nothing loops under prefers-reduced-motion,
 * and the call/WhatsApp buttons are a labelled landmark that never covers the end of a page.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createUser, launchBrowser, newContext } from './support/browser';
import { VIEWPORT_NAMES } from './public-helpers';

jest.setTimeout(240000);

const AXE = join(__dirname, '..', 'node_modules', 'axe-core', 'axe.min.js');
const PUBLIC = ['/', '/about', '/theme', '/gallery', '/contact', '/login', '/no-such-page'];
/** Admin pages known today; the sidebar adds any page added since (at desktop width). */
const ADMIN = ['/admin', '/admin/staff', '/admin/add-user', '/admin/add-prop', '/admin/view-prop', '/admin/view-price-prop', '/admin/add-gallery', '/admin/add-themes', '/admin/media', '/admin/client-galleries', '/admin/enquiries', '/admin/site-settings', '/admin/processing', '/admin/password'];
const USER = ['/user', '/user/dashboard', '/user/task', '/user/utilize', '/user/password'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core in the page; the serious and critical violations. */
async function axe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const all = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } };
    const res = await w.axe.run(document, { resultTypes: ['violations'] });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Page settled: data loaded, lazy chunks in, fonts ready. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/**
 * Buttons and stand-alone links smaller than 44x44 CSS px (links inside a sentence are exempt, as in
 * WCAG 2.5.8; a checkbox or radio counts by its label).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const els = document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], input[type="checkbox"], input[type="radio"], summary');
    for (const el of els) {
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]')) continue;
      let r = el.getBoundingClientRect();
      if (r.width <= 2 || r.height <= 2) continue; // visually hidden (skip link until focused)
      if (el.tagName === 'A' && cs.display === 'inline') {
        const text = (n: Element | null) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text(el.parentElement).length > text(el).length + 1) continue; // a link in a sentence
      }
      if (el instanceof HTMLInputElement) {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (label) r = label.getBoundingClientRect();
      }
      if (r.width < 43.5 || r.height < 43.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return [...new Set(out)];
  });
}

/** Decorations (sparkles, lanterns, lamps, fireworks) whose box meets a piece of content. */
async function decorationOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none' && Number(cs.opacity) > 0;
    };
    const content = [...document.querySelectorAll('main h1, main h2, main h3, main p, main a, main button, main img, main input, main select, main textarea, main label, main blockquote, header a, header button, footer a, footer button, footer p')]
      .filter((el) => visible(el) && !el.closest('[aria-hidden="true"], .fab-stack'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }));
    const out: string[] = [];
    for (const d of document.querySelectorAll('.sparkle, .lights__item svg, .hero__lamp, .firework')) {
      if (!visible(d)) continue;
      const a = d.getBoundingClientRect();
      const garland = d.closest('.lights') !== null;
      for (const { el, r } of content) {
        // The garland hangs across the top of the page's hero, also over a hero's backdrop photo.
        if (garland && el.closest('[data-backdrop]')) continue;
        const overlap = Math.min(a.right, r.right) - Math.max(a.left, r.left) > 0.5 && Math.min(a.bottom, r.bottom) - Math.max(a.top, r.top) > 0.5;
        if (overlap) out.push(`${d.getAttribute('class')} over ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      }
    }
    return [...new Set(out)];
  });
}

describe('look and feel', () => {
  let browser: Browser;
  let adminToken: string;
  let userToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = (await createUser('admin')).token;
    userToken = (await createUser('user')).token;
  });
  afterAll(() => browser?.close());

  describe.each(VIEWPORT_NAMES)('at %s width', (vp) => {
    let context: BrowserContext;
    let page: Page;
    afterEach(() => context?.close());

    /** A context where axe can be injected (the site's CSP allows no inline script), motion reduced so frames are stable. */
    async function open(token?: string) {
      context = await newContext(browser, vp, { bypassCSP: true, reducedMotion: 'reduce' });
      if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
      page = await context.newPage();
    }

    it('public pages: axe finds nothing serious, targets are 44 px, decoration stays off content', async () => {
      await open();
      const problems: Record<string, unknown> = {};
      for (const path of PUBLIC) {
        await page.goto(path);
        await settle(page);
        const v = await axe(page);
        if (v.length) problems[`${path} axe`] = v;
        const over = await decorationOverlaps(page);
        if (over.length) problems[`${path} decoration`] = over;
        if (vp === 'phone') {
          const small = await smallTargets(page);
          if (small.length) problems[`${path} targets`] = small;
        }
      }
      // Open states: the gallery's lightbox, a selected theme's chip and the checkout panel, the phone menu.
      await page.goto('/gallery');
      await page.getByTestId('gallery-item').first().click();
      await page.getByTestId('lightbox').waitFor();
      await settle(page);
      const lb = await axe(page);
      if (lb.length) problems['/gallery lightbox axe'] = lb;
      if (vp === 'phone') {
        const small = await smallTargets(page);
        if (small.length) problems['/gallery lightbox targets'] = small;
      }
      await page.goto('/theme');
      await page.locator('[data-testid="theme-card"]').first().click();
      await settle(page);
      const chips = await axe(page);
      if (chips.length) problems['/theme selected axe'] = chips;
      if (vp === 'phone') {
        const small = await smallTargets(page);
        if (small.length) problems['/theme selected targets'] = small;
        await page.goto('/');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByTestId('side-panel').waitFor();
        await settle(page);
        const menu = await axe(page);
        if (menu.length) problems['menu axe'] = menu;
      }
      expect(problems).toEqual({});
    });

    it('staff pages: axe finds nothing serious and targets are 44 px', async () => {
      const problems: Record<string, unknown> = {};
      for (const [token, paths, area] of [
        [adminToken, ADMIN, 'admin'],
        [userToken, USER, 'user'],
      ] as const) {
        await open(token);
        let list: string[] = [...paths];
        if (vp === 'desktop') {
          await page.goto(`/${area}`);
          await settle(page);
          const linked = await page.evaluate((a) => [...document.querySelectorAll(`aside a[href^="/${a}/"], nav a[href^="/${a}/"]`)].map((x) => x.getAttribute('href')!), area);
          list = [...new Set([...list, ...linked.filter((h) => !h.endsWith('/logout'))])];
        }
        for (const path of list) {
          await page.goto(path);
          await settle(page);
          const v = await axe(page);
          if (v.length) problems[`${path} axe`] = v;
          if (vp === 'phone') {
            const small = await smallTargets(page);
            if (small.length) problems[`${path} targets`] = small;
          }
        }
        await context.close();
      }
      expect(problems).toEqual({});
    });

    it('nothing loops under prefers-reduced-motion; few loops at once otherwise', async () => {
      await open();
      await page.goto('/');
      await settle(page);
      const looping = () =>
        page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length);
      expect(await looping()).toBe(0);
      // The collage and the testimonials stand still (the carousel offers Play instead of Pause).
      const first = await page.getByTestId('collage-slot').first().getAttribute('data-index');
      expect(await page.getByRole('button', { name: 'Play testimonials' }).count()).toBe(1);
      await page.waitForTimeout(5500);
      expect(await page.getByTestId('collage-slot').first().getAttribute('data-index')).toBe(first);
      await context.close();

      context = await newContext(browser, vp, { reducedMotion: 'no-preference' });
      page = await context.newPage();
      await page.goto('/');
      await page.mouse.wheel(0, 10); // engagement starts the ambient motion
      await page.waitForFunction(() => document.documentElement.classList.contains('motion-on'));
      const running = await page.evaluate(
        () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length,
      );
      expect(running).toBeGreaterThan(0);
      expect(running).toBeLessThanOrEqual(16);
    });

    it('the call/WhatsApp buttons: a labelled landmark that leaves the end of every page and the theme bar clear', async () => {
      await open();
      for (const path of ['/', '/contact', '/gallery']) {
        await page.goto(path);
        await settle(page);
        const region = page.getByRole('complementary', { name: 'Call or message the studio' });
        expect(await region.getByRole('link').count()).toBe(2);
        expect(await region.getByTestId('fab-call').getAttribute('aria-label')).toMatch(/^Call /);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(200);
        const { last, fab } = await page.evaluate(() => {
          const links = [...document.querySelectorAll('.site-footer__legal a')];
          const l = links[links.length - 1].getBoundingClientRect();
          const f = [...document.querySelectorAll('.fab')].map((x) => x.getBoundingClientRect());
          return { last: { left: l.left, right: l.right, top: l.top, bottom: l.bottom }, fab: f.map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })) };
        });
        for (const r of fab) {
          const overlap = Math.min(r.right, last.right) > Math.max(r.left, last.left) && Math.min(r.bottom, last.bottom) > Math.max(r.top, last.top);
          expect(overlap).toBe(false);
        }
      }
      await page.goto('/theme');
      await page.locator('[data-testid="theme-card"]').first().click();
      const { bar, fabTop, fabWide } = await page.evaluate(() => {
        const b = document.querySelector('.theme-bar')!.getBoundingClientRect();
        const f = document.querySelector('.fab-stack')!.getBoundingClientRect();
        return { bar: b.bottom, fabTop: f.top, fabWide: f.width > 300 };
      });
      if (fabWide) expect(bar).toBeLessThanOrEqual(fabTop + 1);
    });
  });
});
