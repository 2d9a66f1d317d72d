/** Helpers for the staff-area browser specs (e2e/staff-*.e2e-spec.ts). */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { ApiUser } from './browser';

/** A small, distinct JPEG (its own pattern and colour, so its own sha256). */
export async function makeJpeg(seed: number, width = 480, height = 360): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const r0 = (seed * 53) % 256;
  const g0 = (seed * 97 + 40) % 256;
  const b0 = (seed * 29 + 90) % 256;
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

export async function makeJpegFiles(prefix: string, count: number, from = 0): Promise<UploadFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `${prefix}-${String(i + from).padStart(3, '0')}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(i + from + prefix.length * 7) })),
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
export async function waitForBatch(page: Page, predicate: (c: Record<string, number>) => boolean, timeoutMs = 120_000): Promise<Record<string, number>> {
  const end = Date.now() + timeoutMs;
  let last: Record<string, number> = {};
  while (Date.now() < end) {
    last = await batchCounts(page);
    if (predicate(last)) return last;
    await page.waitForTimeout(250);
  }
  throw new Error(`batch did not reach the expected state; last counts: ${JSON.stringify(last)}`);
}
