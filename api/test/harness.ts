import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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
  const orm = api.get(MikroORM);
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
