import sharp from 'sharp';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cameraJpeg } from '../../scripts/lib/sample-images';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(180_000);

const BASE = 'https://littlediyas.example';
const dataUrl = (buf: Buffer) => `data:image/jpeg;base64,${buf.toString('base64')}`;

/**
 * A built site with a stand-in server renderer: every public page renders with a title and description, the way
 * frontend/src/entry-server.tsx does, so this spec tests what the api adds to the page's <head>.
 */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title><meta name="description" content="x"><!--studio-config--></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(
    join(dir, 'ssr', 'entry-server.cjs'),
    `const PAGES = { '/': ['', 'Newborn photography in Mumbai'], '/about': ['About', 'Meet us'], '/theme': ['Diwali Themes', 'Pick a theme'], '/gallery': ['Gallery', 'Our photos'], '/contact': ['Contact Us', 'Call us'] };
     exports.renderPage = async ({ url }) => {
       const path = new URL(url, 'http://x').pathname.replace(/\\/+$/, '') || '/';
       const p = PAGES[path];
       if (!p) return null;
       return { status: 200, html: '<main>' + 'x'.repeat(1000) + '</main>', bootJson: '{}', splash: false, complete: true, title: p[0] ? p[0] + ' | Little Diyas Studio' : 'Little Diyas Studio | Newborn & Baby Photography', description: p[1] };
     };`,
  );
  return dir;
}

/** The <head> of a page and its meta tags by property/name, as a link preview reads them. */
async function headOf(stack: TestStack, path: string) {
  const res = await fetch(`${stack.baseUrl}${path}`, { headers: { accept: 'text/html', 'user-agent': 'WhatsApp/2.24.1 A' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const headEnd = Buffer.byteLength(html.slice(0, html.indexOf('</head>')));
  const meta: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) meta[m[1]] = m[2];
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
  return { html, headEnd, meta, canonical, jsonLd: jsonLd ? JSON.parse(jsonLd) : undefined };
}

describe('sharing and search: Open Graph, canonical, JSON-LD, share pictures, sitemap, robots', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { FRONTEND_DIST: fakeDist(), PUBLIC_BASE_URL: `${BASE}/` } });
  });
  afterAll(() => stack?.close());

  async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const v = await check();
      if (v) return v;
      if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it.each(['/', '/about', '/theme', '/gallery', '/contact'])('%s meets WhatsApp\u2019s rules: head in the first 300 kB, every tag filled, absolute URLs', async (path) => {
    const { headEnd, meta, canonical } = await headOf(stack, path);
    expect(headEnd).toBeLessThan(300 * 1024);
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:width', 'og:image:height', 'twitter:card', 'twitter:image']) {
      expect(meta[key]?.trim()).toBeTruthy();
    }
    expect(meta['og:url']).toBe(`${BASE}${path}`);
    expect(canonical).toBe(`${BASE}${path}`);
    expect(meta['og:image']).toMatch(new RegExp(`^${BASE.replace(/\./g, '\\.')}/`));
    expect([meta['og:image:width'], meta['og:image:height']]).toEqual(['1200', '630']);
    expect(meta['twitter:card']).toBe('summary_large_image');
  });

  it('before any photo: the studio\u2019s default picture; the staff area and login carry no share tags', async () => {
    expect((await headOf(stack, '/gallery')).meta['og:image']).toBe(`${BASE}/og-default.jpg`);
    const login = await (await fetch(`${stack.baseUrl}/login`, { headers: { accept: 'text/html' } })).text();
    expect(login).not.toContain('og:image');
  });

  it('the home page carries JSON-LD ProfessionalService from the site settings', async () => {
    const { jsonLd } = await headOf(stack, '/');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'Little Diyas Studio',
      telephone: '+919876543210',
      openingHours: 'Mo-Su 09:00-21:00',
      url: `${BASE}/`,
      address: { '@type': 'PostalAddress', streetAddress: expect.stringContaining('Bandra West') },
      sameAs: ['https://www.facebook.com/', 'https://www.instagram.com/'],
    });
    expect((await headOf(stack, '/about')).jsonLd).toBeUndefined();
  });

  it('pages share a 1200x630 JPEG under 300 kB that the worker made from their own photo (themes) or the hero (gallery)', async () => {
    // A big, detailed camera photo: the picture must still come out under 300 kB.
    const gallery = await stack.http('/api/gallery/add', {
      method: 'POST',
      token: stack.adminToken,
      json: { title: 'Newborn', description: 'Sleepy', image: dataUrl(await cameraJpeg({ width: 2400, height: 1600, seed: 11, grain: 30, quality: 92 })) },
    });
    expect(gallery.status).toBe(201);
    const theme = await stack.http('/api/themes/add', {
      method: 'POST',
      token: stack.adminToken,
      json: { title: 'Royal Diya', isPremium: true, image: dataUrl(await cameraJpeg({ width: 1000, height: 1400, seed: 12, grain: 8, quality: 85 })) },
    });
    expect(theme.status).toBe(201);
    const [{ image_asset_id: galleryAsset }] = await stack.orm.em.fork().getConnection().execute('select image_asset_id from gallery_images');
    const themeAsset = theme.body.theme.image.id;

    // The first views after the photos are ready ask the worker for the pictures; later views show them.
    const galleryImage = `${BASE}/media/variants/${galleryAsset}/share.jpg`;
    const themeImage = `${BASE}/media/variants/${themeAsset}/share.jpg`;
    await waitFor('gallery share picture', async () => (await headOf(stack, '/gallery')).meta['og:image'] === galleryImage);
    // Until the theme's own picture is made, the themes page shares the hero's.
    await waitFor('theme share picture', async () => (await headOf(stack, '/theme')).meta['og:image'] === themeImage);
    expect((await headOf(stack, '/')).meta['og:image']).toBe(galleryImage);
    expect((await headOf(stack, '/contact')).meta['og:image']).toBe(galleryImage);

    for (const url of [galleryImage, themeImage]) {
      const res = await fetch(`${stack.baseUrl}${url.slice(BASE.length)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(300 * 1024);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('/sitemap.xml lists the public routes and the ready gallery photos; robots.txt names it', async () => {
    const res = await fetch(`${stack.baseUrl}/sitemap.xml`, { headers: { accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    for (const route of ['/', '/about', '/theme', '/gallery', '/contact']) expect(xml).toContain(`<loc>${BASE}${route}</loc>`);
    expect(xml).toMatch(new RegExp(`<image:image><image:loc>${BASE.replace(/\./g, '\\.')}/media/variants/[0-9a-f-]{36}/\\d+\\.jpg</image:loc><image:title>Newborn</image:title></image:image>`));
    expect(xml).not.toContain('/admin');

    const robots = await fetch(`${stack.baseUrl}/robots.txt`, { headers: { accept: 'text/html,*/*' } });
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin');
  });
});
