import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newContext } from './support/browser';
import { collectErrors, expectedWhatsApp, studioDetails, VIEWPORT_NAMES } from './public-helpers';

jest.setTimeout(90000);

describe('public site shell', () => {
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
    afterEach(async () => {
      await context?.close();
    });

    it('header: logo to /, the five links, lanterns, floating call and WhatsApp buttons', async () => {
      await page.goto('/about');
      const s = await studioDetails(page);
      const header = page.getByRole('banner');
      await header.waitFor();
      expect(await header.locator('a.brand img').getAttribute('src')).toBe('/logo.png');
      expect(await header.locator('a.brand').getAttribute('href')).toBe('/');
      expect(await page.locator('[data-testid="festive-light"]').count()).toBe(vp === 'phone' ? 10 : 20);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).position)).toBe('sticky');

      const call = page.getByTestId('fab-call');
      expect(await call.getAttribute('href')).toBe(`tel:+91${s.phone}`);
      const chat = page.getByTestId('fab-whatsapp');
      expect(await chat.getAttribute('href')).toBe(expectedWhatsApp(s));
      expect(await chat.getAttribute('href')).toContain('text=Hi!%20I%20want%20to%20book%20a%20newborn%20baby%20photoshoot.');
      expect(await chat.getAttribute('target')).toBe('_blank');
      expect(await chat.getAttribute('rel')).toContain('noopener');

      if (vp === 'desktop') {
        const nav = header.getByRole('navigation', { name: 'Main' });
        expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'About', 'Themes', 'Gallery', 'Contact']);
        const current = nav.locator('[aria-current="page"]');
        expect(await current.allTextContents()).toEqual(['About']);
        expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
      } else {
        expect(await header.getByRole('navigation').count()).toBe(0);
        await page.getByRole('button', { name: 'Open menu' }).click();
        const panel = page.getByTestId('side-panel');
        await panel.waitFor();
        expect(await panel.getByRole('link').allTextContents()).toEqual(['Home', 'About', 'Themes', 'Gallery', 'Contact']);
        // Slides in from the right edge, 16rem wide.
        const box = (await panel.boundingBox())!;
        expect(Math.round(box.width)).toBe(256);
        await page.waitForTimeout(600);
        expect(Math.round((await panel.boundingBox())!.x + box.width)).toBe(375);
        await panel.getByRole('button', { name: 'Close menu' }).click();
        await panel.waitFor({ state: 'detached' });
        // Choosing a link closes it and navigates.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByTestId('side-panel').getByRole('link', { name: 'Gallery' }).click();
        await page.getByTestId('side-panel').waitFor({ state: 'detached' });
        await page.waitForURL('**/gallery');
        // An outside click closes it.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByTestId('side-panel').waitFor();
        await page.mouse.click(40, 400);
        await page.getByTestId('side-panel').waitFor({ state: 'detached' });
        // Widening to 768 px closes it.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByTestId('side-panel').waitFor();
        await page.setViewportSize({ width: 800, height: 812 });
        await page.getByTestId('side-panel').waitFor({ state: 'detached' });
        expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).count()).toBe(1);
      }
      expect(errors).toEqual([]);
    });

    it('footer: services, get in touch form, address, hours, +91 phone, copyright year, legal links', async () => {
      await page.goto('/');
      const s = await studioDetails(page);
      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      const text = (await footer.textContent())!;
      expect(text).toContain('Services');
      expect(text).toContain('Newborn Package');
      expect(text).toContain('Get in touch');
      expect(text).toContain('Monday-Sunday 9AM-9PM');
      expect(text).toContain(`+91 ${s.phone}`);
      expect(text).toContain(`© ${new Date().getFullYear()}`);
      expect(await footer.getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1);
      expect(await footer.getByRole('link', { name: 'Terms of Service' }).count()).toBe(1);
      expect(await footer.getByRole('link', { name: `+91 ${s.phone}` }).getAttribute('href')).toBe(`tel:+91${s.phone}`);
      // Footer validation messages (spec §5).
      await footer.getByRole('button', { name: 'Send Message' }).click();
      for (const m of ['Name is required.', 'Valid 10-digit phone number is required.', 'Valid email address is required.', 'Please select a service.', 'Message cannot be empty.']) {
        expect(await footer.getByText(m).count()).toBe(1);
      }
      await footer.getByLabel('Phone').fill('98a7654321099');
      expect(await footer.getByLabel('Phone').inputValue()).toBe('9876543210');
      expect(await footer.getByText('Valid 10-digit phone number is required.').count()).toBe(0);
    });

    it('every public route has its own title and meta description; staff code is not downloaded', async () => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      const seen = new Set<string>();
      for (const path of ['/', '/about', '/theme', '/gallery', '/contact']) {
        await page.goto(path);
        await page.waitForFunction((p) => p === '/' || document.title.split('|')[0].trim().length > 0, path);
        await page.waitForTimeout(300);
        const title = await page.title();
        const desc = await page.locator('meta[name="description"]').getAttribute('content');
        expect(title).toContain('Little Diyas Studio');
        expect(desc && desc.length).toBeGreaterThan(50);
        seen.add(`${title}`);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await page.locator('main#main').count()).toBe(1);
      }
      expect(seen.size).toBe(5);
      expect(scripts.filter((u) => /admin|staff|user-area|login/i.test(u))).toEqual([]);
    });

    it('/files and /task send the browser to the partner site', async () => {
      await page.goto('/');
      const s = await studioDetails(page);
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>partner site' }));
      await page.goto('/files');
      await page.waitForURL(s.partnerFilesUrl);
      await page.goto(`${baseUrl()}/task`);
      await page.waitForURL(s.partnerHomeUrl);
    });
  });

  it('shows the 2 s splash once per browser session, without blocking the page underneath', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await splash.waitFor();
    expect(await splash.textContent()).toContain('Photography');
    expect(await splash.textContent()).toContain('Loading your photography experience...');
    // The page renders beneath it.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await splash.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    await splash.waitFor({ state: 'detached', timeout: 4000 });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('splash').count()).toBe(0);
    await context.close();
  });
});
