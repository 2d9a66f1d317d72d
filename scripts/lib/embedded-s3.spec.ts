import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedS3, type EmbeddedS3 } from './embedded-s3';

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>https://studio.example</AllowedOrigin><AllowedMethod>GET</AllowedMethod></CORSRule></CORSConfiguration>`;

describe('the embedded S3 server', () => {
  let dir: string;
  let s3: EmbeddedS3;
  const preflight = () =>
    fetch(`${s3.endpoint}/photos/a.jpg`, { method: 'OPTIONS', headers: { origin: 'https://studio.example', 'access-control-request-method': 'GET' } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-s3-'));
    s3 = await startEmbeddedS3(dir);
    expect((await fetch(`${s3.endpoint}/photos`, { method: 'PUT' })).status).toBe(200);
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a bucket configuration it has read only until it is written or deleted', async () => {
    // Read (and kept) while there is none.
    expect((await preflight()).status).toBe(403);
    expect((await fetch(`${s3.endpoint}/photos?cors`, { method: 'PUT', body: CORS })).status).toBe(200);
    const allowed = await preflight();
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBeTruthy();
    expect((await fetch(`${s3.endpoint}/photos?cors`, { method: 'DELETE' })).ok).toBe(true);
    expect((await preflight()).status).toBe(403);
  });

  it('stores and returns objects with their ETag', async () => {
    const put = await fetch(`${s3.endpoint}/photos/a.jpg`, { method: 'PUT', body: 'bytes', headers: { 'content-type': 'image/jpeg' } });
    expect(put.status).toBe(200);
    const got = await fetch(`${s3.endpoint}/photos/a.jpg`);
    expect(await got.text()).toBe('bytes');
    expect(got.headers.get('etag')).toBe(put.headers.get('etag'));
  });
});
