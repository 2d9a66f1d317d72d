import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// s3rver is an established S3-compatible server on npm; we run it on loopback for local use and tests.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

export interface EmbeddedS3 {
  endpoint: string;
  /** The HTTP server (e.g. for a bench to count requests). */
  httpServer: Server;
  close(): Promise<void>;
}

/** Starts the embedded S3 server on 127.0.0.1 (port 0 = any free port), data under `directory`. */
export async function startEmbeddedS3(directory: string, port = 0): Promise<EmbeddedS3> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, resetOnClose: false });
  // `silent` only mutes the console transport: the request logger (koa-logger, the first middleware) still times and
  // formats a coloured line for every request, and winston still streams each message to the muted transport. Neither
  // is seen, so both go (about a fifth of the server's JavaScript time per request); S3 behaviour is untouched.
  server.middleware = (server.middleware as Array<{ name: string }>).filter((fn) => fn.name !== 'logger');
  server.logger.silent = true;
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    httpServer: server.httpServer as Server,
    close: () => server.close(),
  };
}
