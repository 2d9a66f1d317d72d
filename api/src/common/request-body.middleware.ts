import { json } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Socket } from 'node:net';
import type { ErrorBody } from './http-exception.filter';
import { answerAfterRefusalDelay } from './refusal-delay';

/** Every JSON body but an upload route's (see upload-body.decorator.ts): docs/architecture.md §8. */
export const JSON_LIMIT_BYTES = 100 * 1024;

/**
 * Set on a request whose JSON body is left unread until the route's guards have run (BodyLimitInterceptor), with
 * the most an @UploadBody() route of this app may read of it.
 */
export const DEFERRED_BODY = Symbol('deferredJsonBody');
export interface DeferredBody {
  uploadLimitBytes: number;
}
export type DeferrableRequest = Request & { [DEFERRED_BODY]?: DeferredBody };

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/** How long the connection of an answered request whose body was left unread stays open before it is dropped. */
export const LINGER_MS = 1000;

/**
 * For a request whose body may be answered before it is read whole (a refusal, or a large body left for after
 * the guards): the answer says `Connection: close`, so Node does not read the rest of the body to keep the
 * connection alive, and the connection then closes in stages (RFC 9112 §9.6) instead of at once. Node's own
 * close after such an answer reads on until the socket is gone, then closes it with the rest of the body
 * unread, which makes the kernel send a reset: a client still writing its body (a browser posting a 5 MB
 * photo with an expired session) then fails with EPIPE/ECONNRESET without ever reading its 401/413. So once
 * the answer is flushed: our side is ended (FIN, the client now holds a complete answer), nothing more is
 * read (what the client still sends waits in the kernel's buffer, not in ours), and the socket is dropped
 * LINGER_MS later (sooner under a flood: MAX_LINGERING). A body that was read whole after all closes as usual.
 */
export function closeWithoutReading(req: Request, res: Response) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  const socket = req.socket as LingeringSocket & { parser?: { incoming: unknown } | null };
  const destroySoon = socket.destroySoon.bind(socket);
  // Node's http server calls destroySoon() once a `Connection: close` answer is flushed (_http_server.js).
  socket.destroySoon = () => {
    if (req.complete || socket.destroyed) return destroySoon();
    // From here on the lingering socket must hold nothing of the request: Node's parser keeps it as `incoming`
    // until its body ends, which an unread body never does, and this closure holds it too. Kept, each lingering
    // connection would keep its whole request alive for LINGER_MS (router and guard closures, headers, the first
    // 64 kB of body: about 13 kB of heap each, heap snapshot in docs/scaling.md), enough at 1,000 refusals a second
    // for the young generation to promote them all to old space. The parser drops body bytes while `incoming` is null.
    if (socket.parser?.incoming === req) socket.parser.incoming = null;
    linger(socket);
  };
}

type LingeringSocket = Socket & { _handle?: { readStop?: () => number } };

/**
 * How many connections may linger at once; past it the one lingering longest is dropped at once. A lingering
 * socket is Node's whole connection state (socket, streams, parser hooks: ~4 kB of heap); kept for LINGER_MS under a
 * flood of refusals (1,000-7,000 a second), every one of them outlived two scavenges and was promoted to old space,
 * which then grew by 25-35 MB a second of dead sockets until a full collection. With the cap a flood's sockets
 * linger ~20-50 ms, die young, and a visitor's refused upload still lingers the whole second.
 */
export const MAX_LINGERING = 128;

/** The lingering sockets in the order they began (a Map keeps insertion order), with when they began. */
const lingeringSince = new Map<Socket, number>();
let sweeper: NodeJS.Timeout | undefined;

/**
 * Ends our side, stops reading and drops the socket LINGER_MS later (or sooner under a flood, MAX_LINGERING).
 * Given the socket only, and allocating no closure: a closure made inside closeWithoutReading's would share that
 * function's scope (V8 keeps one context per scope), so it would keep the request and response alive as long.
 */
function linger(socket: LingeringSocket) {
  socket.destroySoon = lingering;
  socket.end();
  // Stop reading once Node's resume of the unread request (next tick) has run; socket.pause() would not do:
  // the http parser reads the socket's handle directly.
  setImmediate(stopReading, socket);
  socket.on('close', forget);
  lingeringSince.set(socket, performance.now());
  if (lingeringSince.size > MAX_LINGERING) drop(lingeringSince.keys().next().value as Socket);
  sweeper ??= setInterval(sweep, LINGER_MS / 4).unref();
}

function stopReading(socket: LingeringSocket) {
  socket._handle?.readStop?.();
}

function sweep() {
  const now = performance.now();
  for (const [socket, since] of lingeringSince) {
    if (now - since < LINGER_MS) break;
    drop(socket);
  }
  if (lingeringSince.size === 0) {
    clearInterval(sweeper);
    sweeper = undefined;
  }
}

function drop(socket: Socket) {
  lingeringSince.delete(socket);
  socket.destroy();
}

function forget(this: Socket) {
  lingeringSince.delete(this);
}

/** What a second destroySoon() call does on a lingering socket: nothing (its close is already under way). */
function lingering() {}

function refuse(req: Request, res: Response, statusCode: number, message: string) {
  const body: ErrorBody = { error: true, message, statusCode };
  closeWithoutReading(req, res);
  // Only a script sends these (no browser of ours does): answered as slowly as any flood's refusal.
  answerAfterRefusalDelay(() => res.status(statusCode).json(body));
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
 *   limit for @UploadBody() routes and 100 kB (so 413 from its Content-Length alone) for the rest; GET and HEAD
 *   routes take no body, so theirs is never read (the connection closes after the answer).
 * Multipart bodies are streamed by the upload services themselves, after the guards. Whatever is answered
 * before its body is read whole closes its connection without reading the rest (closeWithoutReading).
 */
/** Routes whose handler needs the JSON body's raw bytes (a signature over them): kept as `req.rawBody`. */
export const RAW_BODY_PATHS = new Set(['/api/payments/razorpay/webhook']);
export type RawBodyRequest = Request & { rawBody?: Buffer };

export function requestBodyGate(opts: { uploadLimitBytes: number }): RequestHandler {
  const deferred: DeferredBody = { uploadLimitBytes: opts.uploadLimitBytes };
  const smallJson = json({
    limit: JSON_LIMIT_BYTES,
    inflate: false,
    type: (req) => JSON_TYPE.test(req.headers['content-type'] ?? ''),
    // Signed webhooks are checked against the bytes as sent (RAW_BODY_PATHS).
    verify: (req, _res, buf) => {
      if (RAW_BODY_PATHS.has((req as Request).path)) (req as RawBodyRequest).rawBody = Buffer.from(buf);
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const encoding = String(req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity' && encoding !== '') {
      return refuse(req, res, 415, 'Compressed request bodies are not accepted. Please send the body uncompressed.');
    }
    const type = req.headers['content-type'] ?? '';
    const isJson = JSON_TYPE.test(type);
    if (req.path.startsWith('/api/') && !isJson && !MULTIPART_TYPE.test(type)) {
      return refuse(req, res, 415, 'The API accepts JSON (application/json) or multipart/form-data only.');
    }
    const length = declaredLength(req);
    if (!isJson) {
      // A multipart body is streamed by its route after the guards: one refused there is not read on either.
      if (length === undefined || length > JSON_LIMIT_BYTES) closeWithoutReading(req, res);
      return next();
    }
    if (length === undefined || length > JSON_LIMIT_BYTES) {
      (req as DeferrableRequest)[DEFERRED_BODY] = deferred;
      // Whatever the route decides, an unread large body is neither drained for keep-alive nor read on after the answer.
      closeWithoutReading(req, res);
      return next();
    }
    smallJson(req, res, next);
  };
}
