import { StorageService } from '@studio/core/storage/storage.service';
import { HealthService, PROBE_TTL_MS } from '../src/health/health.service';
import { startTestStack, type TestStack } from './harness';

const REMOTE = { 'x-forwarded-for': '203.0.113.77' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('health: liveness, readiness from shared cached probes, details only for admins and this host', () => {
  let stack: TestStack;
  let userToken: string;
  beforeAll(async () => {
    stack = await startTestStack();
    userToken = (await stack.createUser('user')).token;
  });
  afterAll(() => stack?.close());

  async function withStorageDown<T>(fn: () => Promise<T>): Promise<T> {
    // Point the api's storage at a bucket that does not exist: the storage probe fails, the others stay up.
    const storage = stack.api.get<StorageService, { bucket: string }>(StorageService);
    const original = storage.bucket;
    storage.bucket = 'no-such-bucket-here';
    await sleep(PROBE_TTL_MS + 100); // past the cached answer
    try {
      return await fn();
    } finally {
      storage.bucket = original;
      await sleep(PROBE_TTL_MS + 100);
    }
  }

  it('answers liveness with no I/O', async () => {
    const res = await stack.http('/api/health/live', { headers: REMOTE });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers readiness with details to this host and to admins, only { status } to anyone else', async () => {
    const details = { status: 'ok', checks: { database: 'up', redis: 'up', storage: 'up' } };
    for (const path of ['/api/health', '/api/health/ready']) {
      expect((await stack.http(path)).body).toEqual(details);
      expect((await stack.http(path, { headers: REMOTE, token: stack.adminToken })).body).toEqual(details);
      const anonymous = await stack.http(path, { headers: REMOTE });
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toEqual({ status: 'ok' });
      expect((await stack.http(path, { headers: REMOTE, token: userToken })).body).toEqual({ status: 'ok' });
      expect((await stack.http(path, { headers: REMOTE, token: 'not-a-jwt' })).body).toEqual({ status: 'ok' });
    }
  });

  it('answers 503 naming the store that is down to this host, and only { status } to anonymous callers; liveness stays 200', async () => {
    await withStorageDown(async () => {
      const local = await stack.http('/api/health/ready');
      expect(local.status).toBe(503);
      expect(local.body).toMatchObject({ error: true, status: 'error', message: 'Unavailable: storage', checks: { database: 'up', redis: 'up', storage: 'down' } });
      const anonymous = await stack.http('/api/health', { headers: REMOTE });
      expect(anonymous.status).toBe(503);
      expect(anonymous.body).toEqual({ status: 'error' });
      expect((await stack.http('/api/health/live', { headers: REMOTE })).status).toBe(200);
    });
  });

  it('probes each store at most once a second however many callers: 50 concurrent x 4 rounds all 200', async () => {
    const probes = stack.api.get(HealthService).probes;
    const before = { database: probes.database.runs, redis: probes.redis.runs, storage: probes.storage.runs };
    const started = Date.now();
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all(Array.from({ length: 50 }, () => stack.http('/api/health/ready', { headers: REMOTE })));
      statuses.push(...results.map((r) => r.status));
    }
    const seconds = (Date.now() - started) / 1000;
    expect(statuses).toEqual(Array(200).fill(200));
    const allowed = Math.ceil(seconds / (PROBE_TTL_MS / 1000)) + 1;
    for (const c of ['database', 'redis', 'storage'] as const) expect(probes[c].runs - before[c]).toBeLessThanOrEqual(allowed);
  });
});
