import { Enquiry } from '@studio/core/entities/enquiry.entity';
import { ImageAsset } from '@studio/core/entities/image-asset.entity';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cameraJpeg } from '../../scripts/lib/sample-images';
import { startTestStack, type TestStack } from './harness';
import { rawHttp, streamLargeBody } from './raw-http';
import { MAX_LINGERING } from '../src/common/request-body.middleware';
import { REFUSAL_DELAY_MS } from '../src/common/refusal-delay';

const SSR_MARKER = 'server-renderer-bundle-must-stay-private';

/** A minimal build folder: a shell, one asset and a server-renderer bundle that must never be served. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Studio</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'ssr', 'chunk.js'), `// ${SSR_MARKER}`);
  return dist;
}

describe('hardening: bodies and paths (nothing a visitor sends takes the api down)', () => {
  let stack: TestStack;
  let dist: string;
  let worker: { token: string };
  const raw = (r: Parameters<typeof rawHttp>[1]) => rawHttp(stack.baseUrl, r);
  const enquiries = () => stack.orm.em.fork().count(Enquiry);
  const assets = () => stack.orm.em.fork().count(ImageAsset);

  beforeAll(async () => {
    dist = fakeDist();
    stack = await startTestStack({ env: { FRONTEND_DIST: dist, MAX_UPLOAD_MB: '2', ENQUIRY_RATE_LIMIT_PER_HOUR: '1000' } });
    worker = await stack.createUser('user');
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  afterEach(async () => {
    // Whatever the test sent, the process still answers.
    expect((await stack.http('/api/gallery/all')).status).toBe(200);
  });

  describe('bodies', () => {
    it('answers 413 to 200 kB of JSON on a public route, from the declared length, before the body is sent', async () => {
      const res = await raw({ method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json' }, declaredLength: 200 * 1024, body: '{"username":"' });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: true, statusCode: 413, message: 'Request body is too large (at most 100 kB).' });
    });

    it('answers 413 to a chunked JSON body once it passes 100 kB', async () => {
      const big = JSON.stringify({ username: 'a'.repeat(150 * 1024), password: 'x' });
      const res = await raw({ method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json' }, chunked: true, body: big });
      expect(res.status).toBe(413);
      expect(res.body.error).toBe(true);
    });

    it('takes a JSON body of up to 100 kB on ordinary routes (validation answers, not the size limit)', async () => {
      const res = await stack.http('/api/enquiries', { method: 'POST', json: { source: 'footer', name: 'A', message: 'x'.repeat(90 * 1024) } });
      expect(res.status).toBe(400);
    });

    it('reads no large body before the session and role are checked on an upload route (401, 403), then takes it (201)', async () => {
      const before = await assets();
      const headers = { 'content-type': 'application/json' };
      const anonymous = await raw({ method: 'POST', path: '/api/props', headers, declaredLength: 3 * 1024 * 1024, body: '{"name":"x",' });
      expect(anonymous.status).toBe(401);
      const wrongRole = await raw({
        method: 'POST',
        path: '/api/props',
        headers: { ...headers, authorization: `Bearer ${worker.token}` },
        declaredLength: 3 * 1024 * 1024,
        body: '{"name":"x",',
      });
      expect(wrongRole.status).toBe(403);

      // An admin's prop with a ~300 kB photo (over 100 kB, under the upload limit) is taken.
      const photo = await cameraJpeg({ width: 900, height: 700, seed: 5, grain: 40, quality: 95 });
      expect(photo.length).toBeGreaterThan(150 * 1024);
      const image = `data:image/jpeg;base64,${photo.toString('base64')}`;
      const ok = await stack.http('/api/props', { method: 'POST', token: stack.adminToken, json: { name: `Big basket ${Date.now()}`, price: 10, image } });
      expect(ok.status).toBe(201);
      expect(await assets()).toBe(before + 1);
    });

    it('answers 413 to an admin upload over the upload limit without reading it', async () => {
      const before = await assets();
      const res = await raw({
        method: 'POST',
        path: '/api/props',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.adminToken}` },
        declaredLength: 40 * 1024 * 1024,
        body: '{"name":"x","image":"data:image/jpeg;base64,',
      });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ error: true, statusCode: 413, message: 'Request body is too large (at most 4 MB).' });
      expect(await assets()).toBe(before);
    });

    it('answers a 5 MB body it refuses while the client is still sending it, ends the connection cleanly and reads no more of it', async () => {
      const { sockets, allClosed, stop } = trackConnections(stack.api.getHttpServer());
      try {
        const cases = [
          { path: '/api/enquiries', type: 'application/json', status: 413, message: 'Request body is too large (at most 100 kB).' },
          { path: '/api/props', type: 'application/json', status: 401, message: 'Please sign in to continue.' },
          { path: '/api/gallery/add', type: 'multipart/form-data; boundary=x', status: 401, message: 'Please sign in to continue.' },
        ];
        for (const { path, type, status, message } of cases) {
          // 20 MB/s: the client is still writing when the answer comes, as a browser posting a large photo is.
          const res = await streamLargeBody(stack.baseUrl, { method: 'POST', path, headers: { 'content-type': type }, bodyBytes: 5 * 1024 * 1024, bytesPerSecond: 20 * 1024 * 1024 });
          // The answer, then the server's FIN: not a reset, which would make the client fail without reading it.
          expect(res).toEqual({ status, body: { error: true, statusCode: status, message }, endedByServer: true, error: undefined });
        }
        // Each connection is closed by the server soon after, having read a few 64 kB pieces of its 5 MB at most.
        await allClosed();
        expect(sockets).toHaveLength(cases.length);
        for (const socket of sockets) {
          expect(socket.destroyed).toBe(true);
          expect(socket.bytesRead).toBeLessThan(512 * 1024);
        }
      } finally {
        stop();
      }
    });

    it('keeps at most MAX_LINGERING refused connections lingering at once: a flood of refusals has the oldest dropped early', async () => {
      const { sockets, allClosed, stop } = trackConnections(stack.api.getHttpServer());
      try {
        const headers = { 'content-type': 'application/json' };
        const refused = () => raw({ method: 'POST', path: '/api/props', headers, declaredLength: 3 * 1024 * 1024, body: '{"name":"x",' });
        const answers = await Promise.all(Array.from({ length: MAX_LINGERING + 40 }, refused));
        expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
        // Every answer is out and none has lingered LINGER_MS yet: without the cap all of them would still be open.
        await new Promise((r) => setTimeout(r, 50));
        expect(sockets).toHaveLength(MAX_LINGERING + 40);
        expect(sockets.filter((s) => !s.destroyed).length).toBeLessThanOrEqual(MAX_LINGERING);
        await allClosed();
        expect(sockets.every((s) => s.destroyed)).toBe(true);
      } finally {
        stop();
      }
    });

    it('reads no body on a GET route: a 5 MB JSON body sent along is left unread, the page answered and the connection ended', async () => {
      const { sockets, allClosed, stop } = trackConnections(stack.api.getHttpServer());
      try {
        const res = await streamLargeBody(stack.baseUrl, { method: 'GET', path: '/api/gallery/all', headers: { 'content-type': 'application/json' }, bodyBytes: 5 * 1024 * 1024, bytesPerSecond: 20 * 1024 * 1024 });
        expect(res).toMatchObject({ status: 200, body: { images: [], pagination: { page: 1, limit: 10, hasMore: false } }, endedByServer: true, error: undefined });
        await allClosed();
        expect(sockets).toHaveLength(1);
        expect(sockets[0].destroyed).toBe(true);
        expect(sockets[0].bytesRead).toBeLessThan(512 * 1024);
      } finally {
        stop();
      }
    });

    it('refuses a compressed body (a 40 kB gzip of 40 MB) with 415 and stores nothing', async () => {
      const before = await enquiries();
      const bomb = gzipSync(Buffer.from(JSON.stringify({ source: 'footer', name: 'x', message: ' '.repeat(40 * 1024 * 1024) })));
      expect(bomb.length).toBeLessThan(100 * 1024);
      const asked = performance.now();
      const res = await raw({ method: 'POST', path: '/api/enquiries', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: bomb });
      expect(res.status).toBe(415);
      // Only a script sends one: answered as slowly as a flood's refusal.
      expect(performance.now() - asked).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 5);
      expect(res.body).toEqual({ error: true, statusCode: 415, message: 'Compressed request bodies are not accepted. Please send the body uncompressed.' });
      expect(await enquiries()).toBe(before);
    });

    it('refuses form-encoded and text/plain bodies on the API with 415 (no cross-site form can post an enquiry)', async () => {
      const before = await enquiries();
      const form = 'source=footer&name=Asha&phone=9876543210&email=a%40b.in&service=newborn&message=hi';
      for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/mixed; boundary=x']) {
        const res = await raw({ method: 'POST', path: '/api/enquiries', headers: { 'content-type': type }, body: form });
        expect(res.status).toBe(415);
        expect(res.body).toEqual({ error: true, statusCode: 415, message: 'The API accepts JSON (application/json) or multipart/form-data only.' });
      }
      expect(await enquiries()).toBe(before);
    });

    it('answers 400 (not 500) to malformed JSON', async () => {
      const res = await raw({ method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json' }, body: '{"username": ' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, message: 'Malformed JSON in request body' });
    });
  });

  describe('paths', () => {
    it.each(['/media/%E0%A4%A', '/media/variants/%zz.webp', '/%zz', '/api/gallery/%E0%A4', '/assets/%c0%af'])('answers 400 to the malformed escape in %s', async (path) => {
      const res = await raw({ path, headers: { accept: 'text/html,application/json' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, statusCode: 400 });
    });

    it('answers 404 for a well-formed unknown /media key', async () => {
      expect((await raw({ path: '/media/variants/%2e%2e/originals/x' })).status).toBe(404);
      expect((await raw({ path: '/media/originals/0b6b4c4e-3a7c-4d8e-9f00-000000000000' })).status).toBe(404);
    });

    it.each([
      '/ssr/chunk.js',
      '/%73sr/chunk.js',
      '/%73%73%72/chunk.js',
      '/ssr%2fchunk.js',
      '//ssr/chunk.js',
      '/./ssr/chunk.js',
      '/assets/../ssr/chunk.js',
      '/assets/%2e%2e/ssr/chunk.js',
      '/x/%2e%2e/ssr/chunk.js',
      '/ssr\\chunk.js',
      '/SSR/chunk.js',
    ])('never serves the server renderer bundle at %s', async (path) => {
      const res = await raw({ path, headers: { accept: '*/*' } });
      expect(res.text).not.toContain(SSR_MARKER);
      expect(res.status).toBeLessThan(500);
    });

    it('answers a missing /assets file with a plain 404, never a rendered page', async () => {
      const asked = performance.now();
      const res = await raw({ path: '/assets/no-such-chunk-1234.js', headers: { accept: 'text/html,*/*', 'accept-encoding': 'br' } });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/html/);
      expect(res.body).toEqual({ error: true, statusCode: 404, message: 'This file is not part of the site. Please reload the page.' });
      // Answered as slowly as a flood's refusal (random asset paths are one of bench:abuse's floods).
      expect(performance.now() - asked).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 5);
    });

    it('answers a missing image or script at the root with a plain 404, not a page (a page keeps its CSP)', async () => {
      for (const path of ['/no-such-photo.png', '/no-such-script.js']) {
        const res = await raw({ path, headers: { accept: 'text/html,*/*' } });
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).not.toMatch(/html/);
      }
      const page = await raw({ path: '/no-such-page', headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).toMatch(/html/);
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    });

    it('still serves public build files', async () => {
      expect((await raw({ path: '/assets/app-abc.js' })).text).toBe('console.log(1)');
    });
  });
});

/** The connections the api accepts from now on, a wait until all of them are closed (at most `ms`), and `stop`. */
function trackConnections(server: Server) {
  const sockets: Socket[] = [];
  const track = (socket: Socket) => sockets.push(socket);
  server.on('connection', track);
  return {
    sockets,
    allClosed: async (ms = 5000) => {
      const deadline = Date.now() + ms;
      while (sockets.some((s) => !s.destroyed) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    },
    stop: () => server.off('connection', track),
  };
}
