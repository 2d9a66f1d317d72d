import express from 'express';
import * as http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { KNOWN_FILES_MAX, precompressedAssets } from './precompressed-assets';

describe('precompressedAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'));
  const js = 'console.log("hello");'.repeat(100);
  writeFileSync(join(dir, 'app-abc.js'), js);
  writeFileSync(join(dir, 'app-abc.js.br'), brotliCompressSync(Buffer.from(js)));
  writeFileSync(join(dir, 'app-abc.js.gz'), gzipSync(Buffer.from(js)));
  writeFileSync(join(dir, 'plain.css'), 'a{}');
  const app = express();
  const assets = precompressedAssets(dir);
  app.use('/assets', assets);
  app.use('/assets', express.static(dir));
  const server = app.listen(0);
  const url = (p: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${p}`;
  const get = (p: string, enc: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; length: number }>((resolve, reject) => {
      // node's fetch always asks for (and decodes) gzip/br, so use http directly to see the raw answer.
      http
        .get(url(p), { headers: { 'accept-encoding': enc } }, (res) => {
          let length = 0;
          res.on('data', (c: Buffer) => (length += c.length));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, length }));
        })
        .on('error', reject);
    });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends brotli when accepted, with the real content type and immutable caching', async () => {
    const res = await get('/assets/app-abc.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.length).toBeLessThan(js.length / 5);
  });

  it('falls back to gzip, then to the plain file', async () => {
    expect((await get('/assets/app-abc.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.length).toBe(js.length);
    expect((await get('/assets/plain.css', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('never leaves the assets folder', async () => {
    expect((await get('/assets/..%2f..%2fetc%2fpasswd', 'br')).status).toBe(404);
  });

  it('remembers a bounded number of file checks, whatever paths are asked for', async () => {
    for (let i = 0; i < KNOWN_FILES_MAX + 300; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => get(`/assets/missing-${i + j}.js`, 'br, gzip')));
    }
    expect(assets.rememberedFiles()).toBeLessThanOrEqual(KNOWN_FILES_MAX);
    expect((await get('/assets/app-abc.js', 'br')).headers['content-encoding']).toBe('br');
  });
});
