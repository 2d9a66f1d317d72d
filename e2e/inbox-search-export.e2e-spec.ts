/// <reference lib="dom" />
/**
 * The studio finds and exports enquiries (issue 16): search by name, phone or e-mail, pick the days, download
 * the filtered list as CSV (UTF-8 with BOM, formula-safe), at phone and desktop widths.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, createUser, launchBrowser, newContext, type ApiUser } from './support/browser';

jest.setTimeout(180_000);

describe('enquiry inbox: search and CSV export', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: ApiUser;
  const tag = `zq${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await createUser('admin');
    for (const [name, phone] of [
      [`Lakshmi ${tag}`, '9876512345'],
      [`=SUM(A1) ${tag}`, '9876554321'],
    ]) {
      const res = await api('/api/enquiries', {
        method: 'POST',
        json: { source: 'contact', name, phone, email: `${tag}@example.com`, service: 'baby', message: 'Baby shoot next week' },
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  async function open(viewport: 'phone' | 'desktop') {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('token', token), admin.token);
    await page.goto('/admin/enquiries');
    await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
  }

  it.each(['phone', 'desktop'] as const)('finds by name, phone and e-mail on a %s', async (viewport) => {
    await open(viewport);
    const search = page.getByLabel('Search');
    await search.fill(`Lakshmi ${tag}`);
    await page.getByText('1 enquiry matches').waitFor();
    await search.fill('+91 98765 12345');
    await page.getByText(/enquir(y|ies) match/).waitFor();
    await page.getByTestId('enquiry').filter({ hasText: `Lakshmi ${tag}` }).waitFor();
    await search.fill(`${tag}@EXAMPLE.com`);
    await page.getByText('2 enquiries match').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The filter inputs stay inside the page (date inputs have a wide minimum of their own).
    const width = await page.evaluate(() => window.innerWidth);
    for (const label of ['Search', 'From', 'To']) {
      const box = (await page.getByLabel(label, { exact: true }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });

  it('exports the filtered list as a CSV that opens cleanly (BOM, header, formula-safe)', async () => {
    await open('desktop');
    await page.getByLabel('Search').fill(tag);
    await page.getByText('2 enquiries match').waitFor();
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
    await page.getByLabel('From').fill(today);
    await page.getByText('2 enquiries match').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`enquiries-${today}-to-${today}.csv`);
    const bytes = readFileSync((await download.path()));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Received,Name,Phone,E-mail,Form,Service,Message,Address,Themes,Status,Delivery');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(`,'=SUM(A1) ${tag},9876554321,`))).toBe(true);
    expect(lines.some((l) => l.includes(`,Lakshmi ${tag},9876512345,`))).toBe(true);
  });
});
