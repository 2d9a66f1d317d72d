import { studioDay } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(120_000);

const dayOffset = (days: number) => studioDay('Asia/Kolkata', new Date(Date.now() + days * 86400_000));
const from = (ip: string) => ({ 'x-forwarded-for': ip });

/**
 * A family's public privacy writes (docs/architecture.md §16: consents, erasure and its undo, by gallery cookie or
 * manage link) are limited per client address in Redis with a bucket of their own (docs/architecture.md §8): the
 * limit's next write answers 429 with Retry-After and stores nothing; another address, the bookings' and enquiries'
 * buckets and the reads are untouched.
 */
describe('privacy: the public privacy writes are rate-limited per address', () => {
  let stack: TestStack;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => stack.http(path, { token: stack.adminToken, ...init });

  beforeAll(async () => {
    stack = await startTestStack({ env: { STUDIO_TIMEZONE: 'Asia/Kolkata', PRIVACY_RATE_LIMIT_PER_HOUR: '3', BOOKING_RATE_LIMIT_PER_HOUR: '5', PRIVACY_ERASURE_DELAY_SECONDS: '3600' } });
  });
  afterAll(() => stack?.close());

  it('the fourth write from one address is 429 on every privacy write route; other addresses and buckets go on', async () => {
    const newborn = (await stack.http('/api/booking/packages')).body.items.find((p: any) => p.kind === 'newborn');
    const booked = await stack.http('/api/bookings', { method: 'POST', headers: from('203.0.113.10'), json: { packageId: newborn.id, dueDate: dayOffset(40), name: 'Asha Rao', phone: '9822200011' } });
    expect(booked.status).toBe(201);
    const token = booked.body.booking.manageUrl.split('/').pop();
    const g = (await admin('/api/admin/client-galleries', { method: 'POST', json: { title: 'Baby Ira', clientName: 'Asha', expiresOn: dayOffset(30), downloads: 'web' } })).body.gallery;
    const unlock = await stack.http(`/api/client-galleries/${g.slug}/unlock`, { method: 'POST', json: { pin: g.pin }, headers: from('203.0.113.30') });
    expect(unlock.status).toBe(200);
    const cookie = unlock.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    // Address B: three writes over three routes share one bucket.
    const b = from('203.0.113.20');
    expect((await stack.http(`/api/bookings/manage/${token}/consents`, { method: 'POST', headers: b, json: { reviews: true } })).status).toBe(200);
    expect((await stack.http(`/api/bookings/manage/${token}/erasure`, { method: 'POST', headers: b })).status).toBe(202);
    expect((await stack.http(`/api/bookings/manage/${token}/erasure`, { method: 'DELETE', headers: b })).status).toBe(200);
    const consentsBefore = Number((await sql(`select count(*) as n from privacy_consents`))[0].n);
    const limited = await stack.http(`/api/bookings/manage/${token}/consents`, { method: 'POST', headers: b, json: { portfolio: true } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many privacy requests from your connection\. Please try again in \d+ (minutes?|seconds?) or message the studio\.$/);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number((await sql(`select count(*) as n from privacy_consents`))[0].n)).toBe(consentsBefore);
    // The gallery's routes count in the same bucket; the erasure and its undo too.
    expect((await stack.http(`/api/client-galleries/${g.slug}/consents`, { method: 'POST', headers: { ...b, cookie }, json: { reviews: true } })).status).toBe(429);
    expect((await stack.http(`/api/client-galleries/${g.slug}/erasure`, { method: 'POST', headers: { ...b, cookie } })).status).toBe(429);
    expect((await stack.http(`/api/bookings/manage/${token}/erasure`, { method: 'POST', headers: b })).status).toBe(429);
    expect(await sql(`select status from privacy_erasures`)).toEqual([{ status: 'cancelled' }]);
    // Reads are not limited.
    expect((await stack.http(`/api/bookings/manage/${token}/consents`, { headers: b })).status).toBe(200);
    expect((await stack.http(`/api/client-galleries/${g.slug}/privacy`, { headers: { ...b, cookie } })).status).toBe(200);

    // Address B's other buckets are untouched: a booking write and an enquiry still go through.
    expect((await stack.http(`/api/bookings/manage/${token}/birth`, { method: 'POST', headers: b, json: { bornOn: dayOffset(-1) } })).status).toBe(200);
    const enquiry = await stack.http('/api/enquiries', { method: 'POST', headers: b, json: { name: 'Asha', phone: '9876543210', email: 'a@example.com', service: 'newborn', message: 'Hello there', source: 'footer' } });
    expect(enquiry.status).toBe(201);

    // Another address (the family at home, the gallery on another phone) has its own privacy bucket.
    const d = from('203.0.113.40');
    const other = await stack.http(`/api/client-galleries/${g.slug}/consents`, { method: 'POST', headers: { ...d, cookie }, json: { reviews: true } });
    expect(other.status).toBe(200);
    expect(other.body.consents.reviews.granted).toBe(true);
    // A /64 is one household: another address in B's IPv6 /64 would share; a different /64 does not (the booking guard's rule).
    const v6a = from('2001:db8:1:2::10');
    for (let i = 0; i < 3; i++) expect((await stack.http(`/api/bookings/manage/${token}/consents`, { method: 'POST', headers: v6a, json: { reviews: true } })).status).toBe(200);
    expect((await stack.http(`/api/bookings/manage/${token}/consents`, { method: 'POST', headers: from('2001:db8:1:2::99'), json: { reviews: true } })).status).toBe(429);
    expect((await stack.http(`/api/bookings/manage/${token}/consents`, { method: 'POST', headers: from('2001:db8:1:3::10'), json: { reviews: true } })).status).toBe(200);
  });
});
