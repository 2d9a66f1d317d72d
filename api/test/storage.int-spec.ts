// StorageService against the embedded S3 server: how a stream of unknown size (a multipart form's file) is stored.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { StorageService } from '@studio/core/storage/storage.service';
import { startEmbeddedS3, type EmbeddedS3 } from '../../scripts/lib/embedded-s3';

const MB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A body of unknown size, in 64 kB chunks as a socket would deliver it. */
const chunked = (data: Buffer) => Readable.from((function* () {
  for (let i = 0; i < data.length; i += 64 * 1024) yield data.subarray(i, i + 64 * 1024);
})());

describe('StorageService.put with a stream of unknown size', () => {
  let dir: string;
  let s3: EmbeddedS3;
  let storage: StorageService;
  const requests: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-spec-'));
    s3 = await startEmbeddedS3(dir);
    s3.httpServer.on('request', (req: { method?: string; url?: string }) => requests.push(`${req.method} ${req.url}`));
    storage = new StorageService({ endpoint: s3.endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'storage-spec', region: 'us-east-1' });
    await storage.ensureBucket();
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => (requests.length = 0));

  it('stores a body that fits in one part with a single PUT (no multipart upload)', async () => {
    const data = randomBytes(3 * MB);
    await storage.put('small', chunked(data), 'image/jpeg');
    expect(requests.filter((r) => !r.startsWith('HEAD'))).toEqual([expect.stringMatching(/^PUT \/storage-spec\/small$/)]);
    expect(sha(await storage.getBuffer('small'))).toBe(sha(data));
    expect((await storage.stat('small'))?.contentType).toBe('image/jpeg');
  });

  it('stores a larger body whole, in parts', async () => {
    const data = randomBytes(11 * MB + 123);
    await storage.put('large', chunked(data), 'image/jpeg');
    expect(requests.some((r) => /uploadId=/.test(r))).toBe(true);
    expect(sha(await storage.getBuffer('large'))).toBe(sha(data));
  });

  it('an empty body is stored empty', async () => {
    await storage.put('empty', chunked(Buffer.alloc(0)), 'image/jpeg');
    expect((await storage.getBuffer('empty')).length).toBe(0);
  });

  it("fails with the body's own error, before or after the first part", async () => {
    for (const at of [1 * MB, 7 * MB]) {
      const failing = Readable.from((async function* () {
        yield randomBytes(at);
        throw new Error(`refused at ${at}`);
      })());
      await expect(storage.put(`failing-${at}`, failing, 'image/jpeg')).rejects.toThrow(`refused at ${at}`);
      expect(await storage.stat(`failing-${at}`)).toBeNull();
    }
  });
});
