import { useBrowser, usePageAt } from './support/browser';
import { expectedWhatsApp, studioDetails, VIEWPORT_NAMES } from './public-helpers';

jest.setTimeout(90000);

describe('about and contact pages', () => {
  const chromium = useBrowser();

  describe.each(VIEWPORT_NAMES)('at %s width', (vp) => {
    const t = usePageAt(chromium, vp);

    it('about: hero, studio and photographer intro, four highlights, Book a Session', async () => {
      await t.page.goto('/about');
      const s = await studioDetails(t.page);
      await t.page.getByRole('heading', { level: 1 }).waitFor();
      const highlights = await t.page.getByTestId('about-highlight').locator('h3').allTextContents();
      expect(highlights).toEqual(['10+ Years Experience', 'Creative & Safe', 'Happy Families', 'Award Winning']);
      expect(await t.page.getByText('Meet the artist behind the lens').count()).toBe(1);
      const book = t.page.getByTestId('about-book');
      expect(await book.textContent()).toContain('Book a Session');
      expect(await book.getAttribute('href')).toBe(expectedWhatsApp(s));
      expect(t.errors).toEqual([]);
    });

    it('contact: form, cards, follow-us links and a click-to-load map', async () => {
      await t.page.goto('/contact');
      const s = await studioDetails(t.page);
      expect(await t.page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');
      const form = t.page.getByTestId('contact-form');
      for (const label of ['Name', 'Email', 'Phone', 'Service', 'Message']) expect(await form.getByLabel(label).count()).toBe(1);
      expect(await form.getByLabel('Service').locator('option').allTextContents()).toEqual(['Select a service', 'Newborn', 'Baby', 'Family']);
      expect(await t.page.getByTestId('contact-address').getAttribute('href')).toBe(s.mapUrl);
      expect(await t.page.getByTestId('contact-email').getAttribute('href')).toBe(`mailto:${s.email}`);
      expect(await t.page.getByTestId('contact-phone').getAttribute('href')).toBe(`tel:+91${s.phone}`);
      expect(await t.page.getByTestId('contact-whatsapp').getAttribute('href')).toBe(expectedWhatsApp(s));
      const main = t.page.locator('main');
      expect(await main.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBeTruthy();
      expect(await main.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBeTruthy();
      // The map is embedded (spec), lazily: its address only once the visitor scrolls near it, no "Show map" step.
      const map = t.page.getByTestId('map').locator('iframe');
      expect(await map.getAttribute('loading')).toBe('lazy');
      await t.page.getByTestId('map').scrollIntoViewIfNeeded();
      await t.page.waitForFunction(() => !!document.querySelector('[data-testid="map"] iframe')?.getAttribute('src'));
      expect(await map.getAttribute('src')).toBe(s.mapEmbedUrl);
      expect(await map.getAttribute('title')).toContain('Map');
      expect(await t.page.getByRole('button', { name: 'Show map' }).count()).toBe(0);
      expect(t.errors.filter((e) => !/frame|Content Security Policy/i.test(e))).toEqual([]);
    });
  });
});
