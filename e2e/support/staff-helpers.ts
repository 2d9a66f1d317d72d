/// <reference lib="dom" />
/** Helpers for the staff-area browser specs (e2e/staff-*.e2e-spec.ts). */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { ApiUser } from './browser';

/** A small, distinct JPEG (its own pattern and colour, so its own sha256). */
export async function makeJpeg(seed: number, width = 480, height = 360): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  // Mix the seed so nearby seeds give unrelated colours (distinct files, distinct sha256).
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  const r0 = h & 0xff;
  const g0 = (h >>> 8) & 0xff;
  const b0 = (h >>> 16) & 0xff;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (r0 + x / 3) % 256;
      raw[i + 1] = (g0 + y / 2) % 256;
      raw[i + 2] = (b0 + ((x * y) % 97)) % 256;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A number from a string (FNV-1a), so each prefix gets its own run of seeds. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h & 0x3fffffff;
}

export async function makeJpegFiles(prefix: string, count: number, from = 0): Promise<UploadFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `${prefix}-${String(i + from).padStart(3, '0')}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(seedOf(prefix) + i + from) })),
  );
}

/** Signs in through the login form. */
export async function signInWithForm(page: Page, user: Pick<ApiUser, 'username' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('User Name').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Reads the upload batch summary's counters (data attributes of the overall progress). */
export async function batchCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const el = document.querySelector('[data-testid="batch-summary"]');
    const out: Record<string, number> = {};
    if (!el) return out;
    for (const a of Array.from(el.attributes)) if (a.name.startsWith('data-') && a.name !== 'data-testid') out[a.name.slice(5)] = Number(a.value);
    return out;
  });
}

/** Waits until the batch summary satisfies `predicate` (checked in the test process). */
export async function waitForBatch(
  page: Page,
  predicate: (c: Record<string, number>) => boolean,
  timeoutMs = 120_000,
  onSample?: (c: Record<string, number>) => void,
): Promise<Record<string, number>> {
  const end = Date.now() + timeoutMs;
  let last: Record<string, number> = {};
  while (Date.now() < end) {
    last = await batchCounts(page);
    onSample?.(last);
    if (predicate(last)) return last;
    await page.waitForTimeout(100);
  }
  throw new Error(`batch did not reach the expected state; last counts: ${JSON.stringify(last)}`);
}
