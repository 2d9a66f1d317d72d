import { BadRequestException, Injectable, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppConfig } from '@studio/core/config/app-config';
import type { ImageAsset, ImageKind } from '@studio/core/entities/image-asset.entity';
import { objectKeys } from '@studio/core/images/variant-spec';
import { InjectConfig } from '@studio/core/nest/core.module';
import { StorageService } from '@studio/core/storage/storage.service';
import { ImageAssetsRepository } from './image-assets.repository';
import { JobProducer } from '../queue/job-producer.service';
import { jobPolicies } from '@studio/worker/jobs/job-policies';
import { imageProcessJob } from '@studio/worker/jobs/jobs.contract';
import { MAX_HEAD_BYTES, sniffImage, type SniffResult } from './image-sniffer';

export const UPLOAD_MESSAGES = {
  notImage: 'Please upload a JPEG, PNG, WebP or GIF image.',
  heic: 'HEIC photos are not supported yet. Please export the photo as JPEG and try again.',
  tooLarge: (mb: number) => `The image is larger than ${mb} MB. Please upload a smaller photo.`,
  tooManyPixels: (w: number, h: number, max: number) =>
    `The image is too large to process (${w}x${h} pixels; at most ${Math.round(max / 1_000_000)} megapixels).`,
  badDataUrl: 'Image must be a data URL (data:image/...;base64,...).',
  empty: 'The image file is empty.',
} as const;

export interface StoredUploadInfo {
  contentHash: string;
  bytes: number;
}

export interface FromStreamOptions {
  kind: ImageKind;
  uploadedBy: string | null;
  /** Content-Length of this one file when known: refused at once if over the limit. */
  declaredSize?: number;
  /** Runs after the original is stored and hashed, before the row is written; throwing undoes the upload (e.g. a duplicate). */
  beforeCommit?: (info: StoredUploadInfo) => Promise<void> | void;
}

// data:[<mime>][;param]*;base64,<payload>
const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9.+-]+=[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Every upload path (JSON data-URL or multipart stream, any feature) ends here: the type is decided from the
 * bytes, size and pixel limits are enforced before anything is kept, the original is streamed to object storage
 * while it is hashed, the row is written as `processing` and the job is enqueued.
 */
@Injectable()
export class ImageUploadService {
  constructor(
    private readonly storage: StorageService,
    private readonly assets: ImageAssetsRepository,
    private readonly jobs: JobProducer,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  get maxBytes(): number {
    return this.config.maxUploadMb * 1024 * 1024;
  }

  async fromDataUrl(dataUrl: string, kind: ImageKind, uploadedBy: string | null, opts: Pick<FromStreamOptions, 'beforeCommit'> = {}): Promise<ImageAsset> {
    const bytes = decodeDataUrl(dataUrl, this.maxBytes, this.config.maxUploadMb);
    return this.fromStream(Readable.from([bytes]), { kind, uploadedBy, declaredSize: bytes.length, beforeCommit: opts.beforeCommit });
  }

  async fromStream(stream: Readable, opts: FromStreamOptions): Promise<ImageAsset> {
    if (opts.declaredSize !== undefined && opts.declaredSize > this.maxBytes) {
      stream.destroy();
      throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(this.config.maxUploadMb));
    }
    const source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let stored = false;
    const id = randomUUID();
    const key = objectKeys.original(id);
    try {
      const { head, done, sniff } = await this.readHead(source);
      const type = this.check(sniff);
      const hash = createHash('sha256');
      let bytes = 0;
      let failure: Error | undefined;
      const limit = this.maxBytes;
      const maxMb = this.config.maxUploadMb;
      // Head, then the rest of the source, hashed and counted on the way to storage; past the limit the upload stops.
      const body = Readable.from(
        (async function* () {
          try {
            const chunks = [head];
            for (;;) {
              for (const chunk of chunks) {
                bytes += chunk.length;
                if (bytes > limit) throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(maxMb));
                hash.update(chunk);
                yield chunk;
              }
              if (done) return;
              const next = await source.next();
              if (next.done) return;
              chunks.length = 0;
              chunks.push(Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value));
            }
          } catch (e) {
            failure = e as Error;
            throw e;
          }
        })(),
        { objectMode: false },
      );
      // Our own refusal (too large) must win over however the storage client reports the broken stream.
      const refused = new Promise<never>((_, reject) => body.once('error', (e) => reject(failure ?? e)));
      refused.catch(() => undefined);
      stored = true;
      const put = this.storage.put(key, body, type.mime, opts.declaredSize);
      put.catch(() => undefined);
      try {
        await Promise.race([put, refused]);
      } catch (e) {
        throw failure ?? e;
      }
      if (failure) throw failure;
      if (bytes === 0) throw new BadRequestException(UPLOAD_MESSAGES.empty);
      const info = { contentHash: hash.digest('hex'), bytes };
      await opts.beforeCommit?.(info);
      const asset = await this.assets.create({
        id,
        kind: opts.kind,
        originalKey: key,
        contentType: type.mime,
        bytes,
        contentHash: info.contentHash,
        uploadedBy: opts.uploadedBy,
      });
      stored = false; // the row owns the object now
      await this.jobs.add(imageProcessJob({ assetId: asset.id, originalKey: asset.originalKey }, jobPolicies(this.config).images));
      return asset;
    } catch (e) {
      await source.return?.().catch(() => undefined);
      if (stored) await this.storage.remove(key).catch(() => undefined);
      throw e;
    }
  }

  /** Reads until the sniffer can decide (usually the first chunk). */
  private async readHead(source: AsyncIterator<Buffer>): Promise<{ head: Buffer; done: boolean; sniff: SniffResult }> {
    let head = Buffer.alloc(0);
    for (;;) {
      const next = await source.next();
      const done = !!next.done;
      if (!done) head = head.length ? Buffer.concat([head, next.value]) : Buffer.from(next.value);
      if (head.length > this.maxBytes) throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(this.config.maxUploadMb));
      const sniff = sniffImage(head, done);
      if (sniff.kind !== 'need-more') return { head, done, sniff };
      if (done) return { head, done, sniff: { kind: 'unknown' } };
      if (head.length >= MAX_HEAD_BYTES) return { head, done, sniff: sniffImage(head, true) };
    }
  }

  private check(sniff: SniffResult): { mime: string } {
    if (sniff.kind === 'heic') throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.heic);
    if (sniff.kind !== 'image') throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.notImage);
    const { width, height } = sniff;
    if (width !== undefined && height !== undefined) {
      if (width * height > this.config.maxImagePixels) throw new BadRequestException(UPLOAD_MESSAGES.tooManyPixels(width, height, this.config.maxImagePixels));
    }
    return { mime: sniff.mime };
  }
}

/** Decodes a base64 data-URL; 400 when it is not one, 413 when it is over the limit (checked before decoding). */
export function decodeDataUrl(dataUrl: unknown, maxBytes: number, maxMb: number): Buffer {
  if (typeof dataUrl !== 'string') throw new BadRequestException(UPLOAD_MESSAGES.badDataUrl);
  const m = DATA_URL.exec(dataUrl);
  if (!m) throw new BadRequestException(UPLOAD_MESSAGES.badDataUrl);
  const payload = dataUrl.slice(m[0].length).replace(/\s+/g, '');
  if (!payload || payload.length % 4 === 1 || !BASE64.test(payload)) throw new BadRequestException(UPLOAD_MESSAGES.badDataUrl);
  if (Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0) > maxBytes) {
    throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(maxMb));
  }
  return Buffer.from(payload, 'base64');
}
