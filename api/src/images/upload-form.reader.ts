import { BadRequestException, HttpException, Injectable, PayloadTooLargeException, type Type } from '@nestjs/common';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { AsyncResource } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { dataUrlFile, UPLOAD_MESSAGES, type UploadFile } from '@studio/core/images/image-upload.service';
import { validateDto } from './validate-dto';

export interface UploadFormOptions<F extends object> {
  /** The text fields (multipart): validated before any file is read, so a bad title costs no upload. */
  fields: Type<F>;
  /** The JSON body: the same fields plus `image`, a data-URL. Without it, only multipart is accepted. */
  json?: Type<F & { image: string }>;
  /** Message for a non-multipart body on a multipart-only route. */
  multipartOnlyMessage?: string;
  maxFiles: number;
  /** Message when the form carries no `image` file. */
  missingFileMessage: string;
}

/** Validated fields, then the files one at a time (each must be read before the next arrives). */
export interface UploadForm<F> {
  fields: F;
  files: AsyncIterable<UploadFile>;
}

const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024 };
/** Room for boundaries, part headers and the text fields beside the files. */
const FORM_OVERHEAD = 1024 * 1024;

/**
 * The HTTP side of an upload route, for its controller: reads a JSON body (fields + data-URL) or a
 * `multipart/form-data` stream (text fields first, then one or more `image` files), validates the fields DTO before
 * any file is read, and hands the files on as plain streams, never holding one in memory. The service that
 * consumes them never sees the request. A refusal stops reading: the answer closes the connection rather than
 * read the rest of the body.
 */
@Injectable()
export class UploadFormReader {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  private get maxBytes(): number {
    return this.config.maxUploadMb * 1024 * 1024;
  }

  async read<F extends object>(req: Request, res: Response, opts: UploadFormOptions<F>): Promise<UploadForm<F>> {
    if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
      if (!opts.json) throw new BadRequestException(opts.multipartOnlyMessage ?? 'Send the form as multipart/form-data');
      // Fields first: a missing title should not cost decoding the image.
      const { image, ...fields } = await validateDto(opts.json, req.body);
      const file = dataUrlFile(image, this.maxBytes, this.config.maxUploadMb);
      return { fields: fields as F, files: (async function* () {
        yield file;
      })() };
    }
    return this.readMultipart(req, res, opts);
  }

  private readMultipart<F extends object>(req: Request, res: Response, opts: UploadFormOptions<F>): Promise<UploadForm<F>> {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.maxBytes * opts.maxFiles + FORM_OVERHEAD) {
      closeAfterAnswer(res);
      throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(this.config.maxUploadMb));
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { ...FIELD_LIMITS, files: opts.maxFiles, fileSize: this.maxBytes + 1, parts: opts.maxFiles + FIELD_LIMITS.fields },
      });
    } catch {
      throw new BadRequestException('Malformed multipart form data');
    }

    return new Promise((resolve, reject) => {
      // Parser events fire in the socket's async context, not the request's: bind them back to it.
      // busboy types `on` per event; this one bridge serves all of them, so its handler takes what each event passes.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const on = (event: string, handler: (...args: any[]) => void) => parser.on(event, AsyncResource.bind(handler));
      const fields: Record<string, string> = {};
      const files = new FileQueue();
      let started = false; // the first file part arrived (fields are then final)
      let resolved = false;
      let stopped = false; // refused, or the consumer left early: read no further

      const stop = () => {
        if (stopped) return;
        stopped = true;
        req.unpipe(parser);
        closeAfterAnswer(res);
      };
      const fail = (e: unknown) => {
        if (stopped) return;
        stop();
        // Parser trouble is the client's; anything else keeps its own error.
        const error = e instanceof HttpException || !(e instanceof MultipartParseError) ? e : new BadRequestException('Malformed multipart form data');
        if (resolved) files.fail(error);
        else reject(error);
      };
      // The consumer stopped early (a refused file, a duplicate): read no further.
      files.onAbandon(stop);

      on('field', (name, value, info) => {
        if (started) return fail(new BadRequestException('Send the form fields before the files'));
        if (info.valueTruncated) return fail(new BadRequestException(`Field "${name}" is too long`));
        fields[name] = value;
      });
      on('file', (name, stream: Readable, info: { filename?: string }) => {
        stream.on('error', () => undefined); // reported through the upload's own failure
        if (stopped) return void stream.resume();
        if (name !== 'image') {
          stream.resume();
          return fail(new BadRequestException(`Unexpected file field "${name}"`));
        }
        files.push({ stream, fileName: typeof info?.filename === 'string' ? info.filename.slice(0, 255) : undefined });
        if (started) return;
        started = true;
        validateDto(opts.fields, fields).then((valid) => {
          if (stopped) return;
          resolved = true;
          resolve({ fields: valid, files });
        }, fail);
      });
      on('filesLimit', () => fail(new BadRequestException(`At most ${opts.maxFiles} images at a time`)));
      on('fieldsLimit', () => fail(new BadRequestException('Too many form fields')));
      on('partsLimit', () => fail(new BadRequestException('Too many form parts')));
      // While a file streams, its own failure (e.g. too large) explains a parser error better than the parser does.
      on('error', (e) => {
        if (!files.streaming()) fail(new MultipartParseError((e as Error).message));
      });
      on('close', () => {
        if (stopped) return;
        if (!started) return fail(new BadRequestException(opts.missingFileMessage));
        files.end();
      });
      req.on('error', (e) => fail(new MultipartParseError((e).message)));
      req.on('aborted', () => fail(new BadRequestException('The upload was interrupted')));
      // The handler answered without reading every file (e.g. 404 for its parent): read no further.
      res.once('finish', () => {
        if (!files.done()) files.abandonAll();
      });
      req.pipe(parser);
    });
  }
}

/** The form's files in arrival order, consumed with `for await`; the parser pushes, the service pulls. */
class FileQueue implements AsyncIterable<UploadFile> {
  private readonly pending: UploadFile[] = [];
  private reading?: UploadFile;
  private waiter?: { resolve: (r: IteratorResult<UploadFile>) => void; reject: (e: unknown) => void };
  private ended = false;
  private error?: unknown;
  private abandon?: () => void;

  push(file: UploadFile): void {
    if (this.waiter) {
      const w = this.waiter;
      this.waiter = undefined;
      this.reading = file;
      w.resolve({ value: file, done: false });
    } else this.pending.push(file);
  }

  end(): void {
    this.ended = true;
    this.settle();
  }

  done(): boolean {
    return this.ended && !this.pending.length;
  }

  /** Drops every file not yet read and stops the parser (the consumer is gone). */
  abandonAll(): void {
    this.reading?.stream.resume();
    for (const f of this.pending.splice(0)) f.stream.resume();
    this.abandon?.();
  }

  fail(error: unknown): void {
    this.error = error;
    // The file being read fails with our reason (the consumer reports its own error, so it must be this one).
    this.reading?.stream.destroy(error as Error);
    for (const f of this.pending.splice(0)) f.stream.resume();
    this.settle();
  }

  onAbandon(fn: () => void): void {
    this.abandon = fn;
  }

  /** A file is being read (its own failure will explain a parser error). */
  streaming(): boolean {
    return !!this.reading && !this.reading.stream.readableEnded;
  }

  private settle(): void {
    if (!this.waiter || (this.pending.length && this.error === undefined)) return;
    const w = this.waiter;
    this.waiter = undefined;
    if (this.error !== undefined) w.reject(this.error);
    else if (this.ended) w.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterator<UploadFile> {
    return {
      next: () => {
        // The parser's or storage's own error, passed on as raised.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        if (this.error !== undefined) return Promise.reject(this.error);
        const file = this.pending.shift();
        this.reading = file;
        if (file) return Promise.resolve({ value: file, done: false });
        if (this.ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
      },
      return: () => {
        // Left before the end (a file refused): drop what is left of the body.
        if (!this.done()) this.abandonAll();
        return Promise.resolve({ value: undefined, done: true });
      },
    };
  }
}

class MultipartParseError extends Error {}

/** Refusing an upload mid-body: answer, then drop the connection rather than read what is left. */
function closeAfterAnswer(res: Response) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}
