import { cameraJpeg } from '../../scripts/lib/sample-images';
import { studioDay } from '@studio/core/time/studio-day';
import { cookieOf, startTestStack, type TestStack } from './harness';
import { RetentionRunner } from '@studio/worker/privacy/retention-runner.service';

jest.setTimeout(300_000);

const dayOffset = (days: number) => studioDay('Asia/Kolkata', new Date(Date.now() + days * 86400_000));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let seed = 7000;

/**
 * A family's erasure (docs/architecture.md §16) over real Postgres, Redis, S3 and the worker: the bucket and the
 * tables are counted before and after; nothing of the family is left, nothing of another family is touched, the
 * payments the tax law keeps stay.
 */
describe('privacy: erasure', () => {
  let stack: TestStack;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => stack.http(path, { token: stack.adminToken, ...init });
  const bucket = () => stack.storage.listKeys('');
  const TABLES = ['bookings', 'booking_payments', 'booking_changes', 'client_galleries', 'client_gallery_photos', 'client_gallery_archives', 'image_assets', 'gallery_images', 'enquiries', 'privacy_consents'];
  const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, Number((await sql(`select count(*) as n from ${t}`))[0].n)])));

  async function gallery(over: Record<string, unknown> = {}) {
    const res = await admin('/api/admin/client-galleries', { method: 'POST', json: { title: 'Baby', clientName: 'Priya', clientPhone: '9811122233', expiresOn: dayOffset(30), downloads: 'web', ...over } });
    expect(res.status).toBe(201);
    const g = res.body.gallery;
    const unlock = await stack.http(`/api/client-galleries/${g.slug}/unlock`, { method: 'POST', json: { pin: g.pin }, headers: { 'x-forwarded-for': '198.51.100.9' } });
    return { ...g, cookie: cookieOf(unlock) };
  }

  async function upload(galleryId: string, n: number) {
    const fd = new FormData();
    for (let i = 0; i < n; i++) {
      const bytes = await cameraJpeg({ width: 700, height: 500, seed: seed++, grain: 6, quality: 85 });
      fd.append('image', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), `IMG_${i}.JPG`);
    }
    expect((await admin(`/api/admin/client-galleries/${galleryId}/photos`, { method: 'POST', body: fd })).status).toBe(201);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const d = (await admin(`/api/admin/client-galleries/${galleryId}`)).body.gallery;
      if (d.photos.length === n && d.photos.every((p: any) => p.image.status === 'ready')) return d.photos;
      if (Date.now() > deadline) throw new Error('photos still processing');
      await sleep(200);
    }
  }

  async function receiptWhen(reference: string, status: string) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const r = await stack.http(`/api/privacy/erasures/${reference}`);
      if (r.body.status === status) return r.body;
      if (Date.now() > deadline) throw new Error(`erasure ${reference} still ${r.body.status}`);
      await sleep(250);
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { STUDIO_TIMEZONE: 'Asia/Kolkata', BOOKING_RATE_LIMIT_PER_HOUR: '10000', PRIVACY_ERASURE_DELAY_SECONDS: '2', ENQUIRY_RATE_LIMIT_PER_HOUR: '1000' } });
  });
  afterAll(() => stack?.close());

  it('erases one family everywhere (rows and bucket), keeps the payments, touches no other family; undo, twice-is-once, receipt', async () => {
    // Family A: a booking with consents and a payment, its gallery (bookingId) with photos, a featured photo, a ZIP, an enquiry.
    const newborn = (await stack.http('/api/booking/packages')).body.items.find((p: any) => p.kind === 'newborn');
    const booked = await stack.http('/api/bookings', { method: 'POST', json: { packageId: newborn.id, dueDate: dayOffset(40), name: 'Asha Rao', phone: '9811122233', email: 'asha@example.com', notes: 'Twins!', consents: { portfolio: true }, guardian: true } });
    expect(booked.status).toBe(201);
    const token = booked.body.booking.manageUrl.split('/').pop();
    const [{ id: bookingId }] = await sql(`select id from bookings where reference = ?`, [booked.body.booking.reference]);
    expect((await admin(`/api/admin/bookings/${bookingId}`, { method: 'PATCH', json: { paidPaise: 300000, utr: '412345678901' } })).status).toBe(200);
    const enquiry = await stack.http('/api/enquiries', { method: 'POST', json: { source: 'footer', name: 'Asha Rao', phone: '9811122233', email: 'asha@example.com', service: 'newborn', message: 'Hello', website: '' }, headers: { 'x-forwarded-for': '198.51.100.20' } });
    expect(enquiry.status).toBe(201);
    const a = await gallery({ bookingId });
    const aPhotos = await upload(a.id, 2);
    const featured = await admin(`/api/admin/client-galleries/${a.id}/photos/${aPhotos[0]._id}/feature`, { method: 'POST', json: { title: 'Newborn' } });
    expect(featured.status).toBe(201);
    const zip = await stack.http(`/api/client-galleries/${a.slug}/archives`, { method: 'POST', json: { photos: 'all', size: 'web' }, headers: { cookie: a.cookie } });
    expect(zip.status).toBe(202);
    for (let i = 0; i < 200 && (await stack.http(`/api/client-galleries/${a.slug}/archives/${zip.body.id}`, { headers: { cookie: a.cookie } })).body.status !== 'ready'; i++) await sleep(250);
    // Family B: another gallery.
    const b = await gallery({ clientPhone: '9899988877' });
    await upload(b.id, 1);
    // The families' words: two of A's (by booking, by gallery), one of B's.
    const words = (link: 'booking_id' | 'gallery_id', id: string, quote: string) =>
      sql(`insert into testimonials (id, name, role, location, date_text, quote, rating, position, ${link}, created_at, updated_at) values (gen_random_uuid(), 'Asha Rao', 'New Mom', 'Pune', 'November 2026', ?, 5, 0, ?, now(), now())`, [quote, id]);
    await words('booking_id', bookingId, 'A by booking');
    await words('gallery_id', a.id, 'A by gallery');
    await words('gallery_id', b.id, 'B by gallery');
    // Wait for the featured copy's variants and share image.
    const featuredAsset = featured.body.image.image.id;
    for (let i = 0; i < 200 && (await sql(`select status from image_assets where id = ?`, [featuredAsset]))[0].status !== 'ready'; i++) await sleep(200);
    await sleep(1500);

    const aAssets: string[] = (await sql(`select image_asset_id from client_gallery_photos where gallery_id = ?`, [a.id])).map((r) => r.image_asset_id).concat(featuredAsset);
    const bAssets: string[] = (await sql(`select image_asset_id from client_gallery_photos where gallery_id = ?`, [b.id])).map((r) => r.image_asset_id);
    const ofA = (k: string) => k.includes(a.id) || aAssets.some((id) => k.includes(id));
    const ofB = (k: string) => k.includes(b.id) || bAssets.some((id) => k.includes(id));
    const keysBefore = await bucket();
    const rowsBefore = await counts();
    expect(keysBefore.filter(ofA).length).toBeGreaterThan(10);
    expect(keysBefore.filter(ofA).some((k) => k.startsWith('archives/'))).toBe(true);
    expect(keysBefore.some((k) => k.startsWith(`variants/${featuredAsset}/`))).toBe(true); // the public copy's variants (and share image, once made)

    // Another family's cookie cannot ask; a bad reference is 400, an unknown one 404.
    expect((await stack.http(`/api/client-galleries/${a.slug}/erasure`, { method: 'POST', headers: { cookie: b.cookie } })).status).toBe(401);
    expect((await stack.http('/api/privacy/erasures/ER-1')).status).toBe(400);
    expect((await stack.http('/api/privacy/erasures/ER-ZZZZZZ')).status).toBe(404);

    // Scheduled, asked again (the same one), undone; asked again from the gallery: a new one, which runs.
    const first = await stack.http(`/api/bookings/manage/${token}/erasure`, { method: 'POST' });
    expect(first.status).toBe(202);
    expect(first.body.erasure).toEqual({ reference: expect.stringMatching(/^ER-[A-Z0-9]{6}$/), status: 'scheduled', runsAt: expect.any(String) });
    const again = await stack.http(`/api/client-galleries/${a.slug}/erasure`, { method: 'POST', headers: { cookie: a.cookie } });
    expect(again.body.erasure.reference).toBe(first.body.erasure.reference);
    const undo = await stack.http(`/api/bookings/manage/${token}/erasure`, { method: 'DELETE' });
    expect(undo.status).toBe(200);
    expect(undo.body.erasure.status).toBe('cancelled');
    await sleep(2500); // the cancelled one's job comes due and does nothing
    expect((await sql(`select count(*) as n from client_gallery_photos where gallery_id = ?`, [a.id]))[0].n).toBe('2');

    const second = await stack.http(`/api/client-galleries/${a.slug}/erasure`, { method: 'POST', headers: { cookie: a.cookie } });
    expect(second.status).toBe(202);
    expect(second.body.erasure.reference).not.toBe(first.body.erasure.reference);
    const receipt = await receiptWhen(second.body.erasure.reference, 'done');
    expect(JSON.stringify(receipt)).not.toMatch(/Asha|9811122233|asha@/);
    expect(receipt.backupsClearBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await stack.http(`/api/bookings/manage/${token}/erasure`, { method: 'DELETE' })).status).toBe(404);

    const keysAfter = await bucket();
    const rowsAfter = await counts();
    console.log(JSON.stringify({ receipt: receipt.deleted, objects: { before: keysBefore.length, after: keysAfter.length, familyBefore: keysBefore.filter(ofA).length, familyAfter: keysAfter.filter(ofA).length }, rowsBefore, rowsAfter }));
    expect(keysAfter.filter(ofA)).toEqual([]);
    expect(keysAfter.filter(ofB).sort()).toEqual(keysBefore.filter(ofB).sort());
    expect(receipt.deleted).toMatchObject({ photos: 2, bookings: 1, enquiries: 1 });
    expect(receipt.deleted.files).toBe(keysBefore.filter(ofA).length);

    const [erased] = await sql(`select name, phone, email, notes, utr, due_date, born_on, paid_paise from bookings where id = ?`, [bookingId]);
    expect(erased).toEqual({ name: 'Erased', phone: '', email: null, notes: null, utr: null, due_date: null, born_on: null, paid_paise: 300000 });
    expect((await sql(`select amount_paise from booking_payments where booking_id = ?`, [bookingId])).map((r) => r.amount_paise)).toEqual([300000]);
    expect((await sql(`select count(*) as n from booking_changes where booking_id = ?`, [bookingId]))[0].n).toBe('0');
    expect((await sql(`select count(*) as n from client_galleries where id in (?, ?)`, [a.id, b.id]))[0].n).toBe('1');
    expect((await sql(`select count(*) as n from enquiries where phone = '9811122233'`))[0].n).toBe('0');
    expect((await sql(`select count(*) as n from privacy_consents where booking_id = ? or gallery_id = ?`, [bookingId, a.id]))[0].n).toBe('0');
    expect((await sql(`select quote from testimonials where booking_id = ? or gallery_id in (?, ?) order by quote`, [bookingId, a.id, b.id])).map((r) => r.quote)).toEqual(['B by gallery']);
    expect((await stack.http('/api/gallery/all?limit=50')).body.images.some((i: any) => i.image.id === featuredAsset)).toBe(false);
    expect(rowsAfter.booking_payments).toBe(rowsBefore.booking_payments);
    expect(rowsAfter.bookings).toBe(rowsBefore.bookings);

    // Running it again (a retry) erases nothing more and changes nothing of B.
    const list = await admin('/api/admin/privacy/erasures');
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ reference: second.body.erasure.reference, status: 'done', via: 'gallery' });
  });

  it('an erasure while a ZIP is being built or photos are uploaded leaves no orphan object', async () => {
    const c = await gallery({ clientPhone: '9822233344' });
    const photos = await upload(c.id, 3);
    const assets = (await sql(`select image_asset_id from client_gallery_photos where gallery_id = ?`, [c.id])).map((r) => r.image_asset_id as string);
    const staff = await admin('/api/admin/privacy/erasures', { method: 'POST', json: { galleryId: c.id, note: 'Mother asked by phone, identified by the booking reference' } });
    expect(staff.status).toBe(202);
    // While it waits to run: a ZIP is asked for and more photos arrive.
    await sleep(1200);
    const zip = stack.http(`/api/client-galleries/${c.slug}/archives`, { method: 'POST', json: { photos: 'all', size: 'original' }, headers: { cookie: c.cookie } });
    const fd = new FormData();
    fd.append('image', new Blob([new Uint8Array(await cameraJpeg({ width: 2400, height: 1600, seed: seed++, grain: 6, quality: 90 }))], { type: 'application/octet-stream' }), 'LATE.JPG');
    const late = admin(`/api/admin/client-galleries/${c.id}/photos`, { method: 'POST', body: fd });
    await Promise.allSettled([zip, late]);
    await receiptWhen(staff.body.erasure.reference, 'done');
    await sleep(5000); // in-flight builds and variant jobs finish and find their rows gone
    const left = (await bucket()).filter((k) => k.includes(c.id) || assets.some((id) => k.includes(id)));
    expect(left).toEqual([]);
    // Nothing left with no row: every original and variant in the bucket belongs to an asset that exists.
    const known = new Set((await sql(`select id from image_assets`)).map((r) => r.id as string));
    const orphans = (await bucket()).filter((k) => /^(originals|variants)\//.test(k) && ![...known].some((id) => k.includes(id)));
    expect(orphans).toEqual([]);
    expect(photos.length).toBe(3);
  });

  it('the daily retention run erases what is past its time, and records what it erased', async () => {
    const d = await gallery({ clientPhone: '9833344455' });
    await upload(d.id, 1);
    const asset = (await sql(`select image_asset_id from client_gallery_photos where gallery_id = ?`, [d.id]))[0].image_asset_id as string;
    const keep = await gallery({ clientPhone: '9844455566' });
    await upload(keep.id, 1);
    // Expired 91 days ago (90 days of grace); an enquiry without a booking untouched for 13 months; an access log 366 days old.
    await sql(`update client_galleries set expires_on = current_date - 91 where id = ?`, [d.id]);
    await sql(`insert into enquiries (id, source, name, phone, email, created_at, updated_at) values (gen_random_uuid(), 'footer', 'Old', '9855566677', 'old@example.com', now() - interval '13 months', now() - interval '13 months')`);
    await sql(`insert into privacy_access_log (id, who, what, subject, at) values (gen_random_uuid(), 'x', 'booking', 'booking:x', now() - interval '366 days')`);
    // A field worker's selfie of 91 days ago (90 kept) and one of today.
    const [{ id: worker }] = await sql(`insert into users (id, username, password_hash, role) values (gen_random_uuid(), 'retention-worker', 'x', 'user') returning id`);
    const selfieAssets: string[] = [];
    for (const days of [91, 0]) {
      const [{ id }] = await sql(
        `insert into image_assets (id, kind, status, original_key, content_type, bytes, content_hash) values (gen_random_uuid(), 'task', 'ready', 'originals/selfie-' || ?, 'image/jpeg', 1, ?) returning id`,
        [days, `selfie-${days}`],
      );
      await sql(`insert into user_day_photos (id, user_id, day, image_asset_id, taken_at) values (gen_random_uuid(), ?, current_date - ?::int, ?, now() - make_interval(days => ?))`, [worker, days, id, days]);
      selfieAssets.push(id);
    }
    const outcome = await stack.worker!.get(RetentionRunner).run();
    expect(outcome.erased).toMatchObject({ galleryPhotos: 1, enquiries: 1, accessLogs: 1, selfies: 1 });
    expect((await sql(`select image_asset_id from user_day_photos where user_id = ?`, [worker])).map((r) => r.image_asset_id)).toEqual([selfieAssets[1]]);
    expect((await sql(`select id from image_assets where id in (?, ?)`, selfieAssets)).map((r) => r.id)).toEqual([selfieAssets[1]]);
    expect(outcome.erased.files).toBeGreaterThan(1);
    expect((await bucket()).filter((k) => k.includes(asset))).toEqual([]);
    expect((await sql(`select count(*) as n from client_gallery_photos where gallery_id = ?`, [keep.id]))[0].n).toBe('1');
    const page = await admin('/api/admin/privacy/retention');
    expect(page.body.runs[0].erased).toEqual(outcome.erased);
  });
});
