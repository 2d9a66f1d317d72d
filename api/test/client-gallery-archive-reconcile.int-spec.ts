import { Queue } from 'bullmq';
import { redisConnection } from '@studio/core/queue/redis-connection';
import { studioDay } from '@studio/core/time/studio-day';
import { cameraJpeg } from '../../scripts/lib/sample-images';
import { zipEntryNames, startTestStack, type TestStack } from './harness';

jest.setTimeout(240_000);

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Postgres is the truth (docs/architecture.md §7): a ZIP asked for while Redis lost its job is still built, and later removed. */
describe('archives: the reconciler gives a waiting ZIP its lost job (real Postgres, Redis, S3 and worker)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { RECONCILE_INTERVAL_MS: '60000' } });
  });
  afterAll(() => stack?.close());

  it('an archive still queued after a Redis flush is re-enqueued on the worker start, built, and gets its removal job', async () => {
    const s = stack;
    const expiresOn = studioDay('Asia/Kolkata', new Date(Date.now() + 30 * 86400_000));
    const created = await s.http('/api/admin/client-galleries', { method: 'POST', token: s.adminToken, json: { title: 'Lost job', clientName: 'Test Family', expiresOn, downloads: 'web' } });
    expect(created.status).toBe(201);
    const g = created.body.gallery;
    const fd = new FormData();
    for (let i = 0; i < 3; i++) fd.append('image', new Blob([new Uint8Array(await cameraJpeg({ width: 900, height: 600, seed: 7100 + i, grain: 6, quality: 85 }))]), `LOST_${i}.jpg`);
    expect((await s.http(`/api/admin/client-galleries/${g.id}/photos`, { method: 'POST', token: s.adminToken, body: fd })).status).toBe(201);
    await waitFor('3 photos ready', async () => ((await s.http('/api/admin/client-galleries', { token: s.adminToken })).body.items[0].counts.ready === 3 ? true : undefined));

    const unlock = await s.http(`/api/client-galleries/${g.slug}/unlock`, { method: 'POST', json: { pin: g.pin } });
    const cookie = unlock.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const status = async (id: string) => (await s.http(`/api/client-galleries/${g.slug}/archives/${id}`, { headers: { cookie } })).body;

    // The worker is away when the family asks; then Redis loses everything (a flush).
    await s.stopWorker();
    const asked = await s.http(`/api/client-galleries/${g.slug}/archives`, { method: 'POST', headers: { cookie }, json: { photos: 'all', size: 'web' } });
    expect(asked.status).toBe(202);
    const id = asked.body.id as string;
    expect(await s.flushQueues()).toBeGreaterThan(0);
    const queue = new Queue('archives', { connection: redisConnection(s.config.redisUrl), prefix: s.config.queuePrefix });
    try {
      expect(await queue.getJob(id)).toBeUndefined();
      expect((await status(id)).status).toBe('queued');

      // The worker's first reconcile pass (at start; the timer is a minute away) gives the row its job again.
      await s.startWorker({ RECONCILE_INTERVAL_MS: '60000' });
      const done = await waitFor('the ZIP', async () => {
        const st = await status(id);
        return st.status === 'ready' || st.status === 'failed' ? st : undefined;
      });
      expect(done).toMatchObject({ status: 'ready', progress: 100 });
      const zip = await fetch(`${s.baseUrl}${done.url}`, { headers: { cookie } });
      expect(zip.status).toBe(200);
      expect(await zipEntryNames(Buffer.from(await zip.arrayBuffer()))).toEqual(['LOST_0.jpg', 'LOST_1.jpg', 'LOST_2.jpg']);

      // A ready ZIP whose removal job is lost gets it back (delayed to the archive's expiry), so it still goes after a day.
      expect(await s.flushQueues()).toBeGreaterThan(0);
      expect(await queue.getJob(`${id}-remove`)).toBeUndefined();
      await s.stopWorker();
      await s.startWorker({ RECONCILE_INTERVAL_MS: '60000' });
      const removal = await waitFor('the removal job', async () => (await queue.getJob(`${id}-remove`)) ?? undefined, 30_000);
      expect(await removal.getState()).toBe('delayed');
      expect(removal.name).toBe('archives:remove');
      expect(removal.opts.delay).toBeGreaterThan(23 * 3600_000);
      // The ZIP itself was not built again.
      expect(await queue.getJob(id)).toBeUndefined();
      expect(await s.storage.listKeys(`archives/${g.id}/`)).toHaveLength(1);
    } finally {
      await queue.close();
    }
  });
});
