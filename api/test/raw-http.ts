import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: any;
  /** Bytes of the request body written before the answer came. */
  sentBeforeAnswer: number;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Written in full (unless the answer comes first). */
  body?: Buffer | string;
  /**
   * Declares this Content-Length but writes only `body` (e.g. headers and a first chunk of a 50 MB upload):
   * the answer must come without the server waiting for the rest.
   */
  declaredLength?: number;
  /** Sent chunked (no Content-Length). */
  chunked?: boolean;
}

/**
 * Plain node:http, because fetch cannot send a body that stops short of its Content-Length or watch an
 * answer arrive while the body is still being written.
 */
export function rawHttp(baseUrl: string, r: RawRequest, timeoutMs = 10000): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const body = r.body === undefined ? undefined : Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body);
  const headers: Record<string, string> = { ...r.headers };
  if (r.declaredLength !== undefined) headers['content-length'] = String(r.declaredLength);
  else if (body && !r.chunked) headers['content-length'] = String(body.length);
  if (r.chunked) headers['transfer-encoding'] = 'chunked';
  return new Promise((resolve, reject) => {
    let sent = 0;
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    // A raw path (`/%zz`, `//ssr`) must reach the server as written: no URL normalisation.
    const req = request({ host: url.hostname, port: url.port, method: r.method ?? 'GET', path: r.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode!, headers: res.headers, text, body: parsed, sentBeforeAnswer: sent });
        req.destroy();
      });
    });
    // The server may answer and close before the body is written: that is the point, not an error.
    // (EPIPE/ECONNRESET while writing): give the answer a moment to be read before calling it a failure.
    req.on('error', (e) => setTimeout(() => reject(e), 500).unref());
    req.flushHeaders();
    if (body) {
      req.write(body, () => (sent += body.length));
    }
    if (r.declaredLength === undefined) req.end();
  });
}

export interface StreamedAnswer {
  status: number;
  body: any;
  /** The server ended its side (FIN) after the answer, rather than resetting the connection. */
  endedByServer: boolean;
  /** How the connection ended, if not cleanly (ECONNRESET, EPIPE). */
  error?: string;
}

/**
 * Writes a request head declaring `bodyBytes`, then the body in 64 kB pieces at about `bytesPerSecond`,
 * reading the answer meanwhile, as a browser posting a large photo does. Resolves once the connection is
 * closed, with the answer and how the server closed it.
 */
export function streamLargeBody(
  baseUrl: string,
  r: { method: string; path: string; headers: Record<string, string>; bodyBytes: number; bytesPerSecond: number },
  timeoutMs = 10000,
): Promise<StreamedAnswer> {
  const url = new URL(baseUrl);
  const piece = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    let received = Buffer.alloc(0);
    let written = 0;
    let endedByServer = false;
    let error: string | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${timeoutMs} ms`));
    }, timeoutMs);
    let writer: NodeJS.Timeout | undefined;
    socket.once('connect', () => {
      const head = Object.entries({ ...r.headers, host: url.host, 'content-length': String(r.bodyBytes) }).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.write(`${r.method} ${r.path} HTTP/1.1\r\n${head.join('')}\r\n`);
      // The body only after the head: started before the connection was up (slow under CI's load), a first piece
      // queued ahead of the head and the server rightly answered 400 to a request starting with 'aaaa'.
      writer = setInterval(() => {
        if (written >= r.bodyBytes || !socket.writable) return clearInterval(writer);
        written += piece.length;
        socket.write(piece);
      }, Math.max(1, Math.round((piece.length / r.bytesPerSecond) * 1000)));
    });
    socket.on('data', (d: Buffer) => (received = Buffer.concat([received, d])));
    socket.on('end', () => {
      endedByServer = true;
      // Stop writing too: the answer is in.
      clearInterval(writer);
      socket.end();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      clearInterval(writer);
      const text = received.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      let body: unknown;
      try {
        body = JSON.parse(text.slice(split + 4));
      } catch {
        body = text.slice(split + 4);
      }
      resolve({ status, body, endedByServer, error });
    });
  });
}
