/// <reference lib="dom" />
/**
 * Measurement, not a test of the normal run: one drop of STAFF_BATCH_BENCH camera-size photos (e.g. 200) on
 * Add Gallery, timed from the drop to every file ready, with the tab's memory and the main
 * thread's long tasks while it runs. Run:
 *   STAFF_BATCH_BENCH=200 npx jest e2e/staff-batch-bench.e2e-spec.ts --selectProjects e2e
 * Skipped unless STAFF_BATCH_BENCH is set.
 *
 * Measured 2026-11-22 on the 2-core machine, nothing else running: 200 photos of 8.3 MP (518 MB) in one drop,
 * listed 167 ms after the drop, all ready 110 s after it (109 photos/min); peak JS heap 8 MB; renderer RSS
 * 488 MB; 3 long tasks, the longest 113 ms; frame delay p50 7 ms, p95 14 ms, max 20 ms while it ran.
 * (2026-11-21, with other test runs loading the machine to 13-19: 228 s, 53 photos/min, RSS 469-499 MB flat.)
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, loginAs, newContext } from './support/browser';
import { batchCounts } from './support/staff-helpers';

jest.setTimeout(1_800_000);

const COUNT = Number(process.env.STAFF_BATCH_BENCH ?? 0);
const maybe = COUNT > 0 ? describe : describe.skip;

const CAMERA_PHOTO = '/usr/share/backgrounds/mate/abstract/Elephants_3840x2160.jpg';

/**
 * Writes `count` distinct camera-like JPEGs to `dir`: Debian's mate-backgrounds photo (8.3 MP)
 * with a small coloured mark per file, re-encoded at q90 (about 2-4 MB each); generated
 * gradients when that package is missing.
 */
async function writePhotos(dir: string, tag: string, count: number): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const base = existsSync(CAMERA_PHOTO) ? await sharp(CAMERA_PHOTO).rotate().toBuffer() : null;
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const mark = { create: { width: 48, height: 48, channels: 3 as const, background: { r: (i * 67) % 256, g: (i * 131) % 256, b: (i * 29) % 256 } } };
    const img = base
      ? sharp(base)
      : sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 180, g: 120, b: 90 } } });
    const file = join(dir, `bench-${tag}-${String(i).padStart(4, '0')}.jpg`);
    await img
      .composite([{ input: mark, left: 40 + ((i * 53) % 1000), top: 40 + ((i * 31) % 600) }])
      .jpeg({ quality: 90 })
      .toFile(file);
    paths.push(file);
  }
  return paths;
}

/** Resident memory (MB) of this browser's renderer processes (pids from CDP SystemInfo). */
async function rendererRssMb(browser: Browser): Promise<number> {
  try {
    const cdp = await browser.newBrowserCDPSession();
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    await cdp.detach();
    let kb = 0;
    for (const p of info.processInfo.filter((p) => p.type === 'renderer')) {
      const status = readFileSync(`/proc/${p.id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    }
    return kb / 1024;
  } catch {
    return NaN;
  }
}

maybe('staff batch upload measurement', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it(`uploads ${COUNT} photos in one drop`, async () => {
    const context = await newContext(browser, 'desktop');
    page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await loginAs(page, 'admin');
    const tag = Date.now().toString(36);
    const dir = join(tmpdir(), `staff-bench-${tag}`);
    const files = await writePhotos(dir, tag, COUNT);
    const totalMb = files.reduce((n, f) => n + statSync(f).size, 0) / 1024 / 1024;

    await page.goto('/admin/add-gallery');
    await page.locator('#gallery-title:not([disabled])').waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(e.duration))).observe({ type: 'longtask', buffered: false });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const t0 = Date.now();
    await page.setInputFiles('#gallery-image', files);
    const dropMs = Date.now() - t0;
    const select = page.locator('select#gallery-title');
    if (await select.count()) {
      await select.selectOption({ label: 'Other (Add new title)' });
      await page.getByLabel('New title').fill(`Bench ${tag}`);
    } else await page.getByLabel('Title').fill(`Bench ${tag}`);
    await page.getByLabel('Description').fill('Batch measurement');
    await page.getByRole('button', { name: 'Add Gallery Image' }).click();

    let peakHeap = 0;
    let peakRss = 0;
    const rafDelays: number[] = [];
    for (;;) {
      const c = await batchCounts(page);
      const metrics = (await cdp.send('Performance.getMetrics')).metrics;
      peakHeap = Math.max(peakHeap, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
      peakRss = Math.max(peakRss, await rendererRssMb(browser));
      // Responsiveness probe: how long until the next frame.
      rafDelays.push(await page.evaluate(() => new Promise<number>((r) => { const s = performance.now(); requestAnimationFrame(() => r(performance.now() - s)); })));
      if ((c.done ?? 0) >= COUNT) break;
      if (Date.now() - t0 > 1_700_000) throw new Error(`timed out: ${JSON.stringify(c)}`);
      await page.waitForTimeout(1000);
    }
    const totalMs = Date.now() - t0;
    const counts = await batchCounts(page);
    const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    rafDelays.sort((a, b) => a - b);
    const result = {
      files: COUNT,
      totalMb: Math.round(totalMb),
      dropToListMs: dropMs,
      dropToAllReadySeconds: Math.round(totalMs / 100) / 10,
      photosPerMinute: Math.round((COUNT / totalMs) * 60_000),
      counts,
      peakJsHeapMb: Math.round(peakHeap / 1024 / 1024),
      peakRendererRssMb: Math.round(peakRss),
      longTasks: { count: long.length, maxMs: Math.round(Math.max(0, ...long)), over200ms: long.filter((d) => d > 200).length },
      frameDelayMs: { p50: Math.round(rafDelays[Math.floor(rafDelays.length / 2)]), p95: Math.round(rafDelays[Math.floor(rafDelays.length * 0.95)]), max: Math.round(rafDelays[rafDelays.length - 1]) },
    };
    console.log(`STAFF BATCH RESULT ${JSON.stringify(result, null, 2)}`);
    rmSync(dir, { recursive: true, force: true });
    expect(counts.ready).toBe(COUNT);
    await context.close();
  });
});
