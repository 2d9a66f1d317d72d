import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the studio's spreadsheet and checkout endpoints. Records every POST
 * (raw body + content type) and answers with a status the tests can set:
 *   POST /__mode {"status": 500}   make the next answers fail (200 restores)
 *   GET  /__received               what was received, oldest first
 *   POST /__reset                  forget everything
 */
export interface SinkRequest {
  path: string;
  contentType: string;
  body: string;
  at: string;
}

export async function startEnquirySink(): Promise<{ url: string; server: Server }> {
  const received: SinkRequest[] = [];
  let status = 200;
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const path = req.url ?? '/';
    if (path === '/__received') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
    if (path === '/__reset') {
      received.length = 0;
      status = 200;
      return res.writeHead(200).end('ok');
    }
    if (path === '/__mode') {
      status = Number(JSON.parse(body || '{}').status ?? 200);
      return res.writeHead(200).end('ok');
    }
    if (status >= 200 && status < 300) received.push({ path, contentType: req.headers['content-type'] ?? '', body, at: new Date().toISOString() });
    res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'failing on purpose');
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => res.writeHead(500).end(String(e)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
