import sharp from 'sharp';
import { randomBytes, createHash } from 'node:crypto';
import yauzl from 'yauzl';
import { spawnServerProcess, startTestStack, type ServerProcess, type TestStack } from './harness';

jest.setTimeout(300_000);

/** Noise JPEGs: large originals (about 2 MB each), so the ZIP takes long enough to be killed in the middle. */
const noisyJpeg = (seed: number) => {
  const width = 1400;
  const height = 933;
  const raw = randomBytes(width * height * 3);
  raw[0] = seed & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
};

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function zipEntries(buf: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a ZIP'));
      const out = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('unreadable entry'));
          const h = createHash('sha256');
          stream.on('data', (c: Buffer) => h.update(c));
          stream.on('end', () => {
            out.set(entry.fileName, h.digest('hex'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

describe('archives:build survives a worker killed mid-ZIP (real processes)', () => {
  let stack: TestStack | undefined;
  const children: ServerProcess[] = [];
  afterAll(async () => {
    for (const c of children) {
      c.kill('SIGKILL');
      await c.exited;
    }
    await stack?.close();
  });

  it('a worker SIGKILLed while the ZIP streams: the retry finishes it with every photo, byte for byte', async () => {
    stack = await startTestStack({ worker: true });
    const s = stack;
    const created = await s.http('/api/admin/client-galleries', {
      method: 'POST',
      token: s.adminToken,
      json: { title: 'Kill test', clientName: 'Test Family', expiresOn: new Date(Date.now() + 7 * 86400_000).toISOString().slice(0, 10), downloads: 'original' },
    });
    const g = created.body.gallery;
    const hashes = new Map<string, string>();
    for (let batch = 0; batch < 4; batch++) {
      const fd = new FormData();
      for (let i = 0; i < 10; i++) {
        const n = batch * 10 + i;
        const bytes = await noisyJpeg(n);
        hashes.set(`KILL_${String(n).padStart(3, '0')}.jpg`, sha(bytes));
        fd.append('image', new Blob([new Uint8Array(bytes)]), `KILL_${String(n).padStart(3, '0')}.jpg`);
      }
      const up = await s.http(`/api/admin/client-galleries/${g.id}/photos`, { method: 'POST', token: s.adminToken, body: fd });
      expect(up.status).toBe(201);
    }
    await waitFor('40 photos ready', async () => (await s.http(`/api/admin/client-galleries`, { token: s.adminToken })).body.items[0].counts.ready === 40, 180_000, 500);
    await s.stopWorker();

    const unlock = await s.http(`/api/client-galleries/${g.slug}/unlock`, { method: 'POST', json: { pin: g.pin } });
    const cookie = unlock.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const start = await s.http(`/api/client-galleries/${g.slug}/archives`, { method: 'POST', headers: { cookie }, json: { photos: 'all', size: 'original' } });
    expect(start.status).toBe(202);
    const status = async () => (await s.http(`/api/client-galleries/${g.slug}/archives/${start.body.id}`, { headers: { cookie } })).body;

    const first = spawnServerProcess('worker', s.env);
    children.push(first);
    await first.waitForOutput(/worker started/);
    await waitFor('the ZIP to be building', async () => (await status()).status === 'building', 60_000, 20);
    first.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const atKill = await status();
    expect(atKill.status).toBe('building'); // really mid-ZIP
    expect(await s.storage.listKeys(`archives/${g.id}/`)).toEqual([]); // nothing half-written is visible as a ZIP

    // The active job's lock expires (BullMQ lockDuration, 30 s); the next worker's stall check runs it again.
    const second = spawnServerProcess('worker', s.env);
    children.push(second);
    await second.waitForOutput(/worker started/);
    await waitFor('the ZIP to be ready', async () => (await status()).status === 'ready', 150_000, 500);
    const done = await status();
    expect(done.progress).toBe(100);

    const res = await fetch(`${s.baseUrl}${done.url}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const entries = await zipEntries(Buffer.from(await res.arrayBuffer()));
    expect(entries.size).toBe(40);
    for (const [name, hash] of hashes) expect(entries.get(name)).toBe(hash);
    // One finished ZIP object; the killed run left none behind.
    expect(await s.storage.listKeys(`archives/${g.id}/`)).toHaveLength(1);
  });
});
