import { Client, S3Error } from 'minio';
import { Readable } from 'node:stream';

export interface StorageSettings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
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

/** Uploads are sent in parts of this size, so a large original never sits whole in memory. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * The minio client looks for an unfinished multipart upload to resume before starting one;
 * servers without that listing (the embedded s3rver) answer NotImplemented, which just means "none".
 */
class ResumableClient extends Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override async findUploadId(bucketName: string, objectName: string): Promise<any> {
    try {
      return await super.findUploadId(bucketName, objectName);
    } catch (e) {
      if ((e as S3Error).code === 'NotImplemented') return undefined;
      throw e;
    }
  }
}

/** Object storage over the S3 API (MinIO in docker-compose, the embedded server locally). The only place that talks to it. */
export class StorageService {
  private readonly client: ResumableClient;
  readonly bucket: string;

  constructor(private readonly settings: StorageSettings) {
    const u = new URL(settings.endpoint);
    this.bucket = settings.bucket;
    this.client = new ResumableClient({
      endPoint: u.hostname,
      port: u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : 80,
      useSSL: u.protocol === 'https:',
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

  /** Streams a body into the store. `size` lets the client skip buffering for multipart uploads. */
  async put(key: string, body: Readable | Buffer, contentType: string, size?: number): Promise<void> {
    try {
      if (size === undefined && !Buffer.isBuffer(body)) body = await oneRequestIfSmall(body);
      const put = this.client.putObject(this.bucket, key, body, Buffer.isBuffer(body) ? body.length : size, { 'Content-Type': contentType });
      if (Buffer.isBuffer(body)) return void (await put);
      // The client pipes a stream without listening for its errors: a failing body would leave the put waiting
      // forever (and its 'error' unhandled), so the body's own error ends the put.
      put.catch(() => undefined);
      const stream = body;
      await Promise.race([put, new Promise<never>((_, reject) => stream.once('error', reject))]);
    } catch (e) {
      throw unavailable(e);
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

/**
 * A stream of unknown size (e.g. a multipart form's file): read up to one part. A body that fits (most photos) is
 * sent as one PUT; without a size the client would start a multipart upload (list, initiate, part, complete: four
 * requests, and the server joins the parts). A larger body goes on as a stream, its first part already read (the
 * client buffers a part at a time anyway).
 */
async function oneRequestIfSmall(body: Readable): Promise<Buffer | Readable> {
  const source = body[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const head: Buffer[] = [];
  let bytes = 0;
  while (bytes <= PART_SIZE) {
    const next = await source.next();
    if (next.done) return Buffer.concat(head, bytes);
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    head.push(chunk);
    bytes += chunk.length;
  }
  return Readable.from(
    (async function* () {
      yield* head;
      for (;;) {
        const next = await source.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
    { objectMode: false },
  );
}

export function isNotFound(e: unknown): boolean {
  const code = (e as S3Error)?.code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchBucket';
}
