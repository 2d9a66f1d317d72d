import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received, decoded by its content type. */
export interface ReceivedPost {
  path: string;
  contentType: string;
  fields: Record<string, string>;
  /** What the stand-in answered (a status, or 'dropped' for a reset connection). */
  answered: number | 'dropped';
}

/** What the next request to a path gets: a status code, or 'drop' (connection reset: "endpoint down"). */
export type Answer = number | 'drop';

/**
 * A local stand-in for the studio's spreadsheet web app and checkout form endpoint: records every POST
 * (form-urlencoded or multipart, parsed) and answers from a per-path script, 200 once the script runs out.
 */
export class StandInEndpoint {
  readonly received: ReceivedPost[] = [];
  private readonly scripts = new Map<string, Answer[]>();
  private readonly fallback = new Map<string, Answer>();
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then((answer) => {
        if (answer === 'drop') {
          req.socket.destroy();
          return;
        }
        // A 3xx points elsewhere, as Apps Script web apps do after taking a POST.
        const headers = { 'content-type': 'text/plain', ...(answer >= 300 && answer < 400 ? { location: '/redirected' } : {}) };
        res.writeHead(answer, headers).end(answer < 400 ? 'ok' : `stand-in says ${answer}`);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The next requests to `path` get these answers, in order. */
  script(path: string, ...answers: Answer[]): void {
    this.scripts.set(path, [...answers]);
  }

  /** Every request to `path` (after any script) gets this answer until changed; default 200. */
  always(path: string, answer: Answer): void {
    this.fallback.set(path, answer);
  }

  /** Requests to `path` whose field `field` equals `value`. */
  postsWith(path: string, field: string, value: string): ReceivedPost[] {
    return this.received.filter((r) => r.path === path && r.fields[field] === value);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage): Promise<Answer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '/';
    const contentType = req.headers['content-type'] ?? '';
    const answer = this.scripts.get(path)?.shift() ?? this.fallback.get(path) ?? 200;
    const fields: Record<string, string> = {};
    // Parse with the platform's own decoders (undici's Response handles both encodings).
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData().catch(() => null);
    form?.forEach((value, key) => (fields[key] = typeof value === 'string' ? value : value.name));
    this.received.push({ path, contentType, fields, answered: answer === 'drop' ? 'dropped' : answer });
    return answer;
  }
}
