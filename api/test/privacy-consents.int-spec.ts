import { cameraJpeg } from '../../scripts/lib/sample-images';
import { studioDay } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(240_000);

const NOT_AGREED = 'This family has not agreed to portfolio use.';
const dayOffset = (days: number) => studioDay('Asia/Kolkata', new Date(Date.now() + days * 86400_000));
let phoneSeed = 9000000000;

/**
 * Consents per purpose and portfolio-follows-consent (docs/architecture.md §16) over real Postgres, Redis, S3 and
 * the worker: the booking form, the manage link, the client gallery's Privacy panel, staff's paper form.
 */
describe('privacy: consents and portfolio use', () => {
  let stack: TestStack;
  let newbornId: string;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => stack.http(path, { token: stack.adminToken, ...init });
  const book = (body: Record<string, unknown> = {}) =>
    stack.http('/api/bookings', { method: 'POST', json: { packageId: newbornId, dueDate: dayOffset(40), name: 'Asha Rao', phone: String(phoneSeed++), ...body } });
  const tokenOf = (booking: { manageUrl: string }) => booking.manageUrl.split('/').pop()!;
  const cookieOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  async function gallery(over: Record<string, unknown> = {}) {
    const res = await admin('/api/admin/client-galleries', { method: 'POST', json: { title: 'Baby Aarav', clientName: 'Priya', expiresOn: dayOffset(30), downloads: 'web', ...over } });
    expect(res.status).toBe(201);
    const g = res.body.gallery;
    const unlock = await stack.http(`/api/client-galleries/${g.slug}/unlock`, { method: 'POST', json: { pin: g.pin }, headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(unlock.status).toBe(200);
    return { ...g, cookie: cookieOf(unlock) };
  }

  async function uploadReady(galleryId: string): Promise<any> {
    const fd = new FormData();
    const bytes = await cameraJpeg({ width: 800, height: 600, seed: Math.floor(Math.random() * 1e6), grain: 6, quality: 85 });
    fd.append('image', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'IMG_1.JPG');
    expect((await admin(`/api/admin/client-galleries/${galleryId}/photos`, { method: 'POST', body: fd })).status).toBe(201);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const d = (await admin(`/api/admin/client-galleries/${galleryId}`)).body.gallery;
      if (d.photos[0]?.image.status === 'ready') return d.photos[0];
      if (Date.now() > deadline) throw new Error('photo still processing');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { STUDIO_TIMEZONE: 'Asia/Kolkata', BOOKING_RATE_LIMIT_PER_HOUR: '10000' } });
    newbornId = (await stack.http('/api/booking/packages')).body.items.find((p: any) => p.kind === 'newborn').id;
  });
  afterAll(() => stack?.close());

  describe('the booking form', () => {
    it('records only what was ticked, under the notice version, and needs the guardian box for a yes', async () => {
      const before = Number((await sql(`select count(*) as n from bookings`))[0].n);
      const noGuardian = await book({ consents: { portfolio: true } });
      expect(noGuardian.status).toBe(400);
      expect(noGuardian.body.fields.guardian).toBe('Please confirm you are the parent or legal guardian');
      expect(Number((await sql(`select count(*) as n from bookings`))[0].n)).toBe(before);

      const ok = await book({ consents: { portfolio: true }, guardian: true });
      expect(ok.status).toBe(201);
      const res = await stack.http(`/api/bookings/manage/${tokenOf(ok.body.booking)}/consents`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.consents.portfolio).toEqual({ granted: true, at: expect.any(String) });
      expect(res.body.consents.reviews).toEqual({ granted: false, at: null });
      const [row] = await sql(`select notice_version, via, by, lang from privacy_consents where purpose = 'portfolio' order by at desc limit 1`);
      expect(row).toEqual({ notice_version: expect.any(String), via: 'booking', by: 'parents', lang: 'en' });

      const none = await book({});
      expect(none.status).toBe(201);
      expect((await stack.http(`/api/bookings/manage/${tokenOf(none.body.booking)}/consents`)).body.consents.portfolio).toEqual({ granted: false, at: null });
    });

    it.each([
      [{ consents: { selfies: true }, guardian: true }, 'Unknown field "consents.selfies"'],
      [{ consents: { portfolio: 'yes' }, guardian: true }, 'portfolio must be true or false'],
      [{ consents: { reviews: 1 }, guardian: true }, 'reviews must be true or false'],
      [{ consents: 'all' }, 'consents must be an object'],
      [{ guardian: 'yes' }, 'Please confirm you are the parent or legal guardian'],
    ])('refuses %j with 400', async (body, message) => {
      const res = await book(body);
      expect(res.status).toBe(400);
      expect(Object.values(res.body.fields)).toContain(message);
    });
  });

  describe('what is held', () => {
    it('the manage link and the gallery show the family what is held, and download it as JSON; another link sees nothing', async () => {
      const b = (await book({ notes: 'Second baby', consents: { reviews: true }, guardian: true })).body.booking;
      const [{ id: bookingId }] = await sql(`select id from bookings where reference = ?`, [b.reference]);
      const g = await gallery({ bookingId, clientPhone: '9700011122' });
      const res = await stack.http(`/api/bookings/manage/${tokenOf(b)}/privacy`);
      expect(res.status).toBe(200);
      expect(res.body.booking).toMatchObject({ reference: b.reference, name: 'Asha Rao', notes: 'Second baby' });
      expect(res.body.consents.reviews.granted).toBe(true);
      expect(res.body.galleries).toEqual([expect.objectContaining({ title: 'Baby Aarav', photos: 0 })]);
      expect(res.body.erasure).toBeNull();
      const fromGallery = await stack.http(`/api/client-galleries/${g.slug}/privacy`, { headers: { cookie: g.cookie } });
      expect(fromGallery.body).toEqual(res.body);
      const file = await stack.http(`/api/bookings/manage/${tokenOf(b)}/privacy/download`);
      expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="?our-data.json"?/);
      expect(JSON.parse(file.text).booking.reference).toBe(b.reference);
      const other = await gallery();
      expect((await stack.http(`/api/client-galleries/${g.slug}/privacy`, { headers: { cookie: other.cookie } })).status).toBe(401);
    });
  });

  describe('one family: the booking and its gallery share the consents', () => {
    it('a gallery linked by bookingId reads and changes the booking’s consents; the latest row wins', async () => {
      const b = (await book({ consents: { reviews: true }, guardian: true })).body.booking;
      const [{ id: bookingId }] = await sql(`select id from bookings where reference = ?`, [b.reference]);
      const g = await gallery({ bookingId });
      expect(g.bookingId).toBe(bookingId);
      const read = await stack.http(`/api/client-galleries/${g.slug}/consents`, { headers: { cookie: g.cookie } });
      expect(read.status).toBe(200);
      expect(read.body.consents.reviews.granted).toBe(true);

      const change = await stack.http(`/api/client-galleries/${g.slug}/consents`, { method: 'POST', json: { reviews: false, portfolio: true, lang: 'hi' }, headers: { cookie: g.cookie } });
      expect(change.status).toBe(200);
      expect(change.body.consents.reviews.granted).toBe(false);
      expect(change.body.consents.portfolio.granted).toBe(true);
      const manage = await stack.http(`/api/bookings/manage/${tokenOf(b)}/consents`);
      expect(manage.body.consents).toEqual(change.body.consents);
      // Append-only: the first yes is still there.
      expect((await sql(`select granted from privacy_consents where (booking_id = ? or gallery_id = ?) and purpose = 'reviews' order by at`, [bookingId, g.id])).map((r) => r.granted)).toEqual([true, false]);

      const unknownBooking = await admin(`/api/admin/client-galleries/${g.id}`, { method: 'PATCH', json: { bookingId: '00000000-0000-4000-8000-000000000000' } });
      expect(unknownBooking.status).toBe(400);
    });

    it('another family’s gallery or link gets nothing', async () => {
      const a = await gallery();
      const b = await gallery();
      expect((await stack.http(`/api/client-galleries/${a.slug}/consents`)).status).toBe(401);
      const cross = await stack.http(`/api/client-galleries/${a.slug}/consents`, { method: 'POST', json: { portfolio: true }, headers: { cookie: b.cookie } });
      expect(cross.status).toBe(401);
      expect((await stack.http(`/api/bookings/manage/${'x'.repeat(30)}/consents`)).status).toBe(404);
      expect((await sql(`select count(*) as n from privacy_consents where gallery_id = ?`, [a.id]))[0].n).toBe('0');
      const staffUnknown = await admin('/api/admin/privacy/consents', { method: 'POST', json: { bookingId: '00000000-0000-4000-8000-000000000000', portfolio: true, note: 'form' } });
      expect(staffUnknown.status).toBe(404);
      const staffNoNote = await admin('/api/admin/privacy/consents', { method: 'POST', json: { galleryId: a.id, portfolio: true } });
      expect(staffNoNote.status).toBe(400);
      const asAnon = await stack.http('/api/admin/privacy/consents', { method: 'POST', json: { galleryId: a.id, portfolio: true, note: 'x' } });
      expect(asAnon.status).toBe(401);
    });
  });

  describe('portfolio follows consent', () => {
    it('featuring needs a yes (409 otherwise); a withdrawal from the gallery takes the photo off every public place and its /media URL answers 404', async () => {
      const g = await gallery();
      const photo = await uploadReady(g.id);
      const refused = await admin(`/api/admin/client-galleries/${g.id}/photos/${photo._id}/feature`, { method: 'POST', json: { title: 'Newborn' } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(NOT_AGREED);

      await stack.http(`/api/client-galleries/${g.slug}/consents`, { method: 'POST', json: { portfolio: true }, headers: { cookie: g.cookie } });
      const ok = await admin(`/api/admin/client-galleries/${g.id}/photos/${photo._id}/feature`, { method: 'POST', json: { title: 'Newborn' } });
      expect(ok.status).toBe(201);
      const assetId = ok.body.image.image.id;
      const deadline = Date.now() + 60_000;
      let listed: any;
      while (!listed && Date.now() < deadline) {
        listed = (await stack.http('/api/gallery/all?limit=50')).body.images.find((i: any) => i.image.id === assetId);
        if (!listed) await new Promise((r) => setTimeout(r, 300));
      }
      expect(listed.source).toBe('client');
      const variants = (await sql(`select variants from image_assets where id = ?`, [assetId]))[0].variants as Array<{ key: string }>;
      const media = await stack.http(`/media/${variants[0].key}`);
      expect(media.status).toBe(200);
      // A family's photo may be kept by a browser for less than the 60 s a withdrawal has.
      expect(media.headers.get('cache-control')).not.toMatch(/immutable/);
      expect(Number(/max-age=(\d+)/.exec(media.headers.get('cache-control') ?? '')?.[1])).toBeLessThanOrEqual(60);

      const started = Date.now();
      const withdraw = await stack.http(`/api/client-galleries/${g.slug}/consents`, { method: 'POST', json: { portfolio: false }, headers: { cookie: g.cookie } });
      expect(withdraw.status).toBe(200);
      expect((await stack.http('/api/gallery/all?limit=50')).body.images.some((i: any) => i.image.id === assetId)).toBe(false);
      for (const v of variants) expect((await stack.http(`/media/${v.key}`)).status).toBe(404);
      expect((await stack.http(`/media/variants/${assetId}/share.jpg`)).status).toBe(404);
      expect((await stack.http('/sitemap.xml')).text).not.toContain(assetId);
      expect(Date.now() - started).toBeLessThan(60_000);
      const objects = await stack.storage.listKeys(`variants/${assetId}/`);
      expect(objects).toEqual([]);
    });

    it("the studio's own photo carries the staff member's statement; a family's photo cannot be given one", async () => {
      const fd = new FormData();
      const bytes = await cameraJpeg({ width: 640, height: 480, seed: 424242, grain: 6, quality: 85 });
      fd.append('title', 'Props');
      fd.append('image', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), 'props.jpg');
      const added = await admin('/api/gallery/add', { method: 'POST', body: fd });
      expect(added.status).toBe(201);
      const id = added.body.images[0]._id;
      const put = (json: unknown, target = id) => admin(`/api/admin/privacy/gallery-images/${target}/statement`, { method: 'PUT', json });
      expect((await put({ statement: 'No child’s face: props only' })).status).toBe(200);
      expect((await put({ statement: '' })).status).toBe(400);
      expect((await put({ statement: 'x' }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      const deadline = Date.now() + 60_000;
      let item: any;
      while (!item && Date.now() < deadline) {
        item = (await stack.http('/api/gallery/all?limit=50')).body.images.find((i: any) => i._id === id);
        if (!item) await new Promise((r) => setTimeout(r, 300));
      }
      expect(item).toMatchObject({ source: 'studio', sourceStatement: 'No child’s face: props only' });
    });
  });
});
