/// <reference lib="dom" />
/**
 * The studio runs its own site (issue 16): an admin changes the phone, ends the campaign and adds a testimonial
 * on "Site Settings" (phone and desktop widths), and the public pages show each change within 5 s, the
 * server-rendered HTML included. Settings are put back afterwards: the other browser specs share this stack.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, createUser, launchBrowser, newContext, type ApiUser } from './support/browser';

jest.setTimeout(180_000);

interface AdminSite {
  studio: Record<string, unknown>;
  claims: Record<string, unknown>;
  campaign: Record<string, unknown> & { active: boolean };
  testimonials: Array<{ id: string; name: string }>;
}

/** Polls until `check` passes, at most `ms` (the public site's promise: a change shows within 5 s). */
async function within<T>(ms: number, check: () => Promise<T | undefined | false>): Promise<T> {
  const started = Date.now();
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const rawHtml = async (path: string) => (await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })).text();

describe('site settings (admin) reach the public pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: ApiUser;
  let original: AdminSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await createUser('admin');
    original = (await api<AdminSite>('/api/admin/site', { token: admin.token })).body;
  });
  afterAll(async () => {
    // Put back what this spec changed (the other specs read the defaults).
    const { active: _active, ...campaign } = original.campaign;
    await api('/api/admin/site', { method: 'PUT', token: admin.token, json: { studio: original.studio, claims: original.claims, campaign } });
    const now = (await api<AdminSite>('/api/admin/site', { token: admin.token })).body;
    for (const t of now.testimonials.filter((t) => !original.testimonials.some((o) => o.id === t.id))) {
      await api(`/api/admin/testimonials/${t.id}`, { method: 'DELETE', token: admin.token });
    }
    await browser?.close();
  });
  afterEach(() => context?.close());

  async function openSettings(viewport: 'phone' | 'desktop') {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('token', token), admin.token);
    await page.goto('/admin/site-settings');
    await page.getByRole('heading', { level: 1, name: 'Site Settings' }).waitFor();
    await page.getByTestId('site-studio-form').waitFor();
  }

  it.each(['phone', 'desktop'] as const)('the page fits a %s and names every field', async (viewport) => {
    await openSettings(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const label of ['Studio name', 'Phone', 'WhatsApp number', 'E-mail', 'Address', 'Map embed link', 'Headline', 'Starts on', 'Ends on', 'Happy families']) {
      await expect(page.getByLabel(label, { exact: true }).count()).resolves.toBe(1);
    }
    expect(await page.getByTestId('testimonial-row').count()).toBe(original.testimonials.length);
  });

  it('a wrong phone is refused with the field message; a right one shows on every public page within 5 s', async () => {
    await openSettings('desktop');
    const form = page.getByTestId('site-studio-form');
    await form.getByLabel('Phone', { exact: true }).fill('98765');
    await form.getByRole('button', { name: 'Save studio details' }).click();
    await form.getByText('Phone must be 10 digits, without +91 or spaces').waitFor();
    expect(await form.getByLabel('Phone', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Phone', { exact: true }).fill('9811122233');
    await form.getByLabel('WhatsApp number').fill('919811122233');
    await form.getByRole('button', { name: 'Save studio details' }).click();
    await form.getByText(/^Saved\./).waitFor();
    const savedAt = Date.now();

    // The server-rendered HTML (what WhatsApp's preview and a first paint read), then the page in a browser.
    await within(5000, async () => (await rawHtml('/contact')).includes('href="tel:+919811122233"'));
    const visitor = await browser.newPage({ baseURL: baseUrl() });
    try {
      await visitor.goto('/contact');
      expect(await visitor.getByTestId('fab-call').getAttribute('href')).toBe('tel:+919811122233');
      expect(await visitor.getByTestId('contact-phone').getAttribute('href')).toBe('tel:+919811122233');
      expect(await visitor.getByTestId('fab-whatsapp').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919811122233\?text=/);
      expect(await visitor.locator('footer').getByText('+91 9811122233').count()).toBe(1);
    } finally {
      await visitor.close();
    }
    expect(Date.now() - savedAt).toBeLessThan(10_000);
    // Recorded: who, what, when.
    await page.reload();
    await page.getByTestId('change-log').getByText(/changed the settings/).first().waitFor();
    expect(await page.getByTestId('change-log').locator('li').first().textContent()).toContain(admin.username);
  });

  it('ending the campaign takes the Diwali hero off the home page within 5 s', async () => {
    await openSettings('phone');
    expect((await rawHtml('/')).includes('id="diwali-title"')).toBe(true);
    const form = page.getByTestId('site-campaign-form');
    await form.getByLabel('Headline').fill('Diwali Glow Week');
    await form.getByRole('button', { name: 'Save campaign' }).click();
    await form.getByText(/^Saved\./).waitFor();
    await within(5000, async () => (await rawHtml('/')).includes('Diwali Glow Week'));

    await form.getByLabel('Show the campaign on the home page').uncheck();
    await form.getByRole('button', { name: 'Save campaign' }).click();
    await form.getByText(/^Saved\./).waitFor();
    await form.getByText('Not showing on the home page now.').waitFor();
    await within(5000, async () => !(await rawHtml('/')).includes('id="diwali-title"'));
    const visitor = await browser.newPage({ baseURL: baseUrl() });
    try {
      await visitor.goto('/');
      await visitor.getByTestId('carousel').waitFor();
      expect(await visitor.locator('#diwali-title').count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('an added testimonial joins the home carousel, and leaves it when removed', async () => {
    await openSettings('phone');
    const editor = page.getByTestId('testimonials-editor');
    await editor.getByRole('button', { name: 'Add a testimonial' }).click();
    const form = editor.getByTestId('testimonial-form');
    await form.getByLabel('Name').fill('Kavya Iyer');
    await form.getByLabel('Role').fill('New Mom');
    await form.getByLabel('Date').fill('November 2026');
    await form.getByLabel('Quote').fill('Calm, warm and so patient with our twins.');
    await form.getByRole('button', { name: 'Add testimonial' }).click();
    await editor.getByText('Added the testimonial of Kavya Iyer.').waitFor();
    await page.getByTestId('testimonial-row').filter({ hasText: 'Kavya Iyer' }).waitFor();
    expect(await page.getByTestId('testimonial-row').count()).toBe(original.testimonials.length + 1);

    await within(5000, async () => (await rawHtml('/')).includes('Kavya Iyer'));
    const visitor = await browser.newPage({ baseURL: baseUrl() });
    try {
      await visitor.goto('/');
      expect(await visitor.getByTestId('carousel-dot').count()).toBe(original.testimonials.length + 1);
    } finally {
      await visitor.close();
    }

    await editor.getByRole('button', { name: 'Remove Kavya Iyer' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove' }).click();
    await editor.getByText('Removed the testimonial of Kavya Iyer.').waitFor();
    await within(5000, async () => !(await rawHtml('/')).includes('Kavya Iyer'));
  });
});
