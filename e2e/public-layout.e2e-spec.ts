import { baseUrl, useBrowser, usePageAt } from './support/browser';
import { expectedWhatsApp, studioDetails, VIEWPORT_NAMES } from './public-helpers';

jest.setTimeout(90000);

describe('public site shell', () => {
  const chromium = useBrowser();

  describe.each(VIEWPORT_NAMES)('at %s width', (vp) => {
    const t = usePageAt(chromium, vp);

    it('header: logo to /, the five links, lanterns, floating call and WhatsApp buttons', async () => {
      await t.page.goto('/about');
      const s = await studioDetails(t.page);
      const header = t.page.getByRole('banner');
      await header.waitFor();
      expect(await header.locator('a.brand img').getAttribute('src')).toBe('/logo.png');
      expect(await header.locator('a.brand').getAttribute('href')).toBe('/');
      expect(await t.page.locator('[data-testid="festive-light"]').count()).toBe(vp === 'phone' ? 10 : 20);
      expect(await t.page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).position)).toBe('sticky');

      const call = t.page.getByTestId('fab-call');
      expect(await call.getAttribute('href')).toBe(`tel:+91${s.phone}`);
      const chat = t.page.getByTestId('fab-whatsapp');
      expect(await chat.getAttribute('href')).toBe(expectedWhatsApp(s));
      expect(await chat.getAttribute('href')).toContain('text=Hi!%20I%20want%20to%20book%20a%20newborn%20baby%20photoshoot.');
      expect(await chat.getAttribute('target')).toBe('_blank');
      expect(await chat.getAttribute('rel')).toContain('noopener');

      if (vp === 'desktop') {
        const nav = header.getByRole('navigation', { name: 'Main' });
        expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'About', 'Themes', 'Gallery', 'Contact']);
        const current = nav.locator('[aria-current="page"]');
        expect(await current.allTextContents()).toEqual(['About']);
        expect(await t.page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
      } else {
        expect(await header.getByRole('navigation').count()).toBe(0);
        await t.page.getByRole('button', { name: 'Open menu' }).click();
        const panel = t.page.getByTestId('side-panel');
        await panel.waitFor();
        expect(await panel.getByRole('link').allTextContents()).toEqual(['Home', 'About', 'Themes', 'Gallery', 'Contact']);
        // Slides in from the right edge, 16rem wide.
        const box = (await panel.boundingBox())!;
        expect(Math.round(box.width)).toBe(256);
        await t.page.waitForTimeout(600);
        expect(Math.round((await panel.boundingBox())!.x + box.width)).toBe(375);
        await panel.getByRole('button', { name: 'Close menu' }).click();
        await panel.waitFor({ state: 'detached' });
        // Choosing a link closes it and navigates.
        await t.page.getByRole('button', { name: 'Open menu' }).click();
        await t.page.getByTestId('side-panel').getByRole('link', { name: 'Gallery' }).click();
        await t.page.getByTestId('side-panel').waitFor({ state: 'detached' });
        await t.page.waitForURL('**/gallery');
        // An outside click closes it.
        await t.page.getByRole('button', { name: 'Open menu' }).click();
        await t.page.getByTestId('side-panel').waitFor();
        await t.page.mouse.click(40, 400);
        await t.page.getByTestId('side-panel').waitFor({ state: 'detached' });
        // Widening to 768 px closes it.
        await t.page.getByRole('button', { name: 'Open menu' }).click();
        await t.page.getByTestId('side-panel').waitFor();
        await t.page.setViewportSize({ width: 800, height: 812 });
        await t.page.getByTestId('side-panel').waitFor({ state: 'detached' });
        expect(await t.page.getByRole('banner').getByRole('navigation', { name: 'Main' }).count()).toBe(1);
      }
      expect(t.errors).toEqual([]);
    });

    it('footer: services, get in touch form, address, hours, +91 phone, copyright year, legal links', async () => {
      await t.page.goto('/');
      const s = await studioDetails(t.page);
      const footer = t.page.getByTestId('site-footer');
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
      t.page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      const seen = new Set<string>();
      for (const path of ['/', '/about', '/theme', '/gallery', '/contact']) {
        await t.page.goto(path);
        await t.page.waitForFunction((p) => p === '/' || document.title.split('|')[0].trim().length > 0, path);
        await t.page.waitForTimeout(300);
        const title = await t.page.title();
        const desc = await t.page.locator('meta[name="description"]').getAttribute('content');
        expect(title).toContain('Little Diyas Studio');
        expect(desc && desc.length).toBeGreaterThan(50);
        seen.add(`${title}`);
        expect(await t.page.locator('h1').count()).toBe(1);
        expect(await t.page.locator('main#main').count()).toBe(1);
      }
      expect(seen.size).toBe(5);
      expect(scripts.filter((u) => /admin|staff|user-area|login/i.test(u))).toEqual([]);
    });

    it('/files and /task send the browser to the partner site', async () => {
      await t.page.goto('/');
      const s = await studioDetails(t.page);
      await t.context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>partner site' }));
      await t.page.goto('/files');
      await t.page.waitForURL(s.partnerFilesUrl);
      await t.page.goto(`${baseUrl()}/task`);
      await t.page.waitForURL(s.partnerHomeUrl);
    });
  });

  it('shows the 2 s splash once per browser session, without blocking the page underneath', async () => {
    const context = await chromium.browser.newContext({ baseURL: baseUrl(), viewport: { width: 375, height: 812 } });
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
