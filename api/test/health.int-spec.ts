import { startTestStack, type TestStack } from './harness';

describe('GET /api/health', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  it('answers 200 when database, redis and storage are up', async () => {
    const res = await stack.http('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up', storage: 'up' } });
  });

  it('answers 503 naming the store that is down', async () => {
    // Point the api's storage at a bucket that does not exist: the storage probe fails, the others stay up.
    const storage = stack.api.get((await import('@studio/core/storage/storage.service')).StorageService);
    const original = (storage as unknown as { bucket: string }).bucket;
    (storage as unknown as { bucket: string }).bucket = 'no-such-bucket-here';
    try {
      const res = await stack.http('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error: true, status: 'error', message: 'Unavailable: storage', checks: { database: 'up', redis: 'up', storage: 'down' } });
    } finally {
      (storage as unknown as { bucket: string }).bucket = original;
    }
  });
});
