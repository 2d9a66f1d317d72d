import { connect, type Socket } from 'node:net';

export interface FloodRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

export interface FloodOptions {
  host: string;
  port: number;
  connections: number;
  durationMs: number;
  /** Taken in turn by each connection. */
  requests: FloodRequest[];
  /** Declared Content-Length of every body. */
  bodyBytes: number;
  /** What the body is made of, written again and again (one Buffer for every request, however many). */
  chunk: Buffer;
  /** Give up on one request after this long without an answer. */
  timeoutMs?: number;
}

export interface FloodResult {
  sent: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Body bytes the client got written (into its kernel's send buffer) before the answer came, at most. */
  maxBodyWritten: number;
  /** Mean of the same, per answered request. */
  meanBodyWritten: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * Large request bodies over raw sockets: each connection writes a request head declaring `bodyBytes`, then
 * streams the body from one shared chunk (with back-pressure) until the answer arrives, then opens the next
 * connection. Unlike autocannon, which keeps a whole body per request in memory, this needs one chunk however
 * large the bodies are, and it shows how much of the body the server let in before answering.
 */
export async function floodLargeBodies(o: FloodOptions): Promise<FloodResult> {
  const r: FloodResult = { sent: 0, statuses: {}, errors: 0, timeouts: 0, maxBodyWritten: 0, meanBodyWritten: 0 };
  let written = 0;
  let answered = 0;
  const until = Date.now() + o.durationMs;
  let turn = 0;

  const one = (req: FloodRequest) =>
    new Promise<void>((resolve) => {
      const head = Buffer.from(
        `${req.method} ${req.path} HTTP/1.1\r\nHost: ${o.host}:${o.port}\r\n` +
          Object.entries({ ...req.headers, 'content-length': String(o.bodyBytes) })
            .map(([k, v]) => `${k}: ${v}\r\n`)
            .join('') +
          '\r\n',
      );
      const socket: Socket = connect({ host: o.host, port: o.port });
      r.sent++;
      let body = 0;
      let received = Buffer.alloc(0);
      let done = false;
      const finish = (outcome: { status?: number; error?: boolean; timeout?: boolean }) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (outcome.status) {
          r.statuses[outcome.status] = (r.statuses[outcome.status] ?? 0) + 1;
          answered++;
          written += body;
          r.maxBodyWritten = Math.max(r.maxBodyWritten, body);
        } else if (outcome.timeout) r.timeouts++;
        else r.errors++;
        socket.destroy();
        resolve();
      };
      const timer = setTimeout(() => finish({ timeout: true }), o.timeoutMs ?? 10_000);
      const pump = () => {
        while (!done && body < o.bodyBytes) {
          const piece = o.chunk.length <= o.bodyBytes - body ? o.chunk : o.chunk.subarray(0, o.bodyBytes - body);
          body += piece.length;
          if (!socket.write(piece)) return void socket.once('drain', pump);
        }
      };
      socket.once('connect', () => {
        socket.write(head);
        pump();
      });
      // An answer is complete once its head and Content-Length bytes are in.
      socket.on('data', (d: Buffer) => {
        received = Buffer.concat([received, d]);
        const end = received.indexOf(HEAD_END);
        if (end < 0) return;
        const headText = received.subarray(0, end).toString('latin1');
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(headText)?.[1]);
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headText)?.[1] ?? 0);
        if (received.length - end - HEAD_END.length >= length) finish({ status });
      });
      // The server closing its side while the body is still being written is expected: not an error if the answer came.
      socket.on('error', () => undefined);
      socket.on('close', () => finish({ error: true }));
    });

  await Promise.all(
    Array.from({ length: o.connections }, async () => {
      while (Date.now() < until) await one(o.requests[turn++ % o.requests.length]);
    }),
  );
  r.meanBodyWritten = answered ? Math.round(written / answered) : 0;
  return r;
}
