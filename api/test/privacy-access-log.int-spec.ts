import { cameraJpeg } from '../../scripts/lib/sample-images';
import { AffectedFamiliesRepository } from '@studio/core/privacy/affected-families.repository';
import { studioDay } from '@studio/core/time/studio-day';
import { cookieOf, startTestStack, type TestStack } from './harness';

jest.setTimeout(300_000);

const dayOffset = (days: number) => studioDay('Asia/Kolkata', new Date(Date.now() + days * 86400_000));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * docs/architecture.md §16: every staff read of one family's data is in the access log with who, what, which family
 * and when; the family's own reads (manage link, gallery cookie) are not.
 */
describe('privacy: the access log of staff reads of one family', () => {
  let stack: TestStack;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => stack.http(path, { token: stack.adminToken, ...init });
  const logSince = async (from: string) =>
    (await sql<{ who: string; what: string; subject: string; at: Date }>(`select who, what, subject, at from privacy_access_log where at >= ? order by at, subject`, [from])).map((r) => ({
      ...r,
      at: new Date(r.at),
    }));

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { STUDIO_TIMEZONE: 'Asia/Kolkata', BOOKING_RATE_LIMIT_PER_HOUR: '10000' } });
  });
  afterAll(() => stack?.close());

  it('a staff read of one booking, its receipts, one gallery and one of its photos is logged; the parents reading their own are not', async () => {
    // A family: a booking with a payment (a receipt) and its gallery with one photo.
    const newborn = (await stack.http('/api/booking/packages')).body.items.find((p: any) => p.kind === 'newborn');
    const booked = await stack.http('/api/bookings', { method: 'POST', json: { packageId: newborn.id, dueDate: dayOffset(40), name: 'Meera Iyer', phone: '9876501234', consents: {}, guardian: true } });
    expect(booked.status).toBe(201);
    const token = booked.body.booking.manageUrl.split('/').pop();
    const [{ id: bookingId }] = await sql(`select id from bookings where reference = ?`, [booked.body.booking.reference]);
    expect((await admin(`/api/admin/bookings/${bookingId}`, { method: 'PATCH', json: { paidPaise: 300000, utr: '412345678902' } })).status).toBe(200);
    const created = await admin('/api/admin/client-galleries', { method: 'POST', json: { title: 'Meera', clientName: 'Meera Iyer', expiresOn: dayOffset(30), downloads: 'original', bookingId } });
    expect(created.status).toBe(201);
    const g = created.body.gallery;
    const fd = new FormData();
    fd.append('image', new Blob([new Uint8Array(await cameraJpeg({ width: 600, height: 400, seed: 4242, grain: 6, quality: 85 }))], { type: 'application/octet-stream' }), 'IMG_1.JPG');
    expect((await admin(`/api/admin/client-galleries/${g.id}/photos`, { method: 'POST', body: fd })).status).toBe(201);
    let photoId = '';
    for (let i = 0; i < 400 && !photoId; i++) {
      const [row] = await sql(`select p.id from client_gallery_photos p join image_assets a on a.id = p.image_asset_id where p.gallery_id = ? and a.status = 'ready'`, [g.id]);
      if (row) photoId = row.id;
      else await sleep(250);
    }
    expect(photoId).not.toBe('');
    const parent = cookieOf(await stack.http(`/api/client-galleries/${g.slug}/unlock`, { method: 'POST', json: { pin: g.pin }, headers: { 'x-forwarded-for': '198.51.100.41' } }));
    await sleep(20);
    const from = new Date().toISOString();

    // The parents read their own: nothing is logged.
    for (const path of [`/api/bookings/manage/${token}`, `/api/bookings/manage/${token}/documents`, `/api/bookings/manage/${token}/privacy`]) expect((await stack.http(path)).status).toBe(200);
    for (const path of [`/api/client-galleries/${g.slug}`, `/api/client-galleries/${g.slug}/privacy`, `/api/client-galleries/${g.slug}/photos/${photoId}/download?size=original`]) {
      expect((await stack.http(path, { headers: { cookie: parent } })).status).toBe(200);
    }
    expect(await logSince(from)).toEqual([]);

    // Staff read the same family: each read is logged.
    expect((await admin(`/api/admin/bookings/${bookingId}`)).status).toBe(200);
    const documents = await admin(`/api/admin/bookings/${bookingId}/documents`);
    expect(documents.status).toBe(200);
    const receipt = documents.body.items[0].id as string;
    expect((await admin(`/api/admin/documents/${receipt}.pdf`)).status).toBe(200);
    const detail = await admin(`/api/admin/client-galleries/${g.id}`);
    expect(detail.status).toBe(200);
    const staffCookie = cookieOf(detail);
    expect(staffCookie).toMatch(/^cga_/);
    expect((await stack.http(`/api/client-galleries/${g.slug}/photos/${photoId}/download?size=original`, { headers: { cookie: staffCookie } })).status).toBe(200);
    // A refused read (another booking's documents that do not exist) is not a read.
    expect((await admin('/api/admin/documents/00000000-0000-4000-8000-000000000000.pdf')).status).toBe(404);
    const to = new Date();

    const log = await logSince(from);
    expect(log.map(({ who, what, subject }) => ({ who, what, subject }))).toEqual([
      { who: 'test-admin', what: 'booking', subject: `booking:${bookingId}` },
      { who: 'test-admin', what: 'booking-documents', subject: `booking:${bookingId}` },
      { who: 'test-admin', what: 'document', subject: `document:${receipt}` },
      { who: 'test-admin', what: 'client-gallery', subject: `gallery:${g.id}` },
      { who: 'test-admin', what: 'client-gallery-photo', subject: `gallery:${g.id}` },
    ]);
    for (const e of log) expect(e.at.getTime()).toBeGreaterThanOrEqual(new Date(from).getTime());
    for (const e of log) expect(e.at.getTime()).toBeLessThanOrEqual(to.getTime());

    // The Privacy page lists them by family.
    const bySubject = await admin(`/api/admin/privacy/access-log?subject=booking:${bookingId}&from=${encodeURIComponent(from)}`);
    expect(bySubject.body.items.map((e: { what: string }) => e.what).sort()).toEqual(['booking', 'booking-documents']);
    // The breach tool counts the receipt's read against its booking (the other reads taken away first), and nothing once it is gone too.
    const readBy = async () => (await new AffectedFamiliesRepository(stack.orm).between(new Date(from), new Date(to.getTime() + 1))).families.find((f) => f.bookingId === bookingId)?.touched ?? [];
    await sql(`delete from privacy_access_log where subject in (?, ?)`, [`booking:${bookingId}`, `gallery:${g.id}`]);
    expect(await readBy()).toContain('read by staff (test-admin)');
    await sql(`delete from privacy_access_log where subject = ?`, [`document:${receipt}`]);
    expect(await readBy()).not.toContain('read by staff (test-admin)');
  });
});
