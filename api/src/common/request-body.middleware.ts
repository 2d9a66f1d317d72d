import { json } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ErrorBody } from './http-exception.filter';

/** Every JSON body but an upload route's (see upload-body.decorator.ts): ARCHITECTURE §8. */
export const JSON_LIMIT_BYTES = 100 * 1024;

/** Set on a request whose JSON body is left unread until the route's guards have run (BodyLimitInterceptor). */
export const DEFERRED_BODY = Symbol('deferredJsonBody');
export type DeferrableRequest = Request & { [DEFERRED_BODY]?: true };

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

function refuse(res: Response, statusCode: number, message: string) {
  const body: ErrorBody = { error: true, message, statusCode };
  // The body stays unread: close afterwards instead of draining it for keep-alive.
  res.setHeader('Connection', 'close');
  res.status(statusCode).json(body);
}

export function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Content-Length when the client declared one (a chunked body has none). */
export function declaredLength(req: Request): number | undefined {
  const raw = req.headers['content-length'];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/**
 * The request-body gate in front of every route, before anything reads a byte of the body:
 * - a compressed body (any Content-Encoding but identity) answers 415: a 40 kB gzip can inflate to 40 MB;
 * - on /api, a body that is neither JSON nor multipart answers 415, so no cross-site HTML form (form-encoded
 *   or text/plain, which browsers send without a CORS preflight) can post to the API;
 * - a JSON body of at most 100 kB is parsed here (guards such as the login limiter can read it); a larger or
 *   chunked one is left unread and parsed after the route's guards by BodyLimitInterceptor, with the upload
 *   limit for @UploadBody() routes and 100 kB (so 413 from its Content-Length alone) for the rest.
 * Multipart bodies are streamed by the upload services themselves, after the guards.
 */
export function requestBodyGate(): RequestHandler {
  const smallJson = json({ limit: JSON_LIMIT_BYTES, inflate: false, type: (req) => JSON_TYPE.test(req.headers['content-type'] ?? '') });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const encoding = String(req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity' && encoding !== '') {
      return refuse(res, 415, 'Compressed request bodies are not accepted. Please send the body uncompressed.');
    }
    const type = req.headers['content-type'] ?? '';
    const isJson = JSON_TYPE.test(type);
    if (req.path.startsWith('/api/') && !isJson && !MULTIPART_TYPE.test(type)) {
      return refuse(res, 415, 'The API accepts JSON (application/json) or multipart/form-data only.');
    }
    if (!isJson) return next();
    const length = declaredLength(req);
    if (length === undefined || length > JSON_LIMIT_BYTES) {
      (req as DeferrableRequest)[DEFERRED_BODY] = true;
      // Whatever the route decides, do not drain an unread large body to keep the connection alive.
      res.setHeader('Connection', 'close');
      return next();
    }
    smallJson(req, res, next);
  };
}
