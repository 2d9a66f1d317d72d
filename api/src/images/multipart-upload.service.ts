import { BadRequestException, HttpException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { AsyncResource } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import type { ImageAsset, ImageKind } from '@studio/core/entities/image-asset.entity';
import { ImageUploadService, UPLOAD_MESSAGES, type StoredUploadInfo } from './image-upload.service';
import { ImagesService } from './images.service';

export type MultipartFields = Record<string, string>;

export interface MultipartUploadOptions {
  kind: ImageKind;
  uploadedBy: string | null;
  maxFiles: number;
  /** Message when the form carries no `image` file. */
  missingFileMessage: string;
  /** Before a file is streamed, with the fields sent ahead of it (e.g. a browser-computed contentHash). */
  beforeFile?: (fields: MultipartFields) => Promise<void> | void;
  /** After a file is stored and hashed, before its row is written; throwing refuses that file. */
  beforeCommit?: (info: StoredUploadInfo) => Promise<void> | void;
}

const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024 };
/** Room for boundaries, part headers and the text fields beside the files. */
const FORM_OVERHEAD = 1024 * 1024;

/**
 * Streams `multipart/form-data` uploads (field `image`, possibly several) straight into ImageUploadService,
 * one file at a time, never holding a file in memory. Any refusal aborts the whole form: files already stored
 * for it are removed and the connection closes without the rest of the body being read.
 */
@Injectable()
export class MultipartUploadService {
  constructor(
    private readonly uploads: ImageUploadService,
    private readonly images: ImagesService,
  ) {}

  static isMultipart(req: Request): boolean {
    return /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
  }

  async parse(req: Request, res: Response, opts: MultipartUploadOptions): Promise<{ fields: MultipartFields; assets: ImageAsset[]; fileNames: string[] }> {
    const maxBytes = this.uploads.maxBytes;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes * opts.maxFiles + FORM_OVERHEAD) {
      closeAfterAnswer(res);
      throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(this.uploads.maxBytes / 1024 / 1024));
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { ...FIELD_LIMITS, files: opts.maxFiles, fileSize: maxBytes + 1, parts: opts.maxFiles + FIELD_LIMITS.fields },
      });
    } catch {
      throw new BadRequestException('Malformed multipart form data');
    }

    return new Promise((resolve, reject) => {
      // Parser events fire in the socket's async context, not the request's: bind them back to it so the
      // request-scoped EntityManager (its unit of work) is the one the uploads write through.
      const on = (event: string, handler: (...args: any[]) => void) => parser.on(event, AsyncResource.bind(handler));
      const fields: MultipartFields = {};
      const assets: ImageAsset[] = [];
      /** The file name each stored asset was sent with (same order as assets; '' when none). */
      const fileNames: string[] = [];
      let chain: Promise<void> = Promise.resolve();
      let current: Readable | undefined;
      let failed = false;

      const fail = (e: unknown) => {
        if (failed) return;
        failed = true;
        req.unpipe(parser);
        closeAfterAnswer(res);
        current?.destroy();
        // Parser trouble is the client's; anything else (storage, database) is ours and keeps its own error.
        const error = e instanceof HttpException || !(e instanceof MultipartParseError) ? e : new BadRequestException('Malformed multipart form data');
        void chain.then(() => this.images.discardAll(assets)).then(() => reject(error));
      };

      on('field', (name, value, info) => {
        if (info.valueTruncated) return fail(new BadRequestException(`Field "${name}" is too long`));
        fields[name] = value;
      });
      on('file', (name, stream, info: { filename?: string }) => {
        stream.on('error', () => undefined); // reported through the upload's own failure
        if (failed) return void stream.resume();
        if (name !== 'image') {
          stream.resume();
          return fail(new BadRequestException(`Unexpected file field "${name}"`));
        }
        const seen = { ...fields };
        chain = chain.then(async () => {
          if (failed) return void stream.resume();
          current = stream;
          try {
            await opts.beforeFile?.(seen);
            assets.push(await this.uploads.fromStream(stream, { kind: opts.kind, uploadedBy: opts.uploadedBy, beforeCommit: opts.beforeCommit }));
            fileNames.push(typeof info?.filename === 'string' ? info.filename.slice(0, 255) : '');
          } catch (e) {
            fail(e);
          } finally {
            current = undefined;
          }
        });
      });
      on('filesLimit', () => fail(new BadRequestException(`At most ${opts.maxFiles} images at a time`)));
      on('fieldsLimit', () => fail(new BadRequestException('Too many form fields')));
      on('partsLimit', () => fail(new BadRequestException('Too many form parts')));
      // While a file streams, its own failure (e.g. too large) explains a parser error better than the parser does.
      on('error', (e) => {
        if (!current) fail(new MultipartParseError((e as Error).message));
      });
      on('close', () => {
        void chain.then(() => {
          if (failed) return;
          if (!assets.length) return fail(new BadRequestException(opts.missingFileMessage));
          resolve({ fields, assets, fileNames });
        });
      });
      req.on('error', (e) => fail(new MultipartParseError((e as Error).message)));
      req.on('aborted', () => fail(new BadRequestException('The upload was interrupted')));
      req.pipe(parser);
    });
  }
}

class MultipartParseError extends Error {}

/** Refusing an upload mid-body: answer, then drop the connection rather than read what is left. */
function closeAfterAnswer(res: Response) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}
