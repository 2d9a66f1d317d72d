import { cameraJpeg } from '../../scripts/lib/sample-images';
import { studioDay } from '@studio/core/time/studio-day';
import { PinSecrets } from '../src/client-galleries/pin-secrets.service';
import { startTestStack, type HttpResult, type TestStack } from './harness';

jest.setTimeout(300_000);

/**
 * Issue 31, the client gallery half (docs/architecture.md §8, third part): a forwarded link cannot be brute-forced
 * (per-address and per-gallery PIN limits taken before the PIN is checked), gallery cookies are checked on the server
 * (age; an admin's bound to the staff session), ZIPs are deduplicated and limited per day. Real Postgres, Redis, S3 and
 * worker; parents' addresses come as X-Forwarded-For from loopback (trusted by default).
 */
const LOCKED = 'Too many wrong PINs for this gallery. Please contact the studio.';
let seed = 900;
const photo = () => cameraJpeg({ width: 640, height: 480, seed: seed++, grain: 4, quality: 80 });
const dayOffset = (days: number) => studioDay('Asia/Kolkata', new Date(Date.now() + days * 86400_000));

function form(files: Array<{ bytes: Buffer; name: string }>): FormData {
  const fd = new FormData();
  for (const f of files) fd.append('image', new Blob([new Uint8Array(f.bytes)], { type: 'application/octet-stream' }), f.name);
  return fd;
}

/** Runs the tasks at most `width` at a time. */
async function inWaves<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}

describe('client gallery privacy (issue 31; real Postgres, Redis, S3 and worker)', () => {
  let stack: TestStack;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const admin = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => stack.http(`/api/admin/client-galleries${path}`, { token: stack.adminToken, ...init });
  const parent = (slug: string, path: string, init: RequestInit & { json?: unknown; cookie?: string; ip?: string } = {}) => {
    const { cookie, ip, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set('cookie', cookie);
    headers.set('x-forwarded-for', ip ?? '198.51.100.10');
    return stack.http(`/api/client-galleries/${slug}${path}`, { ...rest, headers });
  };
  const unlock = (slug: string, pin: string, ip: string) => parent(slug, '/unlock', { method: 'POST', json: { pin }, ip });
  const cookieOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const wrongPin = (pin: string, i: number) => {
    const guess = String(i % 10000).padStart(4, '0');
    return guess === pin ? String((i + 1) % 10000).padStart(4, '0') : guess;
  };
  const healthy = async () => expect((await stack.http('/api/health')).status).toBe(200);
  const galleryKeys = (id: string) => stack.redis.keys(`${stack.config.queuePrefix}:client-gallery-pin-gallery:${id}:*`);

  async function createGallery(over: Record<string, unknown> = {}) {
    const res = await admin('', { method: 'POST', json: { title: 'Baby Meera', clientName: 'Anita Rao', expiresOn: dayOffset(30), downloads: 'original', ...over } });
    expect(res.status).toBe(201);
    return res.body.gallery as { id: string; slug: string; pin: string; pinLockedUntil: string | null };
  }

  async function waitReady(id: string, n: number) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await admin(`/${id}`);
      const photos = res.body.gallery.photos as Array<{ image: { status: string } }>;
      if (photos.length === n && photos.every((p) => p.image.status === 'ready')) return res.body.gallery;
      if (Date.now() > deadline) throw new Error('photos still processing');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** A gallery with photos, for the cookie and archive tests. */
  let g: { id: string; slug: string; pin: string };
  let photoIds: string[] = [];
  let imageUrl = '';

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    g = await createGallery();
    const [a, b, c] = await Promise.all([photo(), photo(), photo()]);
    const up = await admin(`/${g.id}/photos`, { method: 'POST', body: form([{ bytes: a, name: 'A.JPG' }, { bytes: b, name: 'B.JPG' }, { bytes: c, name: 'C.JPG' }]) });
    expect(up.status).toBe(201);
    const detail = await waitReady(g.id, 3);
    photoIds = detail.photos.map((p: { _id: string }) => p._id);
    imageUrl = detail.photos[0].image.jpeg;
  });
  afterAll(() => stack?.close());

  describe('PIN tries', () => {
    it('a malformed PIN is a clear 400 that takes no try and stores nothing', async () => {
      const fresh = await createGallery();
      for (const pin of ['12a4', '123', '12345', '', null, 1234]) {
        const res = await unlock(fresh.slug, pin as string, '192.0.2.200');
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body.message)).toContain('Please enter the 4-digit PIN');
      }
      expect(await galleryKeys(fresh.id)).toEqual([]);
      expect(await stack.redis.keys(`${stack.config.queuePrefix}:client-gallery-pin:192.0.2.200`)).toEqual([]);
      expect((await unlock('no-such-gallery-slug-xxxxxx', '1234', '192.0.2.200')).status).toBe(404);
      await healthy();
    });

    it('tries sent at once from one address all count: 5 wrong, the rest 429 (taken before the PIN is checked)', async () => {
      const fresh = await createGallery();
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => unlock(fresh.slug, wrongPin(fresh.pin, i), '203.0.113.40')));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      expect(results.find((r) => r.status === 429)!.body.message).toMatch(/Please wait 15 minutes/);
      // The right PIN from that address waits too; another address gets in.
      expect((await unlock(fresh.slug, fresh.pin, '203.0.113.40')).status).toBe(429);
      expect((await unlock(fresh.slug, fresh.pin, '203.0.113.41')).status).toBe(200);
    });

    it('counts IPv6 by /64: five addresses of one /64 share one limit', async () => {
      const fresh = await createGallery();
      for (let i = 1; i <= 5; i++) expect((await unlock(fresh.slug, wrongPin(fresh.pin, i), `2001:db8:7:7::${i.toString(16)}`)).status).toBe(401);
      expect((await unlock(fresh.slug, fresh.pin, '2001:db8:7:7:ffff::1')).status).toBe(429);
      expect((await unlock(fresh.slug, fresh.pin, '2001:db8:7:8::1')).status).toBe(200);
    });

    it('1,000 addresses spraying one gallery: 10 wrong PINs, then 429 for every address (the right PIN included) until a new PIN', async () => {
      const fresh = await createGallery();
      // A family that unlocked before the spray keeps its access.
      const family = await unlock(fresh.slug, fresh.pin, '198.51.100.99');
      expect(family.status).toBe(200);
      const familyCookie = cookieOf(family);

      const ip = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const results: HttpResult[] = await inWaves(
        Array.from({ length: 1000 }, (_, i) => () => unlock(fresh.slug, wrongPin(fresh.pin, i * 7), ip(i + 1))),
        25,
      );
      const count = (s: number) => results.filter((r) => r.status === s).length;
      expect(count(200)).toBe(0);
      expect(count(401)).toBe(10);
      expect(count(429)).toBe(990);
      expect(results.every((r) => r.status !== 429 || r.body.message === LOCKED)).toBe(true);
      expect(results.every((r) => !r.headers.getSetCookie().length)).toBe(true);

      // Every address now, the right PIN too; the answer says when to come back (about a day).
      const right = await unlock(fresh.slug, fresh.pin, '192.0.2.77');
      expect(right.status).toBe(429);
      expect(right.body.message).toBe(LOCKED);
      expect(right.headers.getSetCookie()).toEqual([]);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      expect((await parent(fresh.slug, '', { cookie: familyCookie })).status).toBe(200);

      // The admin sees it, in the list and the detail.
      const list = await admin('');
      const item = list.body.items.find((i: { id: string }) => i.id === fresh.id);
      const until = new Date(item.pinLockedUntil).getTime();
      expect(until - Date.now()).toBeGreaterThan(23.9 * 3600_000);
      expect(until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
      expect(list.body.items.find((i: { id: string }) => i.id === g.id).pinLockedUntil).toBeNull();
      expect((await admin(`/${fresh.id}`)).body.gallery.pinLockedUntil).toBe(item.pinLockedUntil);
      await healthy();

      // A new PIN unlocks the gallery for the family (the old cookies end with the old PIN).
      const reset = await admin(`/${fresh.id}`, { method: 'PATCH', json: { resetPin: true } });
      expect(reset.status).toBe(200);
      expect(reset.body.gallery.pinLockedUntil).toBeNull();
      expect((await unlock(fresh.slug, reset.body.gallery.pin, '192.0.2.78')).status).toBe(200);
    });

    it('a right PIN gives its try back: the family is never counted', async () => {
      const fresh = await createGallery();
      for (let i = 0; i < 12; i++) expect((await unlock(fresh.slug, fresh.pin, `192.0.2.${100 + (i % 3)}`)).status).toBe(200);
      const [key] = await galleryKeys(fresh.id);
      expect(Number(await stack.redis.get(key))).toBe(0);
    });
  });

  describe('gallery cookies', () => {
    const secrets = () => stack.api.get(PinSecrets);

    it("refuses a parents' cookie older than 90 days (made by the server, so only its age is wrong)", async () => {
      const [row] = await sql<{ pin_version: number }>(`select pin_version from client_galleries where id = ?`, [g.id]);
      const day = 86400_000;
      const aged = (days: number) => `cg_${g.slug}=${secrets().signAccess(g.id, row.pin_version, 'parent', undefined, Date.now() - days * day)}`;
      expect((await parent(g.slug, '', { cookie: aged(89) })).status).toBe(200);
      const old = await parent(g.slug, '', { cookie: aged(91) });
      expect(old.status).toBe(401);
      expect(old.body.message).toBe('Please enter the PIN to open this gallery.');
      expect((await stack.http(imageUrl, { headers: { cookie: aged(91) } })).status).toBe(401);
      // Made in the future, or not ours: refused, never a 500.
      expect((await parent(g.slug, '', { cookie: aged(-2) })).status).toBe(401);
      for (const junk of ['v1.zzzzzzzzzzzzz.x', 'v1..', '%%%', 'v99999999999.1.abc']) expect((await parent(g.slug, '', { cookie: `cg_${g.slug}=${junk}` })).status).toBe(401);
      await healthy();
    });

    it("an admin's gallery cookie lives 12 hours and only with the staff session that made it", async () => {
      const staff = await stack.createUser('admin');
      const detail = await admin(`/${g.id}`, { token: staff.token });
      const cga = cookieOf(detail);
      expect(cga).toMatch(new RegExp(`^cga_${g.slug}=v\\d+\\.[0-9a-z]+\\.[0-9a-f-]{36}\\.`));
      expect((await stack.http(imageUrl, { headers: { cookie: cga } })).status).toBe(200);

      // 13 hours old, same open session: refused.
      const sessionId = cga.split('=')[1].split('.')[2];
      const [row] = await sql<{ pin_version: number }>(`select pin_version from client_galleries where id = ?`, [g.id]);
      const old = secrets().signAccess(g.id, row.pin_version, 'admin', sessionId, Date.now() - 13 * 3600_000);
      expect((await stack.http(imageUrl, { headers: { cookie: `cga_${g.slug}=${old}` } })).status).toBe(401);
      // An admin's cookie without a session (the old form): refused.
      const unbound = secrets().signAccess(g.id, row.pin_version, 'admin');
      expect((await stack.http(imageUrl, { headers: { cookie: `cga_${g.slug}=${unbound}` } })).status).toBe(401);

      // Logout ends it.
      expect((await stack.http('/api/auth/logout', { method: 'POST', token: staff.token })).status).toBeLessThan(300);
      expect((await stack.http(imageUrl, { headers: { cookie: cga } })).status).toBe(401);
      expect((await parent(g.slug, `/photos/${photoIds[0]}/download?size=web`, { cookie: cga })).status).toBe(401);
    });

    it("disabling or demoting the admin ends their gallery cookie", async () => {
      for (const change of [{ disabled: true }, { role: 'user' }]) {
        const staff = await stack.createUser('admin');
        const cga = cookieOf(await admin(`/${g.id}`, { token: staff.token }));
        expect((await stack.http(imageUrl, { headers: { cookie: cga } })).status).toBe(200);
        const res = await stack.http(`/api/users/${staff.id}`, { method: 'PATCH', token: stack.adminToken, json: change });
        expect(res.status).toBe(200);
        expect((await stack.http(imageUrl, { headers: { cookie: cga } })).status).toBe(401);
      }
    });
  });

  describe('archives', () => {
    let cookie = '';
    const ask = (json: unknown) => parent(g.slug, '/archives', { method: 'POST', cookie, json });
    const rows = async () => Number((await sql<{ n: string }>(`select count(*) as n from client_gallery_archives where gallery_id = ?`, [g.id]))[0].n);

    beforeAll(async () => {
      const res = await unlock(g.slug, g.pin, '198.51.100.50');
      expect(res.status).toBe(200);
      cookie = cookieOf(res);
    });

    it('bad input is a clear 400 and makes no archive', async () => {
      for (const body of [{ photos: 'some', size: 'web' }, { photos: 'all', size: 'huge' }, {}, { photos: 'all', size: 'web', extra: 1 }]) {
        const res = await ask(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBeTruthy();
      }
      expect((await parent(g.slug, '/archives', { method: 'POST', json: { photos: 'all', size: 'web' } })).status).toBe(401);
      expect(await rows()).toBe(0);
    });

    it('asking again for the same ZIP (even all at once) answers that archive: 202 with the same id, one row', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => ask({ photos: 'all', size: 'web' })));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(202));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await rows()).toBe(1);
      // Still the same once it is ready.
      const id = answers[0].body.id;
      const deadline = Date.now() + 60_000;
      while ((await parent(g.slug, `/archives/${id}`, { cookie })).body.status !== 'ready' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect((await parent(g.slug, `/archives/${id}`, { cookie })).body.status).toBe('ready');
      expect((await ask({ photos: 'all', size: 'web' })).body.id).toBe(id);
      expect(await rows()).toBe(1);
    });

    it('at most 5 new archives per gallery a day: the 6th answers 429 with a clear message and stores nothing', async () => {
      const fav = (id: string) => parent(g.slug, `/favourites/${id}`, { method: 'PUT', cookie });
      expect((await ask({ photos: 'all', size: 'original' })).status).toBe(202); // 2
      expect((await fav(photoIds[0])).status).toBe(200);
      expect((await ask({ photos: 'favourites', size: 'web' })).status).toBe(202); // 3
      expect((await ask({ photos: 'favourites', size: 'original' })).status).toBe(202); // 4
      expect((await fav(photoIds[1])).status).toBe(200);
      expect((await ask({ photos: 'favourites', size: 'web' })).status).toBe(202); // 5: a different selection
      expect(await rows()).toBe(5);
      const sixth = await ask({ photos: 'favourites', size: 'original' });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toMatch(/5 ZIP downloads today/);
      expect(await rows()).toBe(5);
      // A ZIP already made is still answered.
      expect((await ask({ photos: 'all', size: 'web' })).status).toBe(202);
      expect(await rows()).toBe(5);
      await healthy();
    });
  });
});
