import { useBrowser, usePageAt } from './support/browser';
import { expectedWhatsApp, studioDetails, VIEWPORT_NAMES } from './public-helpers';

jest.setTimeout(90000);

describe('home page', () => {
  const chromium = useBrowser();

  describe.each(VIEWPORT_NAMES)('at %s width', (vp) => {
    const t = usePageAt(chromium, vp, '/');

    it('hero: headline, 8 sparkles, View Themes and Book a Session', async () => {
      const s = await studioDetails(t.page);
      const h1 = t.page.getByRole('heading', { level: 1 });
      expect((await h1.textContent())!.replace(/\s+/g, ' ')).toBe('Precious Little Moments Captured Forever');
      expect(await t.page.getByText(/Specializing in newborn and baby photography/).count()).toBe(1);
      expect(await t.page.getByTestId('hero-sparkle').count()).toBe(8);
      const book = t.page.getByTestId('hero-book');
      expect(await book.textContent()).toContain('Book a Session');
      expect(await book.getAttribute('href')).toBe(expectedWhatsApp(s));
      expect(await book.getAttribute('target')).toBe('_blank');
      // Four collage slots with the studio's photos, rotating every 5 s.
      const slots = t.page.getByTestId('collage-slot');
      expect(await slots.count()).toBe(4);
      await t.page.locator('[data-testid="collage-slot"] img').first().waitFor();
      const first = await slots.first().getAttribute('data-index');
      await t.page.waitForFunction((f) => document.querySelector('[data-testid="collage-slot"]')?.getAttribute('data-index') !== f, first, { timeout: 8000 });
      await t.page.getByRole('link', { name: /View Themes/ }).click();
      await t.page.waitForURL('**/theme');
      expect(t.errors).toEqual([]);
    });

    it('the hero photo: on the first screen with the headline, the LCP element, eager with high priority, srcsets fit', async () => {
      const photo = t.page.getByTestId('hero-photo');
      const img = photo.locator('img');
      await img.waitFor();
      expect(await img.getAttribute('loading')).toBe('eager');
      expect(await img.getAttribute('fetchpriority')).toBe('high');
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
      expect(await photo.locator('picture source[type="image/webp"]').getAttribute('srcset')).toMatch(/\/media\/variants\/.+ 320w/);
      // Server-rendered: the photo is in the HTML the server sent, before any script ran.
      const html = await (await t.page.request.get('/')).text();
      expect(html).toMatch(/data-testid="hero-photo"[^]*?<img[^>]+fetchpriority="high"/i);
      // Wholly on a 375x800 (or 1280x800) first screen less the phone's call/WhatsApp bar, at least 300x200, with the headline.
      const { box, h1, barH } = await t.page.evaluate(() => {
        const r = document.querySelector('[data-testid="hero-photo"]')!.getBoundingClientRect();
        const t = document.querySelector('h1')!.getBoundingClientRect();
        const fab = document.querySelector('.fab-stack')!.getBoundingClientRect();
        return { box: { top: r.top, bottom: r.bottom, width: r.width, height: r.height }, h1: { top: t.top, bottom: t.bottom }, barH: fab.width > 300 ? fab.height : 0 };
      });
      expect(box.width).toBeGreaterThanOrEqual(300);
      expect(box.height).toBeGreaterThanOrEqual(200);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(800 - barH);
      expect(h1.top).toBeGreaterThanOrEqual(0);
      // The headline is on the same screen: above the photo on a phone, beside it on a wide screen.
      expect(h1.bottom).toBeLessThanOrEqual(vp === 'phone' ? box.top : 800);
      // The largest contentful paint is the hero photo.
      const lcp = await t.page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
              resolve(last?.element?.closest('[data-testid]')?.getAttribute('data-testid') ?? last?.element?.tagName ?? 'none');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(lcp).toBe('hero-photo');
      // No image larger than its displayed size x DPR (the smallest variant is the floor).
      await t.page.waitForFunction(() => (document.querySelector('[data-testid="hero-photo"] img') as HTMLImageElement)?.complete);
      const { natural, shown } = await img.evaluate((el: HTMLImageElement) => ({ natural: el.naturalWidth, shown: el.getBoundingClientRect().width * devicePixelRatio }));
      expect(natural).toBeLessThanOrEqual(Math.max(320, shown * 2));
      // The collage follows below it and loads lazily.
      expect(await t.page.locator('[data-testid="collage-slot"] img').first().getAttribute('loading')).toBe('lazy');
    });

    it('stats count up to 100+, intro, Diwali hero and the carousel', async () => {
      const s = await studioDetails(t.page);
      const stats = t.page.getByLabel('Studio in numbers');
      await stats.scrollIntoViewIfNeeded();
      await t.page.waitForFunction(() => document.querySelector('[data-testid="stat-counter"]')?.textContent === '100+', null, { timeout: 8000 });
      const statsText = (await stats.textContent())!;
      expect(statsText).toContain('Happy Families');
      expect(statsText).toContain("5+Years' Experience in Photoshoots");
      expect(statsText).toContain('5.0Rating');

      const intro = t.page.locator('section.intro');
      await intro.scrollIntoViewIfNeeded();
      const introText = (await intro.textContent())!;
      expect(introText).toContain('over a decade');
      expect(introText).toContain('Our Promise');
      expect(introText).toContain('Professional Excellence');
      expect(introText).toContain('Premium quality service');
      expect(introText).toContain('Artistic Vision');
      expect(introText).toContain('Creating timeless art');
      expect(await t.page.getByTestId('intro-badge').textContent()).toBe('100+Happy Families');
      expect(await t.page.getByTestId('intro-sparkle').count()).toBe(6);
      expect(await t.page.getByTestId('intro-book').getAttribute('href')).toBe(expectedWhatsApp(s));

      const diwali = t.page.getByTestId('diwali-book');
      expect(await diwali.textContent()).toContain('Book via WhatsApp');
      expect(await diwali.getAttribute('href')).toBe(expectedWhatsApp(s));

      const carousel = t.page.getByTestId('carousel');
      await carousel.scrollIntoViewIfNeeded();
      const name = () => carousel.locator('.carousel__name').textContent();
      // Pause first, so the 5-second auto-advance cannot move it between our reads and clicks.
      await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
      const start = await name();
      expect(await carousel.textContent()).toContain('Mumbai');
      await carousel.getByRole('button', { name: 'Next testimonial' }).click();
      await t.page.waitForFunction((prev) => document.querySelector('[data-testid="carousel"] .carousel__name')?.textContent !== prev, start);
      await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
      await t.page.waitForFunction((want) => document.querySelector('[data-testid="carousel"] .carousel__name')?.textContent === want, start, {
        timeout: 3000,
      });
      expect(await name()).toBe(start);
      await carousel.getByRole('button', { name: 'Previous testimonial' }).click(); // wraps to the last
      await carousel.getByRole('button', { name: 'Show testimonial 3' }).click();
      expect(await carousel.locator('[data-testid="carousel-dot"][aria-current="true"]').getAttribute('aria-label')).toBe('Show testimonial 3');
      await t.page.waitForTimeout(5500); // paused: stays
      expect(await carousel.locator('[data-testid="carousel-dot"][aria-current="true"]').getAttribute('aria-label')).toBe('Show testimonial 3');
      await carousel.getByRole('button', { name: 'Play testimonials' }).click();
      await t.page.waitForFunction(
        () => document.querySelector('[data-testid="carousel-dot"][aria-current="true"]')?.getAttribute('aria-label') === 'Show testimonial 1',
        null,
        { timeout: 7000 },
      );
      expect(t.errors).toEqual([]);
    });
  });
});
