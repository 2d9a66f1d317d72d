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

interface ConfigStore {
  getSubresource(bucket: string, key: string | undefined, type: string): Promise<unknown>;
  putSubresource(bucket: string, key: string | undefined, resource: { type: string }): Promise<void>;
  deleteSubresource(bucket: string, key: string | undefined, type: string): Promise<void>;
  deleteBucket(bucket: string): Promise<void>;
}

/**
 * Every request reads its bucket's CORS and website configuration files (two failed file reads when there are none,
 * each with its error and stack). Only this server writes them, so it keeps what it read until it writes
 * or deletes one; object-level subresources (key given) are read as before.
 */
function cacheBucketConfigs(store: ConfigStore): void {
  const cache = new Map<string, Promise<unknown>>();
  const idOf = (bucket: string, type: string) => `${bucket}\n${type}`;
  const read = store.getSubresource.bind(store);
  const put = store.putSubresource.bind(store);
  const remove = store.deleteSubresource.bind(store);
  const removeBucket = store.deleteBucket.bind(store);
  store.getSubresource = (bucket, key, type) => {
    if (key !== undefined) return read(bucket, key, type);
    const id = idOf(bucket, type);
    let config = cache.get(id);
    if (!config) {
      config = read(bucket, key, type);
      cache.set(id, config);
      config.catch(() => cache.delete(id));
    }
    return config;
  };
  // Forgotten after the write, so a read that raced it is not kept.
  store.putSubresource = async (bucket, key, resource) => {
    await put(bucket, key, resource);
    cache.delete(idOf(bucket, resource.type));
  };
  store.deleteSubresource = async (bucket, key, type) => {
    await remove(bucket, key, type);
    cache.delete(idOf(bucket, type));
  };
  // A bucket made again under the same name starts without configuration.
  store.deleteBucket = async (bucket) => {
    await removeBucket(bucket);
    for (const id of cache.keys()) if (id.startsWith(idOf(bucket, ''))) cache.delete(id);
  };
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
  cacheBucketConfigs(server.store);
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    httpServer: server.httpServer as Server,
    close: () => server.close(),
  };
}
