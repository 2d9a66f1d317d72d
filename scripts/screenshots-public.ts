// Screenshots of every public and staff page at 375 and 1280 px into docs/screenshots/ (small palette PNGs); with the
// admin's sign-in the public pages in season and out of it ('-calm': the campaign switched off, then put back).
// Usage: npx tsx scripts/screenshots-public.ts http://127.0.0.1:3000 ADMIN_USERNAME ADMIN_PASSWORD
//   (a running site with demo content: npm run seed:demo). Without the admin's name and password only
//   the public pages are taken. A field worker 'screenshots-worker' is created for the user panel if missing.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { ROOT } from './lib/build';

const PUBLIC = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'themes', path: '/theme' },
  { name: 'gallery', path: '/gallery' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
];
const ADMIN = ['staff', 'add-user', 'add-prop', 'view-prop', 'view-price-prop', 'add-gallery', 'add-themes', 'media', 'client-galleries', 'enquiries', 'site-settings', 'processing', 'password'];
const USER = ['task', 'utilize', 'dashboard', 'password'];
const WIDTHS = [375, 1280];
const WORKER = { username: 'screenshots-worker', password: 'screenshots-pass-1' };

async function login(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`sign-in as ${username} failed: ${body.message ?? res.status}`);
  return body.token;
}

async function capture(page: Page, out: string, file: string, width: number, opts: { scroll: boolean; maxScroll?: number }) {
  if (opts.scroll) {
    // Bring lazy images and deferred sections in, then back to the top.
    await page.evaluate(async (maxY) => {
      for (let y = 0; y < Math.min(document.body.scrollHeight, maxY); y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
      window.scrollTo(0, 0);
    }, opts.maxScroll ?? 1e6);
  }
  // Full-page captures do not scroll, so render the deferred (content-visibility) blocks too.
  await page.addStyleTag({ content: '.defer-render{content-visibility:visible!important}' });
  await page.waitForTimeout(4500); // counters finish, images decode
  // The window as tall as the page, so what is fixed to the screen's bottom (the phone's call bar)
  // shows where a visitor sees it at the end of the page, not over the middle of the picture.
  // (A taller window can bring more in, e.g. the gallery's next page: until the height holds.)
  let height = 0;
  for (let i = 0; i < 6; i++) {
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    if (h === height) break;
    height = h;
    await page.setViewportSize({ width, height: Math.min(height, 16000) });
    await page.waitForTimeout(1200);
  }
  const png = await page.screenshot({ fullPage: true });
  await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
  const img = sharp(png);
  const resized = width > 500 ? img.resize({ width: 800 }) : img;
  await resized.png({ palette: true, quality: 70, compressionLevel: 9, effort: 8 }).toFile(join(out, file));
  console.log(`docs/screenshots/${file}`);
}

async function main() {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const [adminName, adminPassword] = process.argv.slice(3);
  const out = join(ROOT, 'docs', 'screenshots');
  mkdirSync(out, { recursive: true });

  let adminToken: string | undefined;
  let userToken: string | undefined;
  if (adminName && adminPassword) {
    adminToken = await login(base, adminName, adminPassword);
    await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ ...WORKER, role: 'user' }),
    }); // 201, or 409 when it exists
    userToken = await login(base, WORKER.username, WORKER.password);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  const context = async (width: number, token?: string): Promise<BrowserContext> => {
    const phone = width < 500;
    const ctx = await browser.newContext({
      viewport: { width, height: phone ? 812 : 800 },
      deviceScaleFactor: 1,
      isMobile: phone,
      hasTouch: phone,
      reducedMotion: 'reduce',
      permissions: ['camera'],
      userAgent: phone ? 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' : undefined,
    });
    await ctx.addCookies([{ name: 'studio_splash', value: 'seen', url: base }]);
    if (token) await ctx.addInitScript((t) => localStorage.setItem('token', t), token);
    return ctx;
  };
  // With the admin's sign-in the public pages are taken in season (campaign on, no dates) and out of it (off:
  // '-calm'), and the studio's own campaign is put back afterwards.
  const campaignOf = async () => adminToken ? ((await (await fetch(`${base}/api/admin/site`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { campaign: Record<string, unknown> }).campaign : undefined;
  const setCampaign = async (campaign: Record<string, unknown>) => {
    await fetch(`${base}/api/admin/site`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` }, body: JSON.stringify({ campaign }) });
    await new Promise((r) => setTimeout(r, 5000)); // every public page shows a change within 5 s
  };
  const original = await campaignOf();
  const seasons: Array<{ suffix: string; campaign?: Record<string, unknown> }> = original
    ? [{ suffix: '', campaign: { enabled: true, startsOn: null, endsOn: null } }, { suffix: '-calm', campaign: { enabled: false } }]
    : [{ suffix: '' }];
  const firstClientGallery = adminToken
    ? ((await (await fetch(`${base}/api/admin/client-galleries`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { items?: Array<{ id: string }> }).items?.[0]?.id
    : undefined;
  try {
    for (const season of seasons) {
      if (season.campaign) await setCampaign(season.campaign);
      for (const width of WIDTHS) {
        const pub = await context(width);
        const page = await pub.newPage();
        for (const p of PUBLIC) {
          await page.goto(base + p.path, { waitUntil: 'networkidle' });
          await capture(page, out, `public-${p.name}${season.suffix}-${width}.png`, width, { scroll: true, maxScroll: p.name === 'gallery' ? 1200 : 1e6 });
        }
        if (!season.suffix) {
          // Two themes chosen: the selection bar at the bottom of the screen (a screenful, not the whole page).
          await page.goto(`${base}/theme`, { waitUntil: 'networkidle' });
          await page.locator('[data-testid="theme-card"]').nth(0).click();
          await page.locator('[data-testid="theme-card"]').nth(1).click();
          await page.waitForTimeout(800);
          await sharp(await page.screenshot())
            .resize(width > 500 ? { width: 800 } : undefined)
            .png({ palette: true, quality: 70, compressionLevel: 9, effort: 8 })
            .toFile(join(out, `public-themes-selected-${width}.png`));
          console.log(`docs/screenshots/public-themes-selected-${width}.png`);
        }
        await pub.close();
      }
    }
    if (original) {
      const { active: _active, ...campaign } = original;
      await setCampaign(campaign);
    }
    for (const width of WIDTHS) {
      for (const [token, area, pages] of [
        [adminToken, 'admin', ADMIN],
        [userToken, 'user', USER],
      ] as const) {
        if (!token) continue;
        const ctx = await context(width, token);
        const staffPage = await ctx.newPage();
        for (const name of pages) {
          await staffPage.goto(`${base}/${area}/${name}`, { waitUntil: 'networkidle' });
          await capture(staffPage, out, `${area}-${name}-${width}.png`, width, { scroll: false });
        }
        if (area === 'admin' && firstClientGallery) {
          await staffPage.goto(`${base}/admin/client-galleries/${firstClientGallery}`, { waitUntil: 'networkidle' });
          await capture(staffPage, out, `admin-client-gallery-detail-${width}.png`, width, { scroll: true });
        }
        // The phone's menu open: every group, Logout at its foot.
        if (width < 500) {
          await staffPage.goto(`${base}/${area}`, { waitUntil: 'networkidle' });
          await staffPage.getByRole('button', { name: 'Open menu' }).click();
          await staffPage.waitForTimeout(900);
          await sharp(await staffPage.screenshot()).png({ palette: true, quality: 70, compressionLevel: 9, effort: 8 }).toFile(join(out, `${area}-menu-${width}.png`));
          console.log(`docs/screenshots/${area}-menu-${width}.png`);
        }
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
