import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { collectErrors, expectedWhatsApp, studioDetails, VIEWPORT_NAMES } from './public-helpers';

jest.setTimeout(90000);

describe('about and contact pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe.each(VIEWPORT_NAMES)('at %s width', (vp) => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    beforeEach(async () => {
      context = await newContext(browser, vp);
      page = await context.newPage();
      errors = collectErrors(page);
    });
    afterEach(() => context?.close());

    it('about: hero, studio and photographer intro, four highlights, Book a Session', async () => {
      await page.goto('/about');
      const s = await studioDetails(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const highlights = await page.getByTestId('about-highlight').locator('h3').allTextContents();
      expect(highlights).toEqual(['10+ Years Experience', 'Creative & Safe', 'Happy Families', 'Award Winning']);
      expect(await page.getByText('Meet the artist behind the lens').count()).toBe(1);
      const book = page.getByTestId('about-book');
      expect(await book.textContent()).toContain('Book a Session');
      expect(await book.getAttribute('href')).toBe(expectedWhatsApp(s));
      expect(errors).toEqual([]);
    });

    it('contact: form, cards, follow-us links and a click-to-load map', async () => {
      await page.goto('/contact');
      const s = await studioDetails(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');
      const form = page.getByTestId('contact-form');
      for (const label of ['Name', 'Email', 'Phone', 'Service', 'Message']) expect(await form.getByLabel(label).count()).toBe(1);
      expect(await form.getByLabel('Service').locator('option').allTextContents()).toEqual(['Select a service', 'Newborn', 'Baby', 'Family']);
      expect(await page.getByTestId('contact-address').getAttribute('href')).toBe(s.mapUrl);
      expect(await page.getByTestId('contact-email').getAttribute('href')).toBe(`mailto:${s.email}`);
      expect(await page.getByTestId('contact-phone').getAttribute('href')).toBe(`tel:+91${s.phone}`);
      expect(await page.getByTestId('contact-whatsapp').getAttribute('href')).toBe(expectedWhatsApp(s));
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBeTruthy();
      expect(await main.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBeTruthy();
      // The map is embedded (spec), lazily: its address only once the visitor scrolls near it, no "Show map" step.
      const map = page.getByTestId('map').locator('iframe');
      expect(await map.getAttribute('loading')).toBe('lazy');
      await page.getByTestId('map').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => !!document.querySelector('[data-testid="map"] iframe')?.getAttribute('src'));
      expect(await map.getAttribute('src')).toBe(s.mapEmbedUrl);
      expect(await map.getAttribute('title')).toContain('Map');
      expect(await page.getByRole('button', { name: 'Show map' }).count()).toBe(0);
      expect(errors.filter((e) => !/frame|Content Security Policy/i.test(e))).toEqual([]);
    });
  });
});
