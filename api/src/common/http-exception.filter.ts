import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isStorageUnavailable } from '@studio/core/storage/storage.service';
import { QueueUnavailableError } from '@studio/core/jobs/job-producer.service';
import { Refusal, type RefusalKind } from '@studio/core/errors/refusal';
import { answerAfterRefusalDelay } from './refusal-delay';

export interface ErrorBody {
  error: true;
  message: string;
  statusCode: number;
  fields?: Record<string, string>;
}

/** Every error leaves as `{ error: true, message, statusCode, fields? }` (docs/architecture.md §4); never a stack trace. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    if (res.headersSent) return;
    const { method } = http.getRequest<Request>();
    const body = toErrorBody(exception, method === 'GET' || method === 'HEAD');
    if (body.statusCode === 503) this.logger.warn(`${body.message} (${(exception as Error)?.message ?? String(exception)})`);
    else if (body.statusCode >= 500) this.logger.error((exception as Error)?.stack ?? String(exception));
    // A refusal that says when to come back (a PIN lockout, a rate limit) also says it in the standard header.
    const retryAfter = (body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    if (body.statusCode === 429) answerAfterRefusalDelay(() => res.status(body.statusCode).json(body));
    else res.status(body.statusCode).json(body);
  }
}

/** Outages of a store we depend on: the client may try again shortly (docs/architecture.md §8, Outages). */
const UNAVAILABLE: Array<[(e: unknown) => boolean, string]> = [
  [isStorageUnavailable, 'Photo storage is not answering right now, so nothing was saved. Please try again in a minute.'],
  [(e) => e instanceof QueueUnavailableError, 'The studio system is busy right now. Please try again in a minute.'],
];
/** A read (a photo, a download) saved nothing to lose: it says only that the photos cannot be had right now. */
const STORAGE_UNAVAILABLE_READ = 'Photos cannot be loaded right now. Please try again in a minute.';

/** The HTTP answer to each kind of the domain's refusals (core/src/errors/refusal.ts). */
const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  unsupported: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
};

/** `read`: the request was a GET or HEAD. */
export function toErrorBody(exception: unknown, read = false): ErrorBody {
  if (read && isStorageUnavailable(exception)) return { error: true, message: STORAGE_UNAVAILABLE_READ, statusCode: HttpStatus.SERVICE_UNAVAILABLE };
  for (const [matches, message] of UNAVAILABLE) if (matches(exception)) return { error: true, message, statusCode: HttpStatus.SERVICE_UNAVAILABLE };
  // body-parser's errors, raw or as Nest's adapter wraps them (a BadRequestException carrying the parser's text).
  const parser = (exception instanceof HttpException ? exception.cause : exception) as { type?: string } | undefined;
  if (parser?.type === 'entity.parse.failed') return { error: true, message: 'Malformed JSON in request body', statusCode: 400 };
  if (parser?.type === 'entity.too.large') return { error: true, message: 'Request body is too large', statusCode: 413 };
  if (exception instanceof Refusal) {
    return { ...exception.details, error: true, message: exception.message, statusCode: REFUSAL_STATUS[exception.kind] };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { error: true, message: response, statusCode };
    const r = response as { message?: string | string[]; fields?: Record<string, string> };
    const message = Array.isArray(r.message) ? r.message[0] : (r.message ?? exception.message);
    return { error: true, message, statusCode, ...(r.fields ? { fields: r.fields } : {}), ...extra(r) };
  }
  const e = exception as { status?: number; statusCode?: number };
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { error: true, message: (exception as Error).message || 'Bad request', statusCode: status };
  }
  return { error: true, message: 'Something went wrong on our side. Please try again.', statusCode: HttpStatus.INTERNAL_SERVER_ERROR };
}

/** Keeps extra, deliberate fields of an exception's body (e.g. isAuthenticated) beside the standard ones. */
function extra(r: Record<string, unknown>): Record<string, unknown> {
  const { message: _m, fields: _f, statusCode: _s, error: _e, ...rest } = r;
  return rest;
}
