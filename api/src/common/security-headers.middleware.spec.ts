import express from 'express';
import type { AddressInfo } from 'node:net';
import { isSubresourcePath, securityHeaders } from './security-headers.middleware';

describe('securityHeaders', () => {
  it('tells a page part (image, font, stylesheet, script) from documents and API answers', () => {
    for (const p of ['/assets/index-A1.css', '/assets/start-app-B2.js', '/assets/dm-sans-C3.woff2', '/media/variants/x/320.webp', '/media/variants/x/share.jpg', '/logo.png', '/favicon.png']) {
      expect(isSubresourcePath(p)).toBe(true);
    }
    for (const p of ['/', '/gallery', '/favicon.svg', '/testimonials/rohan.svg', '/robots.txt', '/sitemap.xml', '/api/gallery/all', '/api/x.png']) {
      expect(isSubresourcePath(p)).toBe(false);
    }
  });

  it('sends page parts only the headers a browser applies to them, and documents all of them', async () => {
    const app = express();
    app.use(securityHeaders());
    app.use((_req, res) => void res.send('ok'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const part = (await fetch(`${base}/media/variants/x/320.webp`)).headers;
      expect(part.get('x-content-type-options')).toBe('nosniff');
      expect(part.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(part.get('referrer-policy')).toBe('no-referrer');
      expect(part.get('content-security-policy')).toBeNull();
      expect(part.get('x-frame-options')).toBeNull();
      for (const path of ['/gallery', '/favicon.svg']) {
        const doc = (await fetch(`${base}${path}`)).headers;
        expect(doc.get('content-security-policy')).toContain("default-src 'self'");
        expect(doc.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(doc.get('x-content-type-options')).toBe('nosniff');
      }
    } finally {
      server.close();
    }
  });
});
