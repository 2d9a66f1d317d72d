import { cameraJpeg } from '../../scripts/lib/sample-images';
import { ensureServerBuilt, freePort, spawnServerProcess, startTestStack, type ServerProcess, type TestStack } from './harness';

jest.setTimeout(180_000);

/** Polls until `probe` returns something truthy; returns it with how long it took. */
async function within<T>(what: string, ms: number, probe: () => Promise<T | undefined | false>): Promise<{ value: T; tookMs: number }> {
  const start = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return { value, tookMs: Date.now() - start };
    if (Date.now() - start > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Two api replicas over one database, queue prefix and bucket, with long public-cache TTLs: a write through one
 * (or a photo turning ready in the worker) shows in the other's cached public answers within about a second,
 * through the shared content version, not through the TTL.
 */
describe('public caches across api replicas (content version in Redis)', () => {
  let stack: TestStack;
  let replica: ServerProcess;
  let replicaUrl: string;

  beforeAll(async () => {
    ensureServerBuilt();
    stack = await startTestStack({ worker: true, env: { PUBLIC_CACHE_TTL_MS: '60000' } });
    const port = await freePort();
    replica = spawnServerProcess('api', { ...stack.env, PORT: String(port), LOG_LEVEL: 'warn' });
    await replica.waitForOutput(/api listening/);
    replicaUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    replica?.kill('SIGTERM');
    await replica?.exited;
    await stack?.close();
  });

  const titlesOn = async (base: string) => {
    const res = await fetch(`${base}/api/gallery/all?page=1&limit=10`);
    const body = (await res.json()) as { images: Array<{ _id: string; title: string }> };
    return body.images.map((i) => i.title);
  };

  it("a photo turning ready in the worker, then an admin's edit on one replica, show on both within ~1 s", async () => {
    // Both replicas cache the empty gallery first (for up to a minute, by TTL).
    expect(await titlesOn(stack.baseUrl)).toEqual([]);
    expect(await titlesOn(replicaUrl)).toEqual([]);

    const photo = await cameraJpeg({ width: 300, height: 200, seed: 7, grain: 6, quality: 85 });
    const added = await stack.http('/api/gallery/add', {
      method: 'POST',
      token: stack.adminToken,
      json: { title: 'Newborn', description: 'first', image: `data:image/jpeg;base64,${photo.toString('base64')}` },
    });
    expect(added.status).toBe(201);
    const id = added.body.images[0]._id as string;
    // Processing takes a while on a busy machine; once one replica lists the photo, the other must within ~1 s.
    await within('this replica lists it', 90_000, async () => (await titlesOn(stack.baseUrl)).includes('Newborn'));
    const there = await within('the other replica lists it', 5000, async () => (await titlesOn(replicaUrl)).includes('Newborn'));
    expect(there.tookMs).toBeLessThan(1800);

    const patched = await stack.http(`/api/admin/media/gallery/${id}`, { method: 'PATCH', token: stack.adminToken, json: { title: 'Family' } });
    expect(patched.status).toBe(200);
    // The writing process at once; the other replica within about a poll.
    expect(await titlesOn(stack.baseUrl)).toEqual(['Family']);
    const other = await within('the other replica shows the edit', 3000, async () => (await titlesOn(replicaUrl)).includes('Family'));
    expect(other.tookMs).toBeLessThan(1800);
  });
});
