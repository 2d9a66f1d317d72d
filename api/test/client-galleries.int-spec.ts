import yauzl from 'yauzl';
import { cameraJpeg, sha256 } from '../../scripts/lib/sample-images';
import { studioDay } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(240_000);

const EXPIRED = 'This gallery has expired. Please contact the studio.';
let seed = 500;
const photo = () => cameraJpeg({ width: 900, height: 600, seed: seed++, grain: 6, quality: 85 });

function form(files: Array<{ bytes: Buffer; name: string }>, fields: Record<string, string> = {}): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append('image', new Blob([new Uint8Array(f.bytes)], { type: 'application/octet-stream' }), f.name);
  return fd;
}

const dayOffset = (days: number) => studioDay('Asia/Kolkata', new Date(Date.now() + days * 86400_000));

/** Entries of a ZIP: name → bytes. */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no entry stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('client galleries (docs/architecture.md §12; real Postgres, Redis, S3 and worker)', () => {
  let stack: TestStack;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => stack.http(`/api/admin/client-galleries${path}`, { token: stack.adminToken, ...init });
  /** A parent's request: an address (X-Forwarded-For from loopback is trusted) and a cookie jar. */
  const parent = (slug: string, path: string, init: RequestInit & { json?: unknown; cookie?: string; ip?: string } = {}) => {
    const { cookie, ip, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set('cookie', cookie);
    headers.set('x-forwarded-for', ip ?? '198.51.100.10');
    return stack.http(`/api/client-galleries/${slug}${path}`, { ...rest, headers });
  };
  const cookieOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  async function waitReady(id: string, n: number) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await admin(`/${id}`);
      const photos = res.body.gallery.photos as Array<{ image: { status: string } }>;
      if (photos.length === n && photos.every((p) => p.image.status !== 'processing')) return res.body.gallery;
      if (Date.now() > deadline) throw new Error('photos still processing');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function createGallery(over: Record<string, unknown> = {}) {
    const res = await admin('', { method: 'POST', json: { title: 'Baby Aarav', clientName: 'Priya Sharma', clientPhone: '98765 43210', expiresOn: dayOffset(30), selectionLimit: 2, downloads: 'web', ...over } });
    expect(res.status).toBe(201);
    return res.body.gallery;
  }

  const originals = new Map<string, Buffer>();
  let g: any;
  let cookie = '';

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    g = await createGallery();
    const files = [photo(), photo(), photo()];
    const [a, b, c] = await Promise.all(files);
    const up = await admin(`/${g.id}/photos`, { method: 'POST', body: form([{ bytes: a, name: 'IMG_0001.JPG' }, { bytes: b, name: 'IMG_0002.JPG' }, { bytes: c, name: 'IMG_0003.JPG' }]) });
    expect(up.status).toBe(201);
    expect(up.body.images.map((i: any) => i.title)).toEqual(['IMG_0001.JPG', 'IMG_0002.JPG', 'IMG_0003.JPG']);
    up.body.images.forEach((img: any, i: number) => originals.set(img._id, [a, b, c][i]));
    await waitReady(g.id, 3);
  });
  afterAll(() => stack?.close());

  describe('admin API', () => {
    it('creates a gallery with an unguessable slug, a 4-digit PIN (stored hashed) and a share link', async () => {
      expect(g.slug).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(g.pin).toMatch(/^\d{4}$/);
      expect(g.shareUrl).toBe(`${stack.config.publicBaseUrl}/g/${g.slug}`);
      expect(g.clientPhone).toBe('9876543210');
      const [row] = await sql(`select pin_hash, pin_sealed from client_galleries where id = ?`, [g.id]);
      expect(row.pin_hash).toMatch(/^\$argon2id\$/);
      expect(row.pin_sealed).not.toContain(g.pin);
    });

    it('validates, and is for admins only', async () => {
      const good = { title: 'T', clientName: 'X', expiresOn: dayOffset(3), downloads: 'web' };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: '' }, 'Title is required'],
        [{ expiresOn: '2026-02-30' }, 'Expiry date must be a date (yyyy-mm-dd)'],
        [{ expiresOn: dayOffset(-1) }, 'Expiry date cannot be in the past'],
        [{ selectionLimit: 501 }, 'Selection limit must be at most 500'],
        [{ selectionLimit: 0 }, 'Selection limit must be at least 1'],
        [{ downloads: 'all' }, 'Downloads must be none, web or original'],
        [{ clientPhone: '12345' }, 'Phone must be a 10-digit mobile number'],
      ];
      for (const [over, message] of cases) {
        const bad = await admin('', { method: 'POST', json: { ...good, ...over } });
        expect(bad.status).toBe(400);
        expect(JSON.stringify(bad.body.message)).toContain(message);
      }
      const user = await stack.createUser('user');
      expect((await stack.http('/api/admin/client-galleries', { token: user.token })).status).toBe(403);
      expect((await stack.http('/api/admin/client-galleries')).status).toBe(401);
      expect((await admin('/not-a-uuid')).status).toBe(400);
    });

    it('lists galleries with their counts', async () => {
      const res = await admin('');
      expect(res.status).toBe(200);
      const item = res.body.items.find((i: any) => i.id === g.id);
      expect(item.counts).toMatchObject({ photos: 3, ready: 3 });
      expect(item).toHaveProperty('selectionSubmittedAt', null);
      expect(item.expired).toBe(false);
    });

    it('skips a duplicate within the gallery (409 before or after the bytes) but takes it in another gallery', async () => {
      const bytes = [...originals.values()][0];
      const again = await admin(`/${g.id}/photos`, { method: 'POST', body: form([{ bytes, name: 'copy.jpg' }]) });
      expect(again.status).toBe(409);
      expect(again.body.existingId).toBeDefined();
      const early = await admin(`/${g.id}/photos`, { method: 'POST', body: form([{ bytes, name: 'copy.jpg' }], { contentHash: sha256(bytes) }) });
      expect(early.status).toBe(409);
      const hashes = await admin(`/${g.id}/photos/check-hashes`, { method: 'POST', json: { hashes: [sha256(bytes), 'a'.repeat(64)] } });
      expect(hashes.body.existing).toEqual([sha256(bytes)]);
      const other = await createGallery({ title: 'Other' });
      const ok = await admin(`/${other.id}/photos`, { method: 'POST', body: form([{ bytes, name: 'copy.jpg' }]) });
      expect(ok.status).toBe(201);
      expect((await admin(`/${other.id}`, { method: 'DELETE' })).status).toBe(204);
    });
  });

  describe('PIN', () => {
    it('asks for the PIN first: no cookie, no gallery and no photos', async () => {
      const res = await parent(g.slug, '');
      expect(res.status).toBe(401);
      const detail = await admin(`/${g.id}`);
      const url = detail.body.gallery.photos[0].image.jpeg as string;
      expect(url).toMatch(new RegExp(`^/api/client-galleries/${g.slug}/media/`));
      expect((await stack.http(url)).status).toBe(401);
    });

    it('answers 401 Wrong PIN, then 429 after 5 wrong tries from one address (others unaffected)', async () => {
      const wrong = g.pin === '0000' ? '1111' : '0000';
      for (let i = 0; i < 5; i++) {
        const res = await parent(g.slug, '/unlock', { method: 'POST', json: { pin: wrong }, ip: '203.0.113.5' });
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Wrong PIN');
      }
      const locked = await parent(g.slug, '/unlock', { method: 'POST', json: { pin: g.pin }, ip: '203.0.113.5' });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      const keys = await stack.redis.keys(`${stack.config.queuePrefix}:client-gallery-pin:*`);
      expect(keys.length).toBeGreaterThan(0);
      // Another address is not locked out.
      const ok = await parent(g.slug, '/unlock', { method: 'POST', json: { pin: g.pin }, ip: '203.0.113.6' });
      expect(ok.status).toBe(200);
      const bad = await parent(g.slug, '/unlock', { method: 'POST', json: { pin: '12a4' } });
      expect(bad.status).toBe(400);
    });

    it('unlocks with the right PIN: an HttpOnly cookie and the gallery', async () => {
      const res = await parent(g.slug, '/unlock', { method: 'POST', json: { pin: g.pin } });
      expect(res.status).toBe(200);
      const set = res.headers.getSetCookie().join('\n');
      expect(set).toMatch(new RegExp(`cg_${g.slug}=`));
      expect(set).toMatch(/HttpOnly/i);
      expect(set).toMatch(/SameSite=Lax/i);
      cookie = cookieOf(res);
      expect(res.body.photos).toHaveLength(3);
      const view = await parent(g.slug, '', { cookie });
      expect(view.status).toBe(200);
      expect(Object.keys(view.body).sort()).toEqual(['clientName', 'downloads', 'editsReadyBy', 'expiresOn', 'favourites', 'nextCursor', 'photoCount', 'photos', 'selectionLimit', 'selectionSubmittedAt', 'title']);
      expect(view.body.photoCount).toBe(3);
      expect(view.body.photos[0].image.srcset.webp).toContain(`/api/client-galleries/${g.slug}/media/`);
      expect(view.headers.get('cache-control')).toMatch(/private/);
    });

    it('answers only the first photos with ?first=N (the server-rendered page), counting them all', async () => {
      const all = (await parent(g.slug, '', { cookie })).body;
      const first = await parent(g.slug, '?first=2', { cookie });
      expect(first.status).toBe(200);
      expect(first.body.photoCount).toBe(3);
      expect(first.body.photos.map((p: { id: string }) => p.id)).toEqual(all.photos.slice(0, 2).map((p: { id: string }) => p.id));
      expect(first.body.photos[1]).toEqual(all.photos[1]);
      for (const bad of ['0', '101', 'x', '1.5']) expect((await parent(g.slug, `?first=${bad}`, { cookie })).status).toBe(400);
    });
  });

  describe('privacy', () => {
    it('serves photos only to the cookie holder, privately, never under /media', async () => {
      const view = await parent(g.slug, '', { cookie });
      const ref = view.body.photos[0].image;
      const img = await stack.http(ref.webp, { headers: { cookie } });
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/webp');
      expect(img.headers.get('cache-control')).toMatch(/^private/);
      // The same variant under the public /media path: not found.
      const publicPath = ref.webp.replace(`/api/client-galleries/${g.slug}/media/`, '/media/variants/');
      expect((await stack.http(publicPath)).status).toBe(404);
      // Another gallery's cookie does not open this one's photos.
      const other = await createGallery({ title: 'Someone else' });
      const otherUnlock = await parent(other.slug, '/unlock', { method: 'POST', json: { pin: other.pin } });
      const otherCookie = cookieOf(otherUnlock);
      expect((await stack.http(ref.webp, { headers: { cookie: otherCookie } })).status).toBe(401);
      // A forged cookie under this gallery's name does not either.
      expect((await stack.http(ref.webp, { headers: { cookie: `cg_${g.slug}=${otherCookie.split('=')[1]}` } })).status).toBe(401);
      await admin(`/${other.id}`, { method: 'DELETE' });
    });

    it('never lists client photos publicly', async () => {
      const res = await stack.http('/api/gallery/all?limit=50');
      expect(res.status).toBe(200);
      const ids = new Set((await sql(`select image_asset_id from client_gallery_photos`)).map((r: any) => r.image_asset_id));
      expect(ids.size).toBeGreaterThan(0);
      for (const item of res.body.images) expect(ids.has(item.image.id)).toBe(false);
      const media = await stack.http('/api/admin/media?kind=gallery', { token: stack.adminToken });
      if (media.status === 200) for (const item of media.body.items ?? []) expect(ids.has(item.image.id)).toBe(false);
    });

    it('features a photo on the public gallery only with the family consent (a public copy; the client photo stays private)', async () => {
      const detail = (await admin(`/${g.id}`)).body.gallery;
      expect(detail.portfolioConsent).toBe(false);
      const photo = detail.photos[0];
      const refused = await admin(`/${g.id}/photos/${photo._id}/feature`, { method: 'POST', json: { title: 'Newborn' } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This family has not agreed to portfolio use.');
      const paper = { galleryId: g.id, portfolio: true, note: 'Signed form, filed under 2026/11' };
      expect((await stack.http('/api/admin/privacy/consents', { method: 'POST', token: stack.adminToken, json: paper })).status).toBe(201);
      const ok = await admin(`/${g.id}/photos/${photo._id}/feature`, { method: 'POST', json: { title: 'Newborn' } });
      expect(ok.status).toBe(201);
      const publicAsset = ok.body.image.image.id;
      expect(publicAsset).not.toBe(photo.image.id);
      expect((await admin(`/${g.id}/photos/${photo._id}/feature`, { method: 'POST', json: { title: 'Newborn' } })).status).toBe(409);
      const deadline = Date.now() + 60_000;
      let listed = false;
      while (!listed && Date.now() < deadline) {
        const page = await stack.http('/api/gallery/all?limit=50');
        listed = page.body.images.some((i: any) => i.image.id === publicAsset);
        if (!listed) await new Promise((r) => setTimeout(r, 300));
      }
      expect(listed).toBe(true);
      const variant = (await sql(`select variants from image_assets where id = ?`, [publicAsset]))[0].variants[0].key;
      expect((await stack.http(`/media/${variant}`)).status).toBe(200);
      expect((await stack.http(photo.image.jpeg.replace(`/api/client-galleries/${g.slug}/media/`, '/media/variants/'))).status).toBe(404);
      const withdrawn = { galleryId: g.id, portfolio: false, note: 'Withdrawn by phone' };
      expect((await stack.http('/api/admin/privacy/consents', { method: 'POST', token: stack.adminToken, json: withdrawn })).status).toBe(201);
    });

    it('lets an admin see the photos (a cookie set by the detail call) but not act as the family', async () => {
      const detail = await admin(`/${g.id}`);
      const adminCookie = cookieOf(detail);
      expect(adminCookie).toMatch(new RegExp(`^cga_${g.slug}=`));
      expect(detail.headers.getSetCookie()[0]).toMatch(new RegExp(`Path=/api/client-galleries/${g.slug}`));
      const img = await stack.http(detail.body.gallery.photos[0].image.jpeg, { headers: { cookie: adminCookie } });
      expect(img.status).toBe(200);
      expect((await parent(g.slug, `/favourites/${detail.body.gallery.photos[0]._id}`, { method: 'PUT', cookie: adminCookie })).status).toBe(401);
    });
  });

  describe('favourites and selection', () => {
    it('keeps favourites within the limit (409 with the limit in the message)', async () => {
      const ids = (await parent(g.slug, '', { cookie })).body.photos.map((p: any) => p.id);
      expect((await parent(g.slug, `/favourites/${ids[0]}`, { method: 'PUT', cookie })).body.favourites).toEqual([ids[0]]);
      expect((await parent(g.slug, `/favourites/${ids[0]}`, { method: 'PUT', cookie })).body.favourites).toEqual([ids[0]]);
      expect((await parent(g.slug, `/favourites/${ids[1]}`, { method: 'PUT', cookie })).body.favourites).toEqual([ids[0], ids[1]]);
      const over = await parent(g.slug, `/favourites/${ids[2]}`, { method: 'PUT', cookie });
      expect(over.status).toBe(409);
      expect(over.body.message).toBe('You can choose up to 2 photos');
      expect((await parent(g.slug, `/favourites/${ids[1]}`, { method: 'DELETE', cookie })).body.favourites).toEqual([ids[0]]);
      // Two hearts at once with one place left: exactly one gets it.
      const both = await Promise.all([ids[1], ids[2]].map((id) => parent(g.slug, `/favourites/${id}`, { method: 'PUT', cookie })));
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await parent(g.slug, '', { cookie })).body.favourites).toHaveLength(2);
      expect((await parent(g.slug, `/favourites/00000000-0000-4000-8000-000000000000`, { method: 'PUT', cookie })).status).toBe(404);
    });

    it('submits the selection once: read-only afterwards, a row in the enquiry inbox with source selection', async () => {
      const res = await parent(g.slug, '/selection', { method: 'POST', cookie });
      expect(res.status).toBe(200);
      expect(res.body.selectionSubmittedAt).toBeTruthy();
      const [row] = await sql(`select * from enquiries where source = 'selection'`);
      expect(row.name).toBe('Priya Sharma');
      expect(row.phone).toBe('9876543210');
      expect(row.message).toContain('Baby Aarav');
      expect(row.message).toMatch(/IMG_000\d\.JPG/);
      const inbox = await stack.http('/api/admin/enquiries', { token: stack.adminToken });
      expect(JSON.stringify(inbox.body)).toContain('selection');
      const fav = (await parent(g.slug, '', { cookie })).body;
      expect(fav.selectionSubmittedAt).toBeTruthy();
      expect((await parent(g.slug, `/favourites/${fav.favourites[0]}`, { method: 'DELETE', cookie })).status).toBe(409);
      expect((await parent(g.slug, '/selection', { method: 'POST', cookie })).status).toBe(409);
      const list = await admin('');
      expect(list.body.items.find((i: any) => i.id === g.id).selectionSubmittedAt).toBe(fav.selectionSubmittedAt);
    });

    it('says when the edited photos come: a day the admin sets per gallery (issue 44), validated, taken back with null', async () => {
      expect((await parent(g.slug, '', { cookie })).body.editsReadyBy).toBeNull();
      expect((await admin(`/${g.id}`, { method: 'PATCH', json: { editsReadyBy: '12/12/2026' } })).status).toBe(400);
      const set = await admin(`/${g.id}`, { method: 'PATCH', json: { editsReadyBy: '2026-12-12' } });
      expect(set.status).toBe(200);
      expect(set.body.gallery.editsReadyBy).toBe('2026-12-12');
      expect((await parent(g.slug, '', { cookie })).body.editsReadyBy).toBe('2026-12-12');
      expect((await admin(`/${g.id}`, { method: 'PATCH', json: { editsReadyBy: null } })).body.gallery.editsReadyBy).toBeNull();
    });
  });

  describe('downloads', () => {
    it('web: the largest JPEG variant as an attachment; original refused (403) unless allowed, then byte for byte', async () => {
      const view = (await parent(g.slug, '', { cookie })).body;
      const id = view.photos[0].id;
      const web = await fetch(`${stack.baseUrl}/api/client-galleries/${g.slug}/photos/${id}/download?size=web`, { headers: { cookie, 'x-forwarded-for': '198.51.100.10' } });
      expect(web.status).toBe(200);
      expect(web.headers.get('content-disposition')).toMatch(/^attachment; filename="?IMG_000\d\.jpg"?$/);
      expect(web.headers.get('content-type')).toBe('image/jpeg');
      const asset = (await sql(`select a.variants from client_gallery_photos p join image_assets a on a.id = p.image_asset_id where p.id = ?`, [id]))[0];
      const largest = asset.variants.filter((v: any) => v.format === 'jpeg').sort((a: any, b: any) => b.width - a.width)[0];
      expect(Buffer.from(await web.arrayBuffer()).equals(await stack.storage.getBuffer(largest.key))).toBe(true);

      const refused = await parent(g.slug, `/photos/${id}/download?size=original`, { cookie });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Original files are not available for this gallery. Please choose web size.');
      await admin(`/${g.id}`, { method: 'PATCH', json: { downloads: 'original' } });
      const orig = await fetch(`${stack.baseUrl}/api/client-galleries/${g.slug}/photos/${id}/download?size=original`, { headers: { cookie } });
      expect(orig.status).toBe(200);
      expect(Buffer.from(await orig.arrayBuffer()).equals(originals.get(id)!)).toBe(true);
      await admin(`/${g.id}`, { method: 'PATCH', json: { downloads: 'none' } });
      const none = await parent(g.slug, `/photos/${id}/download?size=web`, { cookie });
      expect(none.status).toBe(403);
      expect(none.body.message).toBe('Downloads are not available for this gallery.');
      expect((await parent(g.slug, '/archives', { method: 'POST', cookie, json: { photos: 'all', size: 'web' } })).status).toBe(403);
      await admin(`/${g.id}`, { method: 'PATCH', json: { downloads: 'original' } });
      expect((await stack.http(`/api/client-galleries/${g.slug}/photos/${id}/download`)).status).toBe(401);
    });

    it('builds ZIPs by a job: 202 { id }, progress, a same-origin URL, the right entries and bytes', async () => {
      const start = await parent(g.slug, '/archives', { method: 'POST', cookie, json: { photos: 'favourites', size: 'original' } });
      expect(start.status).toBe(202);
      expect(Object.keys(start.body)).toEqual(['id']);
      let status: any;
      const deadline = Date.now() + 60_000;
      do {
        status = (await parent(g.slug, `/archives/${start.body.id}`, { cookie })).body;
        expect(['queued', 'building', 'ready']).toContain(status.status);
        expect(status.progress).toBeGreaterThanOrEqual(0);
        if (status.status !== 'ready') await new Promise((r) => setTimeout(r, 200));
      } while (status.status !== 'ready' && Date.now() < deadline);
      expect(status).toMatchObject({ status: 'ready', progress: 100, url: `/api/client-galleries/${g.slug}/archives/${start.body.id}/download` });
      expect((await stack.http(status.url)).status).toBe(401);
      const zipRes = await fetch(`${stack.baseUrl}${status.url}`, { headers: { cookie } });
      expect(zipRes.status).toBe(200);
      expect(zipRes.headers.get('content-type')).toBe('application/zip');
      const entries = await unzip(Buffer.from(await zipRes.arrayBuffer()));
      const favs: string[] = (await parent(g.slug, '', { cookie })).body.favourites;
      expect(entries.size).toBe(favs.length);
      const names = await sql<{ id: string; file_name: string }>(`select id, file_name from client_gallery_photos where id in (${favs.map(() => '?').join(',')})`, favs);
      for (const n of names) {
        const entry = entries.get(n.file_name.replace(/\.JPG$/, '.jpg'));
        expect(entry && entry.equals(originals.get(n.id)!)).toBe(true);
      }
      // The ZIP is an object under the gallery's archive prefix, removed a day later by a delayed job.
      expect((await stack.storage.listKeys(`archives/${g.id}/`)).length).toBe(1);
      const [job] = await sql(`select expires_at from client_gallery_archives where id = ?`, [start.body.id]);
      expect(new Date(job.expires_at).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
      const { Queue } = await import('bullmq');
      const { redisConnection } = await import('@studio/core/queue/redis-connection');
      const q = new Queue('archives', { connection: redisConnection(stack.config.redisUrl), prefix: stack.config.queuePrefix });
      const removal = await q.getJob(`${start.body.id}-remove`);
      expect(removal).toBeDefined();
      expect(await removal!.getState()).toBe('delayed');
      // Run the removal now: the ZIP and its row are gone.
      await removal!.changeDelay(0);
      const until = Date.now() + 20_000;
      while ((await stack.storage.listKeys(`archives/${g.id}/`)).length && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      expect(await stack.storage.listKeys(`archives/${g.id}/`)).toEqual([]);
      expect((await parent(g.slug, `/archives/${start.body.id}`, { cookie })).status).toBe(404);
      await q.close();
    });
  });

  describe('reset PIN and expiry', () => {
    it('a reset PIN locks out the old PIN and its cookies', async () => {
      const res = await admin(`/${g.id}`, { method: 'PATCH', json: { resetPin: true } });
      expect(res.status).toBe(200);
      const pin = res.body.gallery.pin;
      expect(pin).toMatch(/^\d{4}$/);
      expect((await parent(g.slug, '', { cookie })).status).toBe(401);
      if (pin !== g.pin) expect((await parent(g.slug, '/unlock', { method: 'POST', json: { pin: g.pin }, ip: '198.51.100.77' })).status).toBe(401);
      const ok = await parent(g.slug, '/unlock', { method: 'POST', json: { pin } });
      expect(ok.status).toBe(200);
      cookie = cookieOf(ok);
      g.pin = pin;
    });

    it('stays open through expiresOn and answers 410 with the same message everywhere after it', async () => {
      await admin(`/${g.id}`, { method: 'PATCH', json: { expiresOn: dayOffset(0) } });
      expect((await parent(g.slug, '', { cookie })).status).toBe(200);
      const view = (await parent(g.slug, '', { cookie })).body;
      const photoId = view.photos[0].id;
      const img = view.photos[0].image.jpeg;
      await admin(`/${g.id}`, { method: 'PATCH', json: { expiresOn: dayOffset(-1) } });
      const calls = [
        parent(g.slug, '/unlock', { method: 'POST', json: { pin: g.pin } }),
        parent(g.slug, '', { cookie }),
        parent(g.slug, `/favourites/${photoId}`, { method: 'PUT', cookie }),
        parent(g.slug, `/photos/${photoId}/download?size=web`, { cookie }),
        parent(g.slug, '/archives', { method: 'POST', cookie, json: { photos: 'all' } }),
        parent(g.slug, '/selection', { method: 'POST', cookie }),
        stack.http(img, { headers: { cookie } }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(410);
        expect(res.body.message).toBe(EXPIRED);
      }
      const list = await admin('');
      expect(list.body.items.find((i: any) => i.id === g.id).expired).toBe(true);
      // Extending opens it again.
      await admin(`/${g.id}`, { method: 'PATCH', json: { expiresOn: dayOffset(7) } });
      expect((await parent(g.slug, '', { cookie })).status).toBe(200);
    });
  });

  describe('removal', () => {
    it('a removed photo answers 404; a deleted gallery takes its rows, originals, variants and ZIPs', async () => {
      const detail = (await admin(`/${g.id}`)).body.gallery;
      const victim = detail.photos[2];
      expect((await admin(`/${g.id}/photos/${victim._id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await stack.http(victim.image.jpeg, { headers: { cookie } })).status).toBe(404);
      expect((await parent(g.slug, '', { cookie })).body.photos).toHaveLength(2);

      const zip = await parent(g.slug, '/archives', { method: 'POST', cookie, json: { photos: 'all', size: 'web' } });
      expect(zip.status).toBe(202);
      const until = Date.now() + 30_000;
      while ((await parent(g.slug, `/archives/${zip.body.id}`, { cookie })).body.status !== 'ready' && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      const assetIds = (await sql(`select image_asset_id from client_gallery_photos where gallery_id = ?`, [g.id])).map((r: any) => r.image_asset_id);
      expect((await admin(`/${g.id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await parent(g.slug, '/unlock', { method: 'POST', json: { pin: g.pin } })).status).toBe(404);
      expect((await parent(g.slug, '', { cookie })).status).toBe(404);
      expect((await stack.http(detail.photos[0].image.jpeg, { headers: { cookie } })).status).toBe(404);
      for (const id of assetIds) {
        expect(await stack.storage.listKeys(`variants/${id}/`)).toEqual([]);
        expect(await stack.storage.stat(`originals/${id}`)).toBeNull();
      }
      expect(await stack.storage.listKeys(`archives/${g.id}/`)).toEqual([]);
      expect(await sql(`select 1 from client_gallery_photos where gallery_id = ?`, [g.id])).toEqual([]);
      expect(await sql(`select 1 from client_gallery_archives where gallery_id = ?`, [g.id])).toEqual([]);
    });
  });
});
