/// <reference lib="dom.iterable" />
import { useBrowser, usePageAt } from './support/browser';
import { VIEWPORT_NAMES } from './public-helpers';

jest.setTimeout(90000);

describe('gallery page', () => {
  const chromium = useBrowser();

  describe.each(VIEWPORT_NAMES)('at %s width', (vp) => {
    const t = usePageAt(chromium, vp);

    const items = () => t.page.getByTestId('gallery-item');

    it('title, All filter first, masonry columns, first page of 10, infinite scroll past 10', async () => {
      await t.page.goto('/gallery');
      expect(await t.page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Photography Gallery');
      await items().first().waitFor();
      expect(await items().count()).toBe(10);
      const filters = await t.page.getByTestId('gallery-filters').getByRole('button').allTextContents();
      expect(filters[0]).toBe('All');
      expect(filters.length).toBeGreaterThan(2);
      expect(await t.page.locator('.masonry__col').count()).toBe(vp === 'phone' ? 2 : 4);
      // Scrolling the trigger into view loads page 2 (and more).
      await t.page.getByTestId('gallery-trigger').scrollIntoViewIfNeeded();
      await t.page.waitForFunction(() => document.querySelectorAll('[data-testid="gallery-item"]').length > 10, null, { timeout: 15000 });
      for (let i = 0; i < 5; i++) {
        await t.page.getByTestId('gallery-trigger').scrollIntoViewIfNeeded();
        await t.page.waitForTimeout(400);
      }
      expect(await items().count()).toBeGreaterThan(20);
      expect(t.errors).toEqual([]);
    });

    it('filtering by a category resets to its first page', async () => {
      await t.page.goto('/gallery');
      await items().first().waitFor();
      const filter = t.page.getByTestId('gallery-filters').getByRole('button', { name: 'Baby', exact: true });
      await filter.click();
      expect(await filter.getAttribute('aria-pressed')).toBe('true');
      await t.page.waitForFunction(() => {
        const all = Array.from(document.querySelectorAll('[data-testid="gallery-item"]'));
        return all.length > 0 && all.every((el) => el.getAttribute('aria-label') === 'Open photo: Baby');
      });
      expect(await items().count()).toBeLessThanOrEqual(10);
    });

    it('hover overlay shows title and description; click opens the lightbox', async () => {
      await t.page.goto('/gallery');
      const first = items().first();
      await first.waitFor();
      const overlay = first.locator('.tile__overlay');
      if (vp === 'desktop') {
        expect(Number(await overlay.evaluate((el) => getComputedStyle(el).opacity))).toBe(0);
        await first.hover();
        await t.page.waitForTimeout(400);
        expect(Number(await overlay.evaluate((el) => getComputedStyle(el).opacity))).toBe(1);
      }
      const title = await first.locator('.tile__title').textContent();
      const desc = await first.locator('.tile__desc').textContent();
      await first.click();
      const box = t.page.getByTestId('lightbox');
      await box.waitFor();
      expect(await box.getByRole('heading').textContent()).toBe(title);
      expect(await box.textContent()).toContain(desc!);
      await box.getByRole('button', { name: 'Close' }).click();
      await box.waitFor({ state: 'detached' });
      expect(t.errors).toEqual([]);
    });

    it('the lightbox follows a swipe, the arrow buttons and the keyboard, with 44 px controls', async () => {
      await t.page.goto('/gallery');
      await items().first().waitFor();
      await items().first().click();
      const box = t.page.getByTestId('lightbox');
      await box.waitFor();
      const count = box.locator('.photo-lightbox__count');
      await t.page.waitForFunction(() => document.querySelector('.photo-lightbox__count')?.textContent?.startsWith('1 /'));
      // A swipe (pointer drag) from right to left moves to the next photo.
      const { width, height } = t.page.viewportSize()!;
      await t.page.mouse.move(width * 0.8, height * 0.4);
      await t.page.mouse.down();
      for (let x = 0.8; x >= 0.2; x -= 0.1) await t.page.mouse.move(width * x, height * 0.4);
      await t.page.mouse.up();
      await t.page.waitForFunction(() => document.querySelector('.photo-lightbox__count')?.textContent?.startsWith('2 /'));
      await box.getByRole('button', { name: 'Next photo' }).click();
      await t.page.waitForFunction(() => document.querySelector('.photo-lightbox__count')?.textContent?.startsWith('3 /'));
      await t.page.keyboard.press('ArrowLeft');
      await t.page.waitForFunction(() => document.querySelector('.photo-lightbox__count')?.textContent?.startsWith('2 /'));
      expect(await count.textContent()).toMatch(/^2 \/ \d+$/);
      // The photo is one of the ImageRef's srcset widths: the viewer starts with what is at hand and
      // settles on a variant at least as wide as it is shown (not necessarily the largest).
      await t.page.waitForFunction(() => {
        const imgs = [...document.querySelectorAll<HTMLImageElement>('.yarl__slide_current img.yarl__slide_image')].filter((i) => getComputedStyle(i).visibility !== 'hidden');
        const img = imgs[imgs.length - 1];
        return !!img && img.complete && img.naturalWidth >= Math.floor(img.getBoundingClientRect().width * devicePixelRatio);
      }, null, { timeout: 15000 });
      const srcs = await box.locator('.yarl__slide_current img.yarl__slide_image').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
      for (const src of srcs) expect(src).toMatch(/\/media\/variants\/[^/]+\/\d+\.(webp|jpg)$/); // widths of core/src/images/variant-spec.ts
      for (const b of await box.getByRole('button').all()) {
        if (!(await b.isVisible())) continue;
        const r = (await b.boundingBox())!;
        expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(44);
      }
      await t.page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });
      expect(t.errors).toEqual([]);
    });

    it('gallery images use webp/jpeg srcsets with sizes, width/height and lazy loading below the fold', async () => {
      await t.page.goto('/gallery');
      await items().first().waitFor();
      const pics = await t.page.locator('[data-testid="gallery-item"] picture').evaluateAll((ps) =>
        ps.map((p) => ({
          webp: p.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? '',
          sizes: p.querySelector('source')?.getAttribute('sizes') ?? '',
          w: p.querySelector('img')?.getAttribute('width'),
          h: p.querySelector('img')?.getAttribute('height'),
          loading: p.querySelector('img')?.getAttribute('loading'),
          top: p.getBoundingClientRect().top,
        })),
      );
      for (const p of pics) {
        expect(p.webp).toContain('w,');
        expect(p.sizes).not.toBe('');
        expect(Number(p.w)).toBeGreaterThan(0);
        expect(Number(p.h)).toBeGreaterThan(0);
      }
      // The first two rows are eager (a phone's first screen, the LCP among them); the lowest tile is below them.
      const lowest = pics.reduce((a, b) => (b.top > a.top ? b : a));
      expect(lowest.loading).toBe('lazy');
    });
  });
});
