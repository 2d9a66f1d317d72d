import { contentVersionKey } from '@studio/core/content/content-version';
import { cameraJpeg } from '../../scripts/lib/sample-images';
import { buildIfNeeded } from '../../scripts/lib/build';
import { freePort, spawnServerProcess, startTestStack, type ServerProcess, type TestStack } from './harness';

jest.setTimeout(180_000);

/**
 * docs/architecture.md §11: nothing public is served stale for more than 5 s. The replicas cache for a minute (TTL), so a
 * change shown within this bound came through the content version, not the TTL. Idle, it takes about one poll
 * (~1 s); on a loaded machine each probe (a rendered page) takes longer, hence the contract's bound, not the poll's.
 */
const STALE_BOUND_MS = 5000;

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
 * (or a photo turning ready in the worker) bumps the shared content version and shows in the other's cached public
 * answers and rendered pages within §11's bound (about a second when idle), not after the TTL.
 */
describe('public caches across api replicas (content version in Redis)', () => {
  let stack: TestStack;
  let replica: ServerProcess;
  let replicaUrl: string;

  beforeAll(async () => {
    buildIfNeeded(); // the replica runs the built api, and serves the built site's rendered pages
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

  /** The shared counter (Redis, under the stack's queue prefix) every write of public data bumps. */
  const version = async () => Number((await stack.redis.get(contentVersionKey(stack.config.queuePrefix))) ?? 0);
  /** Waits for the other replica to show the change; fails when that was more than §11's bound after `since`. */
  const shownWithinBound = async (what: string, since: number, probe: () => Promise<boolean>) => {
    await within(what, 2 * STALE_BOUND_MS, probe); // past the bound, so a slow answer fails below with its figure
    expect(Date.now() - since).toBeLessThanOrEqual(STALE_BOUND_MS);
  };

  const titlesOn = async (base: string) => {
    const res = await fetch(`${base}/api/gallery/all?page=1&limit=10`);
    const body = (await res.json()) as { images: Array<{ _id: string; title: string }> };
    return body.images.map((i) => i.title);
  };

  const phone = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd', 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile', cookie: 'studio_splash=seen' };
  const galleryHtml = async (base: string) => (await fetch(`${base}/gallery`, { headers: phone })).text();

  it("a photo turning ready in the worker, then an admin's edit on one replica, show on both within §11's bound", async () => {
    // Both replicas cache the empty gallery first (for up to a minute, by TTL).
    expect(await titlesOn(stack.baseUrl)).toEqual([]);
    expect(await titlesOn(replicaUrl)).toEqual([]);

    const before = await version();
    const photo = await cameraJpeg({ width: 300, height: 200, seed: 7, grain: 6, quality: 85 });
    const added = await stack.http('/api/gallery/add', {
      method: 'POST',
      token: stack.adminToken,
      json: { title: 'Zinnia Twins', description: 'first', image: `data:image/jpeg;base64,${photo.toString('base64')}` },
    });
    expect(added.status).toBe(201);
    const id = added.body.images[0]._id as string;
    // Processing takes a while on a busy machine; once one replica lists the photo, the other must within the bound.
    await within('this replica lists it', 90_000, async () => (await titlesOn(stack.baseUrl)).includes('Zinnia Twins'));
    const listed = Date.now();
    expect(await version()).toBeGreaterThan(before); // the add and the worker's 'ready' bumped the shared version
    await shownWithinBound('the other replica lists it', listed, async () => (await titlesOn(replicaUrl)).includes('Zinnia Twins'));

    const beforeEdit = await version();
    const edited = Date.now();
    const patched = await stack.http(`/api/admin/media/gallery/${id}`, { method: 'PATCH', token: stack.adminToken, json: { title: 'Marigold Family' } });
    expect(patched.status).toBe(200);
    expect(await version()).toBeGreaterThan(beforeEdit);
    // The writing process at once; the other replica within the bound (about a poll when idle).
    expect(await titlesOn(stack.baseUrl)).toEqual(['Marigold Family']);
    await shownWithinBound('the other replica shows the edit', edited, async () => (await titlesOn(replicaUrl)).includes('Marigold Family'));

    // The rendered gallery page too: this replica at once, the other re-rendered within the bound.
    expect(await galleryHtml(stack.baseUrl)).toContain('Marigold Family');
    const beforeRename = await version();
    const renamed = Date.now();
    await fetch(`${stack.baseUrl}/api/admin/media/gallery/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Lotus Siblings' }),
    });
    expect(await version()).toBeGreaterThan(beforeRename);
    expect(await galleryHtml(stack.baseUrl)).toContain('Lotus Siblings');
    await shownWithinBound('the other replica renders the edit', renamed, async () => (await galleryHtml(replicaUrl)).includes('Lotus Siblings'));
  });

  it("a site-settings change on one replica shows in the other's rendered pages within §11's bound", async () => {
    const contactHtml = async (base: string) => (await fetch(`${base}/contact`, { headers: phone })).text();
    expect(await contactHtml(replicaUrl)).not.toContain('98111 22333');
    const before = await version();
    const changed = Date.now();
    const res = await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { studio: { phone: '9811122333' } } });
    expect(res.status).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    await shownWithinBound('the other replica renders the new phone', changed, async () => /98111\s?22333|9811122333/.test(await contactHtml(replicaUrl)));
  });

  it('serves a rendered page compressed once (br, gzip), with an ETag and 304, the same bytes while nothing changes', async () => {
    const first = await fetch(`${replicaUrl}/gallery`, { headers: phone });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const html = await first.text(); // fetch decodes br
    expect(html).toContain('id="studio-boot"');
    const gz = await fetch(`${replicaUrl}/gallery`, { headers: { ...phone, 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(html);
    // (fetch adds `Cache-Control: no-cache` to a conditional request unless one is given; a browser's revalidation has none.)
    const again = await fetch(`${replicaUrl}/gallery`, { headers: { ...phone, 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    // Another viewport guess is another page (and another ETag).
    const desktop = await fetch(`${replicaUrl}/gallery`, { headers: { ...phone, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    expect(desktop.status).toBe(200);
    expect(desktop.headers.get('etag')).not.toBe(etag);
  });
});
