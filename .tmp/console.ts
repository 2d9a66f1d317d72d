import { chromium } from 'playwright-core';
const [url, pin] = process.argv.slice(2);
(async () => {
  const slug = url.split('/g/')[1];
  const base = url.split('/g/')[0];
  const u = await fetch(`${base}/api/client-galleries/${slug}/unlock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pin }) });
  const cookie = u.headers.getSetCookie()[0].split(';')[0];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, extraHTTPHeaders: { Cookie: cookie } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text(), m.location().url));
  page.on('response', (r) => r.status() >= 400 && console.log('http', r.status(), r.url()));
  await page.goto(url);
  await page.waitForTimeout(5000);
  await browser.close();
})();
