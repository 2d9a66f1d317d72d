import type { Request } from 'express';
import { guessViewport, ownOrigin, splashSeen } from './page-renderer';
import { routeFilesFor } from '@studio/core/web/page-render.contract';
import { readRouteFiles, withRenderedPage } from './spa.middleware';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as Request;

describe('page renderer helpers', () => {
  it('guesses phone or desktop from client hints first, then the User-Agent', () => {
    expect(guessViewport(req({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'X11; Linux' }))).toBe('mobile');
    expect(guessViewport(req({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' }))).toBe('desktop');
    expect(guessViewport(req({ 'user-agent': 'Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari/537.36' }))).toBe('mobile');
    expect(guessViewport(req({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }))).toBe('mobile');
    expect(guessViewport(req({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120' }))).toBe('desktop');
    expect(guessViewport(req({}))).toBe('desktop');
  });

  it('reads the splash session cookie among others', () => {
    expect(splashSeen(req({ cookie: 'a=1; studio_splash=seen; b=2' }))).toBe(true);
    expect(splashSeen(req({ cookie: 'studio_splash=seen' }))).toBe(true);
    expect(splashSeen(req({ cookie: 'studio_splash=seenx; xstudio_splash=seen' }))).toBe(false);
    expect(splashSeen(req({}))).toBe(false);
  });

  it('fetches page data from the address the request reached', () => {
    const at = (localAddress: string, localPort = 3000) => ({ socket: { localAddress, localPort } }) as unknown as Request;
    expect(ownOrigin(at('127.0.0.1'))).toBe('http://127.0.0.1:3000');
    expect(ownOrigin(at('::ffff:10.0.0.5', 8080))).toBe('http://10.0.0.5:8080');
    expect(ownOrigin(at('::1'))).toBe('http://[::1]:3000');
  });
});

describe('withRenderedPage', () => {
  const shell = [
    '<html><head><title>Studio | Home</title><meta name="description" content="Old." />',
    '<script type="application/json" id="studio-config">{}</script>',
    '<script type="application/json" id="route-chunks">{"/gallery":{"js":["/assets/g.js"],"css":["/assets/g.css"]}}</script>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/app.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  const page = { status: 200, html: '<main>Hi $& there</main>', bootJson: '{"splash":true}', splash: true, title: 'Gallery | A & B', description: 'Our "best" photos' };

  it('puts the markup, boot data, title, description and route stylesheets in, and the preloads out', () => {
    const files = readRouteFiles(shell)['/gallery'];
    expect(files).toEqual({ js: ['/assets/g.js'], css: ['/assets/g.css'] });
    const html = withRenderedPage(shell, page, files);
    expect(html).toContain('<div id="root"><main>Hi $& there</main></div><script type="application/json" id="studio-boot">{"splash":true}</script>');
    expect(html).not.toContain('<!--studio-boot-->');
    expect(html).toContain('<title>Gallery | A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="Our &quot;best&quot; photos" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/g.css"></head>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('src="/assets/index.js"');
  });

  it("finds a route's files by its path pattern (/g/:slug) as well as its own path", () => {
    const map = { '/gallery': 'g', '/g/:slug': 'cg' };
    expect(routeFilesFor(map, '/gallery')).toBe('g');
    expect(routeFilesFor(map, '/g/AbCdEfGhIjKlMnOpQrStUv')).toBe('cg');
    expect(routeFilesFor(map, '/g/a/b')).toBeUndefined();
    expect(routeFilesFor(map, '/gallery/x')).toBeUndefined();
    expect(routeFilesFor(map, 'constructor')).toBeUndefined();
  });

  it('reads no route files from a shell without the list', () => {
    expect(readRouteFiles('<html></html>')).toEqual({});
    expect(readRouteFiles('<script type="application/json" id="route-chunks">{bad</script>')).toEqual({});
  });
});
