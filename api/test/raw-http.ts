import { request } from 'node:http';

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
