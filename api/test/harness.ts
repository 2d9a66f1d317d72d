import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { loadConfig, type AppConfig } from '@studio/core/config/app-config';
import { dropDatabase, ensureDatabase, migrate } from '@studio/core/database/migrate';
import { StorageService } from '@studio/core/storage/storage.service';
import { createApiApp } from '../src/app.factory';
import { createWorkerApp } from '@studio/worker/worker.factory';
import { startEmbeddedS3, type EmbeddedS3 } from '../../scripts/lib/embedded-s3';
import { NODE_FLAGS } from '../../scripts/lib/stack';
import yauzl from 'yauzl';

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface TestUser {
  id: string;
  username: string;
  password: string;
  token: string;
}

export interface TestStack {
  baseUrl: string;
  config: AppConfig;
  api: NestExpressApplication;
  worker?: INestApplicationContext;
  orm: MikroORM;
  storage: StorageService;
  /** A Redis client for this stack; only touch keys under `config.queuePrefix`. */
  redis: Redis;
  adminToken: string;
  http<T = any>(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<HttpResult<T>>;
  login(username: string, password: string): Promise<string>;
  createUser(role: 'user' | 'admin'): Promise<TestUser>;
  startWorker(env?: Record<string, string>): Promise<INestApplicationContext>;
  stopWorker(): Promise<void>;
  /** Deletes every Redis key of this stack's queue prefix (a "flushed Redis" for this test only). */
  flushQueues(): Promise<number>;
  close(): Promise<void>;
  /** The environment the stack's api and worker were configured from (for child processes: spawnServerProcess). */
  env: Record<string, string | undefined>;
}

export interface TestStackOptions {
  /** Start the real worker in this process too. */
  worker?: boolean;
  /** Extra env (e.g. ENQUIRY_SHEET_URL, MAX_UPLOAD_MB, rate limits). */
  env?: Record<string, string>;
}

let s3: Promise<EmbeddedS3> | undefined;
let s3Dir: string | undefined;

/** One embedded S3 server per test file (jest runs each file in its own module registry); each stack gets its own bucket. */
function sharedS3(): Promise<EmbeddedS3> {
  if (!s3) {
    s3Dir = mkdtempSync(join(tmpdir(), 'studio-s3-'));
    s3 = startEmbeddedS3(s3Dir);
  }
  return s3;
}

const ADMIN = { username: 'test-admin', password: 'admin-pass-123' };

/**
 * A fresh, isolated stack over the real services: its own database (migrated), queue prefix and bucket,
 * the real api on a random loopback port and, optionally, the real worker.
 */
export async function startTestStack(opts: TestStackOptions = {}): Promise<TestStack> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const server = await sharedS3();
  const baseDb = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/studio');
  baseDb.pathname = `/studio_test_${id}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: baseDb.toString(),
    QUEUE_PREFIX: `test_${id}`,
    S3_ENDPOINT: server.endpoint,
    S3_BUCKET: `test-${id}`.toLowerCase(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    // Specs read listings right after changing them; the short public cache has its own unit spec.
    PUBLIC_CACHE_TTL_MS: '0',
    WORKER_CONCURRENCY: '2',
    ...opts.env,
  };
  const config = loadConfig(env);
  await ensureDatabase(config.databaseUrl);
  await migrate(config.databaseUrl);

  const api = await createApiApp(config);
  api.useLogger(['error']);
  await api.listen(0, '127.0.0.1');
  const port = (api.getHttpServer().address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const orm = api.get<MikroORM>(MikroORM);
  const storage = new StorageService({ ...config.s3, endpoint: server.endpoint });
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });

  const http: TestStack['http'] = async (path, init = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    let body = rest.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    const res = await fetch(`${baseUrl}${path}`, { ...rest, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as any, headers: res.headers, text };
  };

  const login = async (username: string, password: string) => {
    const res = await http('/api/login', { method: 'POST', json: { username, password } });
    if (res.status !== 200) throw new Error(`login failed for ${username}: ${res.status} ${res.text}`);
    return res.body.token as string;
  };

  const adminToken = await login(ADMIN.username, ADMIN.password);
  let counter = 0;
  let worker: INestApplicationContext | undefined;

  const stack: TestStack = {
    env,
    baseUrl,
    config,
    api,
    orm,
    storage,
    redis,
    adminToken,
    http,
    login,
    async createUser(role) {
      const username = `${role}-${id}-${++counter}`;
      const password = `pw-${randomBytes(4).toString('hex')}`;
      const res = await http('/api/users', { method: 'POST', token: adminToken, json: { username, password, role } });
      if (res.status !== 201) throw new Error(`createUser failed: ${res.status} ${res.text}`);
      return { id: res.body.user.id, username, password, token: await login(username, password) };
    },
    async startWorker(extraEnv = {}) {
      if (worker) return worker;
      worker = await createWorkerApp(loadConfig({ ...env, ...extraEnv }));
      worker.useLogger(['error']);
      stack.worker = worker;
      return worker;
    },
    async stopWorker() {
      const w = worker;
      worker = undefined;
      stack.worker = undefined;
      await w?.close();
    },
    async flushQueues() {
      const keys = await redis.keys(`${config.queuePrefix}:*`);
      if (keys.length) await redis.del(...keys);
      return keys.length;
    },
    async close() {
      await stack.stopWorker();
      await api.close();
      const keys = await redis.keys(`${config.queuePrefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await dropDatabase(config.databaseUrl).catch(() => undefined);
    },
  };
  if (opts.worker) await stack.startWorker();
  return stack;
}

afterAll(async () => {
  if (s3) {
    await (await s3).close();
    s3 = undefined;
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  }
});

// ---- Separate OS processes (fault tests: SIGKILL a worker, SIGTERM an api) ----

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code, or the signal name when killed by one. */
  exited: Promise<number | string | null>;
  /** Everything it printed so far. */
  output(): string;
  /** Waits until a line of output matches (rejects if it exits first or the timeout passes). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

const ROOT = join(__dirname, '..', '..');

/** Builds api and worker (tsc -b) when their dist is missing or older than the sources, as `npm test` does first. */
export function ensureServerBuilt(): void {
  const newest = (p: string): number => {
    if (!existsSync(p)) return 0;
    const st = statSync(p);
    if (!st.isDirectory()) return st.mtimeMs;
    return readdirSync(p).reduce((m, n) => (n === 'node_modules' || n === 'dist' ? m : Math.max(m, newest(join(p, n)))), 0);
  };
  const out = ['api/dist/main.js', 'worker/dist/main.js'].map((f) => join(ROOT, f));
  const built = out.every(existsSync) ? Math.min(...out.map((f) => statSync(f).mtimeMs)) : 0;
  const src = Math.max(...['core/src', 'worker/src', 'api/src'].map((d) => newest(join(ROOT, d))));
  if (built && built >= src) return;
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'api/tsconfig.build.json', 'worker/tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('tsc -b api worker failed');
}

/** Runs the built api or worker (`node <flags> <name>/dist/main.js`, as `npm start` does) as its own process with this environment. */
export function spawnServerProcess(name: 'api' | 'worker', env: Record<string, string | undefined>): ServerProcess {
  const child = spawn(process.execPath, [...NODE_FLAGS[name], join(ROOT, name, 'dist', 'main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const waiters = new Set<() => void>();
  const onData = (d: Buffer) => {
    text += d.toString();
    for (const w of waiters) w();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let done = false;
  void exited.then(() => {
    done = true;
    for (const w of waiters) w();
  });
  return {
    child,
    exited,
    output: () => text,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    waitForOutput: (pattern, timeoutMs = 30000) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const m = text.match(pattern);
          if (m) finish(() => resolve(m[0]));
          else if (done) finish(() => reject(new Error(`${name} exited before printing ${pattern}:\n${text}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`${name} did not print ${pattern} within ${timeoutMs} ms:\n${text}`))), timeoutMs);
        const finish = (fn: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          fn();
        };
        waiters.add(check);
        check();
      }),
  };
}

/** A free loopback port (for a child api, which prints its configured port). */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Stops this file's embedded S3 server (every stack of the file loses its object store until restartObjectStore). */
export async function stopObjectStore(): Promise<void> {
  if (!s3) throw new Error('no object store running');
  await (await s3).close();
}

/** Starts this file's embedded S3 server again on the same port and data directory. */
export async function restartObjectStore(): Promise<void> {
  if (!s3 || !s3Dir) throw new Error('no object store to restart');
  const port = Number(new URL((await s3).endpoint).port);
  s3 = startEmbeddedS3(s3Dir, port);
  await s3;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header sends them back. */
export const cookieOf = (res: { headers: Headers }): string =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The file names inside a ZIP, sorted. */
export function zipEntryNames(buf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names.sort()));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
