// Screenshots of every public page at 375 and 1280 px into docs/screenshots/ (small palette PNGs).
// Usage: npx tsx scripts/screenshots-public.ts http://127.0.0.1:3000   (a running site with demo content)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { ROOT } from './lib/build';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'themes', path: '/theme' },
  { name: 'gallery', path: '/gallery' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
];
const WIDTHS = [375, 1280];

async function main() {
  const base = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000';
  const out = join(ROOT, 'docs', 'screenshots');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      await context.addCookies([{ name: 'studio_splash', value: 'seen', url: base }]);
      const page = await context.newPage();
      for (const p of PAGES) {
        await page.goto(base + p.path, { waitUntil: 'networkidle' });
        // Bring lazy images and deferred sections in, then back to the top.
        await page.evaluate(async (maxY) => {
          for (let y = 0; y < Math.min(document.body.scrollHeight, maxY); y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 120));
          }
          window.scrollTo(0, 0);
        }, p.name === 'gallery' ? 1200 : 1e6);
        // Full-page captures do not scroll, so render the deferred (content-visibility) blocks too.
        await page.addStyleTag({ content: '.defer-render{content-visibility:visible!important}' });
        await page.waitForTimeout(4500); // counters finish, images decode
        const png = await page.screenshot({ fullPage: true });
        const img = sharp(png);
        const resized = width > 500 ? img.resize({ width: 800 }) : img;
        await resized.png({ palette: true, quality: 70, compressionLevel: 9, effort: 8 }).toFile(join(out, `public-${p.name}-${width}.png`));
        console.log(`docs/screenshots/public-${p.name}-${width}.png`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
