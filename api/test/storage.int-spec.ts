// StorageService against the embedded S3 server: how a stream of unknown size (a multipart form's file) is stored.
import { createHash, Hash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { isStorageUnavailable, StorageService, StorageUnavailableError } from '@studio/core/storage/storage.service';
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

describe('StorageService.put hashes each byte once', () => {
  // An S3 endpoint that keeps and hashes nothing (it answers what the client needs): every hash taken in this
  // process during a put is then the client side's.
  const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders; bytes: number }> = [];
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, bytes });
      res.setHeader('ETag', '"etag"');
      if (req.method === 'POST' && /[?&]uploads\b/.test(req.url!)) {
        res.end('<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>k</Key><UploadId>up1</UploadId></InitiateMultipartUploadResult>');
      } else if (req.method === 'POST') {
        res.end('<CompleteMultipartUploadResult><Location>l</Location><Bucket>b</Bucket><Key>k</Key><ETag>"etag"</ETag></CompleteMultipartUploadResult>');
      } else res.end();
    });
  });
  let storage: StorageService;

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    storage = new StorageService({ endpoint: `http://127.0.0.1:${port}`, accessKey: 'key', secretKey: 'secret', bucket: 'hash-spec', region: 'us-east-1' });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => (seen.length = 0));

  type HashMethods = {
    update: (this: object, data: string | Buffer, enc?: BufferEncoding) => unknown;
    digest: (this: object, enc?: BufferEncoding) => Buffer | string;
  };
  /** Bytes fed to every hash in this process while `fn` runs, by algorithm (told apart by the digest's length). */
  async function bytesHashed<T>(fn: () => Promise<T>): Promise<{ result: T; sha256: number; md5: number }> {
    const proto = Hash.prototype as unknown as HashMethods;
    const { update, digest } = proto;
    const fed = new WeakMap<object, number>();
    const totals = { sha256: 0, md5: 0 };
    const spies = [
      jest.spyOn(proto, 'update').mockImplementation(function (this: object, data, enc) {
        fed.set(this, (fed.get(this) ?? 0) + (typeof data === 'string' ? Buffer.byteLength(data, enc) : data.length));
        return update.call(this, data, enc);
      }),
      jest.spyOn(proto, 'digest').mockImplementation(function (this: object, enc) {
        const out = digest.call(this, enc);
        const length = typeof out === 'string' ? Buffer.from(out, enc).length : out.length;
        if (length === 32) totals.sha256 += fed.get(this) ?? 0;
        if (length === 16) totals.md5 += fed.get(this) ?? 0;
        return out;
      }),
    ];
    try {
      const result = await fn();
      return { result, ...totals };
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }
  // The client also hashes its canonical request (a few hundred bytes) to sign it.
  const SIGNING = 2048;

  it('a body in one part: one sha256 (returned, and signing the payload over http), no MD5', async () => {
    const data = randomBytes(3 * MB);
    for (const body of [data, chunked(data)]) {
      seen.length = 0;
      const { result, sha256, md5 } = await bytesHashed(() => storage.put('one', body, 'image/jpeg'));
      expect(result).toEqual({ bytes: data.length, sha256: sha(data) });
      expect(sha256).toBeGreaterThanOrEqual(data.length);
      expect(sha256).toBeLessThan(data.length + SIGNING);
      expect(md5).toBe(0);
      expect(seen).toEqual([expect.objectContaining({ method: 'PUT', url: '/hash-spec/one', bytes: data.length })]);
      expect(seen[0].headers['x-amz-content-sha256']).toBe(sha(data));
      expect(seen[0].headers['content-md5']).toBeUndefined();
      expect(seen[0].headers['content-type']).toBe('image/jpeg');
    }
  });

  it('a larger body in parts: the whole once (returned), each part once more to sign it, no MD5', async () => {
    const data = randomBytes(11 * MB + 123);
    const { result, sha256, md5 } = await bytesHashed(() => storage.put('parts', chunked(data), 'image/jpeg'));
    expect(result).toEqual({ bytes: data.length, sha256: sha(data) });
    expect(sha256).toBeGreaterThanOrEqual(2 * data.length);
    expect(sha256).toBeLessThan(2 * data.length + 6 * SIGNING);
    expect(md5).toBe(0);
    const parts = seen.filter((r) => /partNumber=/.test(r.url));
    expect(parts.reduce((n, r) => n + r.bytes, 0)).toBe(data.length);
    expect(parts.every((r) => r.headers['content-md5'] === undefined)).toBe(true);
  });
});

describe('StorageService against a store that accepts connections and never answers (hung, partitioned)', () => {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer(() => undefined); // reads the request, never answers
  server.on('connection', (s) => sockets.add(s));
  let storage: StorageService;

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    storage = new StorageService({ endpoint: `http://127.0.0.1:${port}`, accessKey: 'key', secretKey: 'secret', bucket: 'hung-spec', region: 'us-east-1', idleTimeoutMs: 300 });
  });
  afterAll(() => {
    for (const s of sockets) s.destroy();
    return new Promise<void>((r) => server.close(() => r()));
  });

  it('a put fails as unavailable once the store has been quiet for the idle timeout, instead of hanging', async () => {
    const started = Date.now();
    const err: unknown = await storage.put('photo', randomBytes(64 * 1024), 'image/jpeg').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect(isStorageUnavailable(err)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('so does a read', async () => {
    const err: unknown = await storage.getBuffer('photo').catch((e: unknown) => e);
    expect(isStorageUnavailable(err)).toBe(true);
  });
});
