import { createHash, type Hash } from 'node:crypto';
import http, { type ClientRequest } from 'node:http';
import https from 'node:https';
import { Client, S3Error } from 'minio';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { MAX_PARTS, MIN_PART_SIZE, partsOf, type Part } from './part-size';

export interface StorageSettings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
  /** A request to the store that sends or receives nothing for this long fails as unavailable (default 15 s). */
  idleTimeoutMs?: number;
}

export interface StoredObjectInfo {
  size: number;
  etag: string;
  contentType: string;
  lastModified: Date;
}

/** The object store did not answer (down, unreachable, overloaded, bucket not made yet): worth trying again later. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_SOCKET',
  'NoSuchBucket',
  'SlowDown',
  'ServiceUnavailable',
  'InternalError',
  'XMinioServerNotInitialized',
]);

/** True for errors that mean "the store is not answering", not "this request is wrong". */
export function isStorageUnavailable(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string }; statusCode?: number; name?: string } | undefined;
  if (!err) return false;
  if (err instanceof StorageUnavailableError) return true;
  if (UNAVAILABLE_CODES.has(err.code ?? '') || UNAVAILABLE_CODES.has(err.cause?.code ?? '')) return true;
  return typeof err.statusCode === 'number' && err.statusCode >= 500;
}

function unavailable(e: unknown): unknown {
  return isStorageUnavailable(e) && !(e instanceof StorageUnavailableError)
    ? Object.assign(new StorageUnavailableError(`object storage unavailable: ${(e as Error).message || (e as { code?: string }).code}`), { cause: e })
    : e;
}

/**
 * http(s) for the minio client (its `transport` option), with an idle timeout on every request: a store that accepts
 * connections but never answers (hung, partitioned) would otherwise hold an upload, and its client, for ever. A
 * request quiet for `idleMs` before its answer starts is destroyed with ETIMEDOUT, which `isStorageUnavailable`
 * counts (503, job retried). Idle, not total, and only until the answer starts: an upload goes on while its bytes
 * flow, and a download streamed to a slow phone (which pauses the store's socket) is not cut.
 */
function transportWithIdleTimeout(base: typeof http | typeof https, idleMs: number): Pick<typeof http, 'request'> {
  const request = (...args: Parameters<typeof http.request>): ClientRequest => {
    const req = base.request(...args);
    req.setTimeout(idleMs, () => req.destroy(Object.assign(new Error(`object storage sent nothing for ${idleMs / 1000} s`), { code: 'ETIMEDOUT' })));
    req.once('response', () => req.setTimeout(0));
    return req;
  };
  return { request: request as typeof http.request };
}

/**
 * The promise, or the abort's reason as soon as `signal` aborts: a body stream that stops without ending (an
 * encrypting web stream torn down mid-way, as on Node 24) must not hold an abort up; the upload is then aborted at once.
 */
export function orAbort<T>(p: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** Uploads are sent in parts of at least this size, so a large original never sits whole in memory. */
const PART_SIZE = MIN_PART_SIZE;

/** What `put` stored. */
export interface PutResult {
  bytes: number;
  /** sha256 of the stored bytes, hex: the one hash of them anyone takes (callers use it, e.g. for duplicates). */
  sha256: string;
}

/** Object storage over the S3 API (MinIO in docker-compose, the embedded server locally). The only place that talks to it. */
export class StorageService {
  private readonly client: Client;
  readonly bucket: string;

  constructor(private readonly settings: StorageSettings) {
    const u = new URL(settings.endpoint);
    this.bucket = settings.bucket;
    this.client = new Client({
      endPoint: u.hostname,
      port: u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : 80,
      useSSL: u.protocol === 'https:',
      transport: transportWithIdleTimeout(u.protocol === 'https:' ? https : http, settings.idleTimeoutMs ?? 15_000),
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
      partSize: PART_SIZE,
    });
  }

  async ensureBucket(): Promise<void> {
    const exists = await this.client.bucketExists(this.bucket).catch(() => false);
    if (!exists) {
      try {
        await this.client.makeBucket(this.bucket, this.settings.region);
      } catch (e) {
        // Another process may have created it meanwhile.
        if (!(await this.client.bucketExists(this.bucket))) throw e;
      }
    }
  }

  /**
   * Stores a body and returns its sha256, taken here as the bytes go by; callers use it rather than hash again.
   * A body up to one part (most photos, every variant) is one PUT, hashed once: over plain http that hash signs
   * the payload (the store checks the body against it). The minio client's `putObject` would hash it twice more
   * (an MD5 for Content-MD5, thrown away over http, and its own SHA-256 to sign), so it is not used; the client
   * still signs every request. A larger body goes as a multipart upload.
   */
  async put(key: string, body: Readable | Buffer, contentType: string, signal?: AbortSignal): Promise<PutResult> {
    try {
      if (Buffer.isBuffer(body)) return await this.putOne(key, body, body.length, contentType, createHash('sha256').update(body).digest('hex'));
      const hash = createHash('sha256');
      const parts = partsOf(body, (chunk) => hash.update(chunk));
      const first = await orAbort(parts.next(), signal);
      if (first.done || first.value.last) {
        const part = first.done ? { chunks: [], bytes: 0 } : first.value;
        return await this.putOne(key, part.chunks, part.bytes, contentType, hash.digest('hex'));
      }
      return await this.putParts(key, first.value, parts, hash, contentType, signal);
    } catch (e) {
      if (signal?.aborted) throw signal.reason;
      throw unavailable(e);
    }
  }

  /**
   * One signed PUT: over http the payload is signed with its sha256 (already taken), over https it is not (TLS).
   * A body read from a stream goes as the chunks it came in: joined into one Buffer, a 3 MB photo was one more copy
   * of it per upload, and the api's garbage collector ran a full collection every few uploads to free them.
   */
  private async putOne(key: string, body: Buffer | Buffer[], bytes: number, contentType: string, sha256: string): Promise<PutResult> {
    const headers = { 'Content-Length': String(bytes), 'Content-Type': contentType };
    const res = await this.client.makeRequestStreamAsync(
      { method: 'PUT', bucketName: this.bucket, objectName: key, headers },
      Buffer.isBuffer(body) ? body : Readable.from(body, { objectMode: false }),
      this.client.enableSHA256 ? sha256 : '',
      [200],
      '',
    );
    await finished(res.resume());
    return { bytes, sha256 };
  }

  /**
   * A multipart upload, one part in memory at a time; each part signed by the client (over http it hashes the
   * part for that: no other hash). Parts grow with what was sent (part-size.ts), so an archive of unknown size stays
   * under the stores' 10,000 parts. A failure or an abort (`signal`: the nightly backup's SIGTERM) aborts the upload,
   * so no parts are left behind and no object appears.
   */
  private async putParts(key: string, first: Part, rest: AsyncGenerator<Part>, hash: Hash, contentType: string, signal?: AbortSignal): Promise<PutResult> {
    const uploadID = await this.client.initiateNewMultipartUpload(this.bucket, key, { 'Content-Type': contentType });
    try {
      const etags: Array<{ part: number; etag: string }> = [];
      let bytes = 0;
      let part: Part | undefined = first;
      for (let partNumber = 1; part && part.bytes; partNumber++) {
        signal?.throwIfAborted();
        if (partNumber > MAX_PARTS) throw new Error(`an upload of more than ${MAX_PARTS} parts (${bytes} bytes sent) is refused by S3 stores`);
        const body = Buffer.concat(part.chunks, part.bytes);
        const { etag } = await this.client.uploadPart({ bucketName: this.bucket, objectName: key, uploadID, partNumber, headers: {} }, body);
        etags.push({ part: partNumber, etag });
        bytes += part.bytes;
        if (part.last) break;
        const next: IteratorResult<Part> = await orAbort(rest.next(), signal);
        part = next.done ? undefined : next.value;
      }
      signal?.throwIfAborted();
      await this.client.completeMultipartUpload(this.bucket, key, uploadID, etags);
      return { bytes, sha256: hash.digest('hex') };
    } catch (e) {
      await this.client.abortMultipartUpload(this.bucket, key, uploadID).catch(() => undefined);
      throw e;
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      return await this.client.getObject(this.bucket, key);
    } catch (e) {
      throw unavailable(e);
    }
  }

  async getBuffer(key: string): Promise<Buffer> {
    const stream = await this.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Metadata, or null when there is no such object. */
  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const s = await this.client.statObject(this.bucket, key);
      const meta = s.metaData as Record<string, string>;
      return {
        size: s.size,
        etag: s.etag,
        contentType: meta['content-type'] ?? 'application/octet-stream',
        lastModified: s.lastModified,
      };
    } catch (e) {
      if (isNotFound(e) && (e as S3Error).code !== 'NoSuchBucket') return null;
      throw unavailable(e);
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  /** Removes every object under a prefix (e.g. an image's variants folder). */
  async removePrefix(prefix: string): Promise<number> {
    const keys = await this.listKeys(prefix);
    // One DELETE per key: an image has a dozen objects, and not every S3 server implements multi-delete well.
    await Promise.all(keys.map((key) => this.client.removeObject(this.bucket, key)));
    return keys.length;
  }

  async listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const stream = this.client.listObjectsV2(this.bucket, prefix, true);
    for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) keys.push(item.name);
    return keys.sort();
  }

  /** Health probe: the bucket answers. */
  async ping(): Promise<void> {
    const ok = await this.client.bucketExists(this.bucket);
    if (!ok) throw new Error(`bucket ${this.bucket} is missing`);
  }
}

export function isNotFound(e: unknown): boolean {
  const code = (e as S3Error)?.code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchBucket';
}
