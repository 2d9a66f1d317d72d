import type { Browser } from 'playwright-core';
import { api, baseUrl, launchBrowser, newContext } from './support/browser';

describe('the running site (smoke)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('serves the health check and the site shell on one port', async () => {
    const health = await api<{ status: string }>('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    // A staff deep link gets the app shell; an unknown public path a rendered "not found" page.
    const res = await fetch(`${baseUrl()}/admin/some/deep/link`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="studio-config"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(`${baseUrl()}/some/deep/link`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('id="studio-config"');
  });

  it('serves hashed assets with immutable caching', async () => {
    const html = await (await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } })).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('renders the home page in Chromium', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await page.getByRole('banner').waitFor();
    expect(await page.title()).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
