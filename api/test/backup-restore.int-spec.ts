import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, createReadStream, createWriteStream, mkdtempSync, readFileSync, writeFileSync, openSync, readSync, rmSync, statSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StorageService } from '@studio/core/storage/storage.service';
import { studioDay } from '@studio/core/time/studio-day';
import { cameraJpeg, sha256 } from '../../scripts/lib/sample-images';
import { backupToBucket, databaseRelations, restoreBackup, STATE_KEY, verifyArchive, writeBackup } from '../../scripts/lib/backup-archive';
import { encrypt, generateKeyPair } from '../../scripts/lib/backup-crypto';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(240_000);

let seed = 3600;
const photo = () => cameraJpeg({ width: 800, height: 600, seed: seed++, grain: 6, quality: 85 });

function form(files: Array<{ bytes: Buffer; name: string }>, fields: Record<string, string> = {}): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append('image', new Blob([new Uint8Array(f.bytes)], { type: 'application/octet-stream' }), f.name);
  return fd;
}

/** Every media path in an answer (public /media/… and a client gallery's own /api/client-galleries/{slug}/media/…). */
function mediaPaths(body: unknown): string[] {
  const found = JSON.stringify(body).match(/\/(?:api\/client-galleries\/[A-Za-z0-9_-]+\/)?media\/[^\s",\\]+/g) ?? [];
  return [...new Set(found)].sort();
}

/** docs/architecture.md §15: content made through the API, backed up, restored into a new database and bucket. */
describe('backup and restore (real Postgres, Redis, S3 and worker; pg_dump and pg_restore)', () => {
  let a: TestStack;
  let b: TestStack | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'studio-backup-spec-'));
  const file = join(dir, 'studio.tar');
  const id = randomBytes(4).toString('hex');
  let gallery: { id: string; slug: string; pin: string };
  let enquiryId = '';
  let publicList: unknown;

  const newTarget = (name: string) => {
    const db = new URL(a.config.databaseUrl);
    db.pathname = `/studio_restore_${name}_${id}`;
    const storage = new StorageService({ ...a.config.s3, endpoint: a.env.S3_ENDPOINT!, bucket: `restore-${name}-${id}` });
    return { databaseUrl: db.toString(), storage };
  };
  const unlock = (stack: TestStack) =>
    stack.http(`/api/client-galleries/${gallery.slug}/unlock`, { method: 'POST', json: { pin: gallery.pin }, headers: { 'x-forwarded-for': '198.51.100.77' } });
  const cookieOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const bytesOf = async (stack: TestStack, path: string, cookie?: string) => {
    const res = await fetch(`${stack.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    return Buffer.from(await res.arrayBuffer());
  };

  async function waitSettled(stack: TestStack, path: string, ready: (body: any) => boolean) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await stack.http(path, { token: stack.adminToken });
      if (res.status === 200 && ready(res.body)) return res.body;
      if (Date.now() > deadline) throw new Error(`still processing: ${path} ${res.text.slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    a = await startTestStack({ worker: true });
    const [p1, p2, p3] = await Promise.all([photo(), photo(), photo()]);
    // A public gallery photo, a client gallery of two photos with its PIN, an enquiry.
    const added = await a.http('/api/gallery/add', { method: 'POST', token: a.adminToken, body: form([{ bytes: p1, name: 'cradle.jpg' }], { title: 'Sleepy cradle', description: 'Newborn in a cradle' }) });
    expect(added.status).toBe(201);
    const created = await a.http('/api/admin/client-galleries', {
      method: 'POST',
      token: a.adminToken,
      json: { title: 'Baby Aarav', clientName: 'Priya Sharma', clientPhone: '9876543210', expiresOn: studioDay('Asia/Kolkata', new Date(Date.now() + 30 * 86400_000)), downloads: 'web' },
    });
    expect(created.status).toBe(201);
    gallery = created.body.gallery;
    const up = await a.http(`/api/admin/client-galleries/${gallery.id}/photos`, { method: 'POST', token: a.adminToken, body: form([{ bytes: p2, name: 'IMG_0001.JPG' }, { bytes: p3, name: 'IMG_0002.JPG' }]) });
    expect(up.status).toBe(201);
    const enquiry = await a.http('/api/enquiries', {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.23' },
      json: { source: 'footer', name: `Asha Rao ${id}`, phone: '9876543210', email: 'asha@example.com', service: 'newborn', message: 'Baby due in March.', website: '' },
    });
    expect(enquiry.status).toBe(201);
    enquiryId = enquiry.body.id;
    await waitSettled(a, `/api/admin/client-galleries/${gallery.id}`, (body) => body.gallery.photos.length === 2 && body.gallery.photos.every((p: any) => p.image.status === 'ready'));
    publicList = await waitSettled(a, '/api/gallery/all?limit=50', (body) => mediaPaths(body).length > 0 && !JSON.stringify(body).includes('"processing"'));

    await writeBackup({ databaseUrl: a.config.databaseUrl, storage: a.storage, out: createWriteStream(file) });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes one archive whose manifest lists every object of the bucket with its size and sha256', async () => {
    const manifest = await verifyArchive(file);
    const keys = await a.storage.listKeys('');
    expect(keys.length).toBeGreaterThanOrEqual(3 * 2); // originals and variants of three photos
    expect(manifest.objects.map((o) => o.key)).toEqual(keys);
    for (const o of manifest.objects.slice(0, 5)) {
      const stored = await a.storage.getBuffer(o.key);
      expect({ key: o.key, size: o.size, sha256: o.sha256 }).toEqual({ key: o.key, size: stored.length, sha256: sha256(stored) });
    }
    expect(manifest.database.size).toBeGreaterThan(1000);
  });

  it('refuses a truncated or damaged archive before writing anything (no database, no bucket made)', async () => {
    const truncated = join(dir, 'truncated.tar');
    copyFileSync(file, truncated);
    truncateSync(truncated, Math.floor(statSync(file).size * 0.6));
    const damaged = join(dir, 'damaged.tar');
    copyFileSync(file, damaged);
    // One byte of the last object's contents changed (its tar header stays intact): only the sha256 can tell.
    const manifest = await verifyArchive(file);
    const last = manifest.objects[manifest.objects.length - 1];
    const fd = openSync(damaged, 'r+');
    const tail = Buffer.alloc(64 * 1024);
    const size = statSync(damaged).size;
    readSync(fd, tail, 0, tail.length, size - tail.length);
    // The manifest's tar header starts with its name; the last object's data ends just before, then zero padding.
    const header = tail.lastIndexOf(Buffer.from('manifest.json'));
    expect(header).toBeGreaterThan(0);
    const pos = size - tail.length + header - ((512 - (last.size % 512)) % 512) - 1;
    const one = Buffer.alloc(1);
    readSync(fd, one, 0, 1, pos);
    writeSync(fd, Buffer.from([one[0] ^ 0xff]), 0, 1, pos);
    closeSync(fd);

    for (const [name, broken, message] of [
      ['truncated', truncated, /damaged or truncated|cut short/],
      ['damaged', damaged, new RegExp(`objects/${last.key.replace(/[.]/g, '\\.')} does not match its manifest`)],
    ] as const) {
      const target = newTarget(name);
      const err = await restoreBackup({ file: broken, ...target }).catch((e: Error) => e);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(message);
      expect((err as Error).message).toMatch(/nothing was restored/);
      expect(await databaseRelations(target.databaseUrl)).toBeNull();
      await expect(target.storage.listKeys('')).rejects.toThrow();
    }
  });

  it('refuses a database or bucket that already holds something, unless forced', async () => {
    const err = await restoreBackup({ file, databaseUrl: a.config.databaseUrl, storage: a.storage }).catch((e: Error) => e);
    expect((err as Error).message).toMatch(new RegExp(`Database "${new URL(a.config.databaseUrl).pathname.slice(1)}" is not empty .*--force`));
    const target = newTarget('bucket');
    await target.storage.ensureBucket();
    await target.storage.put('stray.txt', Buffer.from('left over'), 'text/plain');
    const bucketErr = await restoreBackup({ file, ...target }).catch((e: Error) => e);
    expect((bucketErr as Error).message).toMatch(/Bucket "restore-bucket-.*" is not empty \(1 objects\).*--force/);
    expect(await databaseRelations(target.databaseUrl)).toBeNull();
  });

  it('restores into a new database and bucket: the same photos byte for byte, the client gallery with its old link and PIN, the enquiry', async () => {
    const target = newTarget('full');
    const summary = await restoreBackup({ file, ...target });
    expect(summary.createdDatabase).toBe(true);
    b = await startTestStack({ env: { DATABASE_URL: target.databaseUrl, S3_BUCKET: target.storage.bucket } });

    // The public gallery: the same listing, every photo the same bytes.
    const list = await b.http('/api/gallery/all?limit=50');
    expect(list.body).toEqual(publicList);
    const paths = mediaPaths(publicList);
    for (const path of paths) expect(sha256(await bytesOf(b, path))).toBe(sha256(await bytesOf(a, path)));

    // The client gallery: the old link and PIN open it; its photos are the same bytes.
    const detail = await b.http(`/api/admin/client-galleries/${gallery.id}`, { token: b.adminToken });
    expect(detail.body.gallery).toMatchObject({ slug: gallery.slug, shareUrl: `${b.config.publicBaseUrl}/g/${gallery.slug}` });
    const [before, after] = [await unlock(a), await unlock(b)];
    expect(after.status).toBe(200);
    expect(after.body.photos).toEqual(before.body.photos);
    const clientPaths = mediaPaths(after.body.photos);
    expect(clientPaths.length).toBeGreaterThanOrEqual(2);
    for (const path of clientPaths) expect(sha256(await bytesOf(b, path, cookieOf(after)))).toBe(sha256(await bytesOf(a, path, cookieOf(before))));

    // Every object of the bucket, byte for byte.
    const keys = await a.storage.listKeys('');
    expect(await target.storage.listKeys('')).toEqual(keys);
    for (const key of keys) expect(sha256(await target.storage.getBuffer(key))).toBe(sha256(await a.storage.getBuffer(key)));

    // The enquiry, in the restored inbox.
    const inbox = await b.http(`/api/admin/enquiries?q=${encodeURIComponent(`Asha Rao ${id}`)}`, { token: b.adminToken });
    expect(inbox.status).toBe(200);
    expect(JSON.stringify(inbox.body)).toContain(enquiryId);
  });

  it('nightly: streams each backup into a second bucket and keeps the newest BACKUP_KEEP', async () => {
    const target = new StorageService({ ...a.config.s3, endpoint: a.env.S3_ENDPOINT!, bucket: `nightly-${id}` });
    const nights = ['2026-11-25', '2026-11-26', '2026-11-27'];
    for (const night of nights) {
      await backupToBucket({ databaseUrl: a.config.databaseUrl, storage: a.storage, target, keep: 2, now: new Date(`${night}T21:30:00.000Z`) });
    }
    const keys = (await target.listKeys('')).filter((k) => k !== STATE_KEY);
    expect(keys).toEqual(['studio-backup-2026-11-26T21-30-00-000Z.tar', 'studio-backup-2026-11-27T21-30-00-000Z.tar']);
    // The newest is a whole archive of the site's bucket.
    const copy = join(dir, 'nightly.tar');
    await pipeline(await target.get(keys[1]), createWriteStream(copy));
    const manifest = await verifyArchive(copy);
    expect(manifest.objects.map((o) => o.key)).toEqual(await a.storage.listKeys(''));
  });

  it('encrypted (age): restores byte for byte with its identity; without it, with another, cut short or altered: nothing, saying which', async () => {
    const pair = await generateKeyPair();
    const sealed = join(dir, 'studio.tar.age');
    await pipeline(await encrypt(createReadStream(file), pair.recipient), createWriteStream(sealed));
    expect(readFileSync(sealed).subarray(0, 21).toString()).toBe('age-encryption.org/v1');

    const other = await generateKeyPair();
    const cut = join(dir, 'cut.tar.age');
    copyFileSync(sealed, cut);
    truncateSync(cut, statSync(sealed).size - 100);
    const altered = join(dir, 'altered.tar.age');
    const bytes = readFileSync(sealed);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    writeFileSync(altered, bytes);
    for (const [name, archive, identities, message] of [
      ['nokey', sealed, undefined, /is encrypted \(age\): give its identity with --identity KEYFILE/],
      ['wrongkey', sealed, [other.identity], /was not encrypted to this identity \(wrong key/],
      ['cut', cut, [pair.identity], /is cut short \(truncated/],
      ['altered', altered, [pair.identity], /has been altered or damaged/],
    ] as const) {
      const target = newTarget(name);
      const err = await restoreBackup({ file: archive, identities: identities ? [...identities] : undefined, ...target }).catch((e: Error) => e);
      expect({ name, message: (err as Error).message }).toEqual({ name, message: expect.stringMatching(message) });
      expect((err as Error).message).toMatch(/nothing was restored/);
      expect(await databaseRelations(target.databaseUrl)).toBeNull();
      await expect(target.storage.listKeys('')).rejects.toThrow();
    }

    const target = newTarget('sealed');
    await restoreBackup({ file: sealed, identities: [pair.identity], ...target });
    const keys = await a.storage.listKeys('');
    expect(await target.storage.listKeys('')).toEqual(keys);
    for (const key of keys) expect(sha256(await target.storage.getBuffer(key))).toBe(sha256(await a.storage.getBuffer(key)));
    expect(await databaseRelations(target.databaseUrl)).toBeGreaterThan(5);
  });

  it('nightly, encrypted: an emptied site bucket keeps every older backup and says why; an aborted run (SIGTERM) leaves nothing', async () => {
    const pair = await generateKeyPair();
    const target = new StorageService({ ...a.config.s3, endpoint: a.env.S3_ENDPOINT!, bucket: `nightly-age-${id}` });
    const run = (night: string, storage = a.storage, signal?: AbortSignal) =>
      backupToBucket({ databaseUrl: a.config.databaseUrl, storage, target, keep: 1, keepMonthly: 0, recipient: pair.recipient, signal, now: new Date(`${night}T21:30:00.000Z`) });
    const first = await run('2026-11-20');
    expect(first).toMatchObject({ encrypted: true, key: 'studio-backup-2026-11-20T21-30-00-000Z.tar.age', removed: [] });

    // The site's bucket lost (an empty one): the night's archive is stored, but nothing older is rotated away.
    const empty = new StorageService({ ...a.config.s3, endpoint: a.env.S3_ENDPOINT!, bucket: `emptied-${id}` });
    await empty.ensureBucket();
    const lost = await run('2026-11-21', empty);
    expect(lost.rotationRefused).toMatch(/found 0 objects, the last good one \(studio-backup-2026-11-20T21-30-00-000Z\.tar\.age\) \d+: every older backup is kept/);
    expect(lost.removed).toEqual([]);
    const archives = async () => (await target.listKeys('')).filter((k) => k !== STATE_KEY);
    expect(await archives()).toEqual([first.key, lost.key]);

    // Aborted midway (what SIGTERM does): the multipart upload is aborted, no object appears, nothing is rotated.
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('SIGTERM')), 50);
    const aborted = await run('2026-11-22', a.storage, controller.signal).catch((e: Error) => e);
    expect((aborted as Error).message).toMatch(/stopped by SIGTERM: the upload was aborted and nothing of it kept/);
    expect(await archives()).toEqual([first.key, lost.key]);

    // A good night rotates again (keep 1), and its archive restores with the identity.
    const good = await run('2026-11-23');
    expect(good.rotationRefused).toBeUndefined();
    expect(await archives()).toEqual([good.key]);
    const copy = join(dir, 'nightly.tar.age');
    await pipeline(await target.get(good.key), createWriteStream(copy));
    const restored = newTarget('nightly');
    const summary = await restoreBackup({ file: copy, identities: [pair.identity], ...restored });
    expect(summary.objects).toBe((await a.storage.listKeys('')).length);
  });

  it('nightly: a backup target that fails midway (its connection cut mid-upload) leaves nothing counted good; the next good night removes what it left', async () => {
    const bucket = `nightly-cut-${id}`;
    const direct = new StorageService({ ...a.config.s3, endpoint: a.env.S3_ENDPOINT!, bucket });
    const night = (date: string, target = direct) => backupToBucket({ databaseUrl: a.config.databaseUrl, storage: a.storage, target, keep: 5, now: new Date(`${date}T21:30:00.000Z`) });
    const before = await night('2026-11-22');
    // A proxy to the S3 server that cuts every connection once 64 KB of requests went through it.
    const upstream = new URL(a.env.S3_ENDPOINT!);
    let sent = 0;
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      const server = createConnection(Number(upstream.port), upstream.hostname);
      sockets.add(client).add(server);
      client.on('data', (d: Buffer) => {
        sent += d.length;
        if (sent > 64 * 1024) for (const s of sockets) s.destroy();
        else server.write(d);
      });
      server.pipe(client);
      client.on('error', () => server.destroy());
      server.on('error', () => client.destroy());
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const port = (proxy.address() as { port: number }).port;
    try {
      const cut = new StorageService({ ...a.config.s3, endpoint: `http://127.0.0.1:${port}`, bucket, idleTimeoutMs: 2000 });
      const err = await night('2026-11-23', cut).catch((e: Error) => e);
      expect(err).toBeInstanceOf(Error);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => proxy.close(r));
    }
    expect(sent).toBeGreaterThan(64 * 1024);
    // Whatever the store kept of the cut upload is not among the good ones, and the next good night removes it.
    const after = await night('2026-11-24');
    expect((await direct.listKeys('')).filter((k) => k !== STATE_KEY)).toEqual([before.key, after.key]);
    const state = JSON.parse((await direct.getBuffer(STATE_KEY)).toString()) as { good: string[] };
    expect(state.good).toEqual([before.key, after.key]);
  });
});
