import { cameraJpeg } from '../../scripts/lib/sample-images';
import { studioDay } from '@studio/core/time/studio-day';
import { cookieOf, zipEntryNames, startTestStack, type TestStack } from './harness';

jest.setTimeout(300_000);

const dayOffset = (days: number) => studioDay('Asia/Kolkata', new Date(Date.now() + days * 86400_000));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let seed = 9100;

/** The names of a ZIP's entries. */
/**
 * docs/architecture.md §16: the family's download of what is held carries their photos, as ZIPs made by the client
 * galleries' archive job, on real Postgres, Redis, S3 and the worker: the ZIPs hold the family's photos and nothing
 * of another family.
 */
describe('privacy: the rights download carries the family\'s photos', () => {
  let stack: TestStack;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => stack.http(path, { token: stack.adminToken, ...init });

  async function gallery(over: Record<string, unknown>, files: string[]) {
    const res = await admin('/api/admin/client-galleries', { method: 'POST', json: { title: 'Baby', clientName: 'Priya', expiresOn: dayOffset(30), downloads: 'none', ...over } });
    expect(res.status).toBe(201);
    const g = res.body.gallery;
    const fd = new FormData();
    for (const name of files) {
      const bytes = await cameraJpeg({ width: 640, height: 480, seed: seed++, grain: 6, quality: 85 });
      fd.append('image', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
    }
    expect((await admin(`/api/admin/client-galleries/${g.id}/photos`, { method: 'POST', body: fd })).status).toBe(201);
    for (let i = 0; ; i++) {
      const [{ waiting }] = await sql(`select count(*) filter (where a.status <> 'ready') as waiting from client_gallery_photos p join image_assets a on a.id = p.image_asset_id where p.gallery_id = ?`, [g.id]);
      if (waiting === '0') break;
      if (i > 600) throw new Error('photos still processing');
      await sleep(200);
    }
    const unlock = await stack.http(`/api/client-galleries/${g.slug}/unlock`, { method: 'POST', json: { pin: g.pin }, headers: { 'x-forwarded-for': '198.51.100.61' } });
    return { ...g, cookie: cookieOf(unlock) };
  }

  async function ready(path: string, init: RequestInit = {}) {
    for (let i = 0; ; i++) {
      const res = await stack.http(path, init);
      expect(res.status).toBe(200);
      if (res.body.archives.length && res.body.archives.every((a: any) => a.status === 'ready')) return res.body.archives;
      expect(res.body.archives.every((a: any) => ['queued', 'building', 'ready'].includes(a.status))).toBe(true);
      if (i > 300) throw new Error('ZIPs still building');
      await sleep(200);
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { STUDIO_TIMEZONE: 'Asia/Kolkata', BOOKING_RATE_LIMIT_PER_HOUR: '10000' } });
  });
  afterAll(() => stack?.close());

  it('the manage link and the gallery offer the family\'s photos as ZIPs (status while they build, the link when ready), nothing of another family', async () => {
    // Family A: a booking and two galleries (downloads off: the right to what is held does not depend on it). Family B: a gallery of its own.
    const newborn = (await stack.http('/api/booking/packages')).body.items.find((p: any) => p.kind === 'newborn');
    const booked = await stack.http('/api/bookings', { method: 'POST', json: { packageId: newborn.id, dueDate: dayOffset(40), name: 'Asha Rao', phone: '9811100011', consents: {}, guardian: true } });
    expect(booked.status).toBe(201);
    const token = booked.body.booking.manageUrl.split('/').pop();
    const [{ id: bookingId }] = await sql(`select id from bookings where reference = ?`, [booked.body.booking.reference]);
    const a1 = await gallery({ title: 'Newborn', bookingId }, ['ASHA_1.JPG', 'ASHA_2.JPG']);
    const a2 = await gallery({ title: 'Six months', bookingId }, ['ASHA_3.JPG']);
    const b = await gallery({ title: 'Other', clientPhone: '9899900099' }, ['OTHER_1.JPG', 'OTHER_2.JPG']);

    // Nothing asked yet: no ZIP.
    expect((await stack.http(`/api/bookings/manage/${token}/privacy/photos`)).body).toEqual({ archives: [] });

    const asked = await stack.http(`/api/bookings/manage/${token}/privacy/photos`, { method: 'POST' });
    expect(asked.status).toBe(202);
    expect(asked.body.archives.map((x: any) => [x.gallery, x.photos]).sort()).toEqual([['Newborn', 2], ['Six months', 1]]);
    for (const x of asked.body.archives) expect(['queued', 'building', 'ready']).toContain(x.status);
    // Asked again (from the gallery this time): the same ZIPs, none made twice.
    const again = await stack.http(`/api/client-galleries/${a1.slug}/privacy/photos`, { method: 'POST', headers: { cookie: a1.cookie } });
    expect(again.body.archives.map((x: any) => x.id).sort()).toEqual(asked.body.archives.map((x: any) => x.id).sort());

    const archives = await ready(`/api/bookings/manage/${token}/privacy/photos`);
    const names: string[] = [];
    for (const x of archives) {
      expect(x.url).toBe(`/api/bookings/manage/${token}/privacy/photos/${x.id}/download`);
      const zip = await fetch(`${stack.baseUrl}${x.url}`);
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      names.push(...(await zipEntryNames(Buffer.from(await zip.arrayBuffer()))));
    }
    expect(names.sort()).toEqual(['ASHA_1.jpg', 'ASHA_2.jpg', 'ASHA_3.jpg']);

    // The gallery's side shows the same ZIPs under its own path.
    const viaGallery = await ready(`/api/client-galleries/${a2.slug}/privacy/photos`, { headers: { cookie: a2.cookie } });
    expect(viaGallery.map((x: any) => x.url).sort()).toEqual(archives.map((x: any) => `/api/client-galleries/${a2.slug}/privacy/photos/${x.id}/download`).sort());
    const one = await fetch(`${stack.baseUrl}${viaGallery[0].url}`, { headers: { cookie: a2.cookie } });
    expect(one.status).toBe(200);
    expect((await fetch(`${stack.baseUrl}${viaGallery[0].url}`)).status).toBe(401); // no cookie

    // Family B: its own ZIP holds only its photos; it cannot fetch A's, nor A B's.
    const bArchives = await (async () => {
      expect((await stack.http(`/api/client-galleries/${b.slug}/privacy/photos`, { method: 'POST', headers: { cookie: b.cookie } })).status).toBe(202);
      return ready(`/api/client-galleries/${b.slug}/privacy/photos`, { headers: { cookie: b.cookie } });
    })();
    expect(bArchives).toHaveLength(1);
    const bZip = await fetch(`${stack.baseUrl}${bArchives[0].url}`, { headers: { cookie: b.cookie } });
    expect(await zipEntryNames(Buffer.from(await bZip.arrayBuffer()))).toEqual(['OTHER_1.jpg', 'OTHER_2.jpg']);
    expect((await fetch(`${stack.baseUrl}/api/client-galleries/${b.slug}/privacy/photos/${archives[0].id}/download`, { headers: { cookie: b.cookie } })).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/api/bookings/manage/${token}/privacy/photos/${bArchives[0].id}/download`)).status).toBe(404);

    // The JSON download is still the summary, and the parents' own ZIP route still follows the gallery's downloads setting.
    const json = await stack.http(`/api/bookings/manage/${token}/privacy/download`);
    expect(json.status).toBe(200);
    expect(json.body.galleries.map((g: any) => g.photos).sort()).toEqual([1, 2]);
    expect((await stack.http(`/api/client-galleries/${a1.slug}/archives`, { method: 'POST', json: { photos: 'all', size: 'web' }, headers: { cookie: a1.cookie } })).status).toBe(403);
  });
});
