/**
 * A link pasted in WhatsApp (issue 16): the built site's /, /gallery and /theme carry filled Open Graph tags in
 * the first 300 kB of their HTML, and the picture they name is a 1200x630 JPEG under 300 kB made by the worker.
 */
import sharp from 'sharp';
import { baseUrl } from './support/browser';

jest.setTimeout(120_000);

const WHATSAPP_UA = 'WhatsApp/2.24.22.79 A';

async function tags(path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { 'user-agent': WHATSAPP_UA, accept: '*/*' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const meta: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) meta[m[1]] = m[2];
  return { meta, headBytes: Buffer.byteLength(html.slice(0, html.indexOf('</head>'))) };
}

describe('share previews of the built site', () => {
  it.each(['/', '/gallery', '/theme'])('%s shows a picture and a title in a WhatsApp preview', async (path) => {
    const started = Date.now();
    // The first view of a page whose photo has no picture yet asks the worker for one.
    let found: Awaited<ReturnType<typeof tags>>;
    for (;;) {
      found = await tags(path);
      if (found.meta['og:image']?.endsWith('/share.jpg') || Date.now() - started > 60_000) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const { meta, headBytes } = found;
    expect(headBytes).toBeLessThan(300 * 1024);
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:width', 'og:image:height']) expect(meta[key]?.trim()).toBeTruthy();
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['og:image']).toMatch(/^https?:\/\/[^/]+\/media\/variants\/[0-9a-f-]{36}\/share\.jpg$/);
    const picture = await fetch(`${baseUrl()}${new URL(meta['og:image']).pathname}`, { headers: { 'user-agent': WHATSAPP_UA } });
    expect(picture.status).toBe(200);
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    const info = await sharp(bytes).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
  });
});
