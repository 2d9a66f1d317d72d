import { Injectable, Logger } from '@nestjs/common';
import { Refusal } from '../errors/refusal';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config/app-config';
import type { ImageAsset, ImageKind } from '../entities/image-asset.entity';
import { objectKeys } from './variant-spec';
import { InjectConfig } from '../nest/core.module';
import { StorageService } from '../storage/storage.service';
import { ImageAssetsRepository } from './image-assets.repository';
import { JobProducer } from '../jobs/job-producer.service';
import { imageProcessJob } from '../jobs/jobs.contract';
import { ImagesService } from './images.service';
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

/** One file of an upload, as the HTTP layer hands it over (a multipart part, or a decoded data-URL). */
export interface UploadFile {
  stream: Readable;
  /** Content-Length of this one file when known: refused at once if over the limit. */
  declaredSize?: number;
  /** The name the file was sent with (multipart), at most 255 characters. */
  fileName?: string;
}

/** Who the stored image belongs to. */
export interface UploadOwner {
  kind: ImageKind;
  uploadedBy: string | null;
}

/** How a feature refuses photos it already has: its lookup by content hash and the 409's message. */
export interface DuplicateRule {
  message: string;
  /** The known photo with this sha256 (its fields go into the 409's body), or null. */
  findExisting(contentHash: string): Promise<object | null>;
  /** A hash the browser sent ahead of the file: a known duplicate is refused before its bytes are read. */
  announcedHash?: string;
}

/** A committed upload with the name its file was sent with. */
export interface UploadedImage {
  asset: ImageAsset;
  fileName: string;
}

/** An original in object storage, checked and hashed, with no row yet: commit it or discard it. */
export interface StoredOriginal {
  id: string;
  key: string;
  mime: string;
  contentHash: string;
  bytes: number;
}

// data:[<mime>][;param]*;base64,<payload>
const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9.+-]+=[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Every upload path (JSON data-URL or multipart stream, any feature) ends here. It takes plain streams, never a
 * request: `store` checks and stores an original, `commit` writes its row (`processing`) and enqueues its job,
 * `fromStream` does both for one file and `fromFiles` for a form's files: one loop for every kind of upload,
 * all or nothing, refusing duplicates by content hash where the feature gives a DuplicateRule.
 */
@Injectable()
export class ImageUploadService {
  private readonly logger = new Logger('ImageUpload');
  constructor(
    private readonly storage: StorageService,
    private readonly assets: ImageAssetsRepository,
    private readonly jobs: JobProducer,
    private readonly images: ImagesService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  get maxBytes(): number {
    return this.config.maxUploadMb * 1024 * 1024;
  }

  /** A data-URL image (JSON bodies): decoded, then stored like any file. */
  async fromDataUrl(dataUrl: string, kind: ImageKind, uploadedBy: string | null): Promise<ImageAsset> {
    return this.fromStream(dataUrlFile(dataUrl, this.maxBytes, this.config.maxUploadMb), { kind, uploadedBy });
  }

  /** One file: stored, its row written (`processing`) and its job enqueued. */
  async fromStream(file: UploadFile, owner: UploadOwner): Promise<ImageAsset> {
    return this.commit(await this.store(file), owner);
  }

  /**
   * Every file of a form, all or nothing: a refused file removes those stored before it. With `duplicates`, each
   * file must be new to the feature and to the batch (by sha256, known only once stored); a duplicate answers 409.
   */
  async fromFiles(files: AsyncIterable<UploadFile>, owner: UploadOwner, duplicates?: DuplicateRule): Promise<UploadedImage[]> {
    const refuseKnown = async (contentHash: string) => {
      const existing = await duplicates?.findExisting(contentHash);
      if (existing) throw new Refusal('conflict', duplicates!.message, { ...existing });
    };
    if (duplicates?.announcedHash) await refuseKnown(duplicates.announcedHash.toLowerCase());
    const seen = new Set<string>();
    const uploaded: UploadedImage[] = [];
    try {
      for await (const file of files) {
        const stored = await this.store(file);
        try {
          if (duplicates && seen.has(stored.contentHash)) throw new Refusal('conflict', duplicates.message, { existingId: 'this upload' });
          await refuseKnown(stored.contentHash);
        } catch (e) {
          await this.discard(stored);
          throw e;
        }
        seen.add(stored.contentHash);
        uploaded.push({ asset: await this.commit(stored, owner), fileName: file.fileName ?? '' });
      }
      return uploaded;
    } catch (e) {
      await this.images.discardAll(uploaded.map((u) => u.asset));
      throw e;
    }
  }

  /** Writes the row of a stored original and enqueues its job; the row owns the object from then on. */
  async commit(stored: StoredOriginal, owner: UploadOwner): Promise<ImageAsset> {
    let asset: ImageAsset;
    try {
      asset = await this.assets.create({
        id: stored.id,
        kind: owner.kind,
        originalKey: stored.key,
        contentType: stored.mime,
        bytes: stored.bytes,
        contentHash: stored.contentHash,
        uploadedBy: owner.uploadedBy,
      });
    } catch (e) {
      await this.discard(stored);
      throw e;
    }
    // The row is stored `processing`: with Redis down (or slow past 2 s) the upload still succeeds and the
    // worker's reconciler enqueues the row when Redis answers again (docs/architecture.md §7/§8).
    await this.jobs.addOrLeaveToReconciler(imageProcessJob({ assetId: asset.id, originalKey: asset.originalKey }));
    return asset;
  }

  /** Removes a stored original that will not be committed (e.g. a duplicate); a failure leaves an orphan, logged. */
  async discard(stored: StoredOriginal): Promise<void> {
    await this.storage.remove(stored.key).catch((e: Error) => this.logOrphan(stored.key, e));
  }

  private logOrphan(key: string, e: Error): void {
    this.logger.warn(`could not remove the uncommitted original ${key} (${e.message}); it stays in the bucket as an orphan`);
  }

  /**
   * Checks and stores one original: the type is decided from the bytes, size and pixel limits are enforced
   * while it streams (nothing is kept past a refusal), and it is hashed on the way to object storage.
   */
  async store(file: UploadFile): Promise<StoredOriginal> {
    const { stream, declaredSize } = file;
    if (declaredSize !== undefined && declaredSize > this.maxBytes) {
      stream.destroy();
      throw new Refusal('too-large', UPLOAD_MESSAGES.tooLarge(this.config.maxUploadMb));
    }
    const source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let stored = false;
    const id = randomUUID();
    const key = objectKeys.original(id);
    try {
      const { head, done, sniff } = await this.readHead(source);
      const type = this.check(sniff);
      let bytes = 0;
      let failure: Error | undefined;
      const limit = this.maxBytes;
      const maxMb = this.config.maxUploadMb;
      // Head, then the rest of the source, counted on the way to storage (which hashes it); past the limit the upload stops.
      const body = Readable.from(
        (async function* () {
          try {
            const chunks = [head];
            for (;;) {
              for (const chunk of chunks) {
                bytes += chunk.length;
                if (bytes > limit) throw new Refusal('too-large', UPLOAD_MESSAGES.tooLarge(maxMb));
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
      const put = this.storage.put(key, body, type.mime);
      put.catch(() => undefined);
      let contentHash: string;
      try {
        ({ sha256: contentHash } = await Promise.race([put, refused]));
      } catch (e) {
        throw failure ?? e;
      }
      if (failure) throw failure;
      if (bytes === 0) throw new Refusal('invalid', UPLOAD_MESSAGES.empty);
      stored = false; // handed to the caller, who commits or discards it
      return { id, key, mime: type.mime, contentHash, bytes };
    } catch (e) {
      await source.return?.().catch(() => undefined);
      if (stored) await this.storage.remove(key).catch((err: Error) => this.logOrphan(key, err));
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
      if (head.length > this.maxBytes) throw new Refusal('too-large', UPLOAD_MESSAGES.tooLarge(this.config.maxUploadMb));
      const sniff = sniffImage(head, done);
      if (sniff.kind !== 'need-more') return { head, done, sniff };
      if (done) return { head, done, sniff: { kind: 'unknown' } };
      if (head.length >= MAX_HEAD_BYTES) return { head, done, sniff: sniffImage(head, true) };
    }
  }

  private check(sniff: SniffResult): { mime: string } {
    if (sniff.kind === 'heic') throw new Refusal('unsupported', UPLOAD_MESSAGES.heic);
    if (sniff.kind !== 'image') throw new Refusal('unsupported', UPLOAD_MESSAGES.notImage);
    const { width, height } = sniff;
    if (width !== undefined && height !== undefined) {
      if (width * height > this.config.maxImagePixels) throw new Refusal('invalid', UPLOAD_MESSAGES.tooManyPixels(width, height, this.config.maxImagePixels));
    }
    return { mime: sniff.mime };
  }
}

/** A data-URL as an upload file (decoded at once: it is already in memory as JSON). */
export function dataUrlFile(dataUrl: unknown, maxBytes: number, maxMb: number): UploadFile {
  const bytes = decodeDataUrl(dataUrl, maxBytes, maxMb);
  return { stream: Readable.from([bytes]), declaredSize: bytes.length };
}

/** Decodes a base64 data-URL; 400 when it is not one, 413 when it is over the limit (checked before decoding). */
export function decodeDataUrl(dataUrl: unknown, maxBytes: number, maxMb: number): Buffer {
  if (typeof dataUrl !== 'string') throw new Refusal('invalid', UPLOAD_MESSAGES.badDataUrl);
  const m = DATA_URL.exec(dataUrl);
  if (!m) throw new Refusal('invalid', UPLOAD_MESSAGES.badDataUrl);
  const payload = dataUrl.slice(m[0].length).replace(/\s+/g, '');
  if (!payload || payload.length % 4 === 1 || !BASE64.test(payload)) throw new Refusal('invalid', UPLOAD_MESSAGES.badDataUrl);
  if (Math.floor((payload.length * 3) / 4) - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0) > maxBytes) {
    throw new Refusal('too-large', UPLOAD_MESSAGES.tooLarge(maxMb));
  }
  return Buffer.from(payload, 'base64');
}
