import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { studioDay } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(120_000);

const NO_REVIEWS = 'This family has not agreed to show their words as a testimonial.';
const dayOffset = (days: number) => studioDay('Asia/Kolkata', new Date(Date.now() + days * 86400_000));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let phoneSeed = 9300000000;

/** A minimal built site: the shell the api injects the studio details (testimonials too) into. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title><!--studio-config--></head><body><div id="root"></div></body></html>');
  return dir;
}
const studioConfigOf = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="studio-config">([^<]*)<\/script>/)![1]);

/**
 * Purpose `reviews` (docs/architecture.md §16) over real Postgres and Redis: staff link a testimonial to the family it
 * came from only with the family's yes; the family's withdrawal (their manage link, their gallery) takes it off
 * GET /api/site and every page's studio details within 60 s, as a portfolio withdrawal does with photos.
 */
describe('privacy: a family’s testimonial follows their reviews consent', () => {
  let stack: TestStack;
  let newbornId: string;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => stack.http(path, { token: stack.adminToken, ...init });
  const testimonial = (over: Record<string, unknown>) => ({ name: 'Asha Rao', role: 'New Mom', location: 'Pune', date: 'November 2026', quote: 'They were so gentle with our baby.', rating: 5, ...over });

  async function family(consents: Record<string, boolean>) {
    const res = await stack.http('/api/bookings', {
      method: 'POST',
      json: { packageId: newbornId, dueDate: dayOffset(40), name: 'Asha Rao', phone: String(phoneSeed++), consents, guardian: true },
    });
    expect(res.status).toBe(201);
    const [{ id }] = await sql(`select id from bookings where reference = ?`, [res.body.booking.reference]);
    return { bookingId: id as string, token: res.body.booking.manageUrl.split('/').pop() as string };
  }

  /** The quotes the public sees: GET /api/site, and a page's #studio-config (what the home carousel renders). */
  async function publicQuotes(): Promise<{ site: string[]; page: string[] }> {
    const site = (await stack.http('/api/site')).body.testimonials.map((t: any) => t.quote);
    const html = await (await fetch(`${stack.baseUrl}/`, { headers: { accept: 'text/html' } })).text();
    return { site, page: studioConfigOf(html).testimonials.map((t: any) => t.quote) };
  }

  /** Both public answers pass the check within 60 s (each read through its own cache). */
  async function within60s(check: (quotes: string[]) => boolean) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { site, page } = await publicQuotes();
      if (check(site) && check(page)) return site;
      if (Date.now() > deadline) throw new Error(`public testimonials still ${JSON.stringify({ site, page })}`);
      await sleep(250);
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({ env: { STUDIO_TIMEZONE: 'Asia/Kolkata', BOOKING_RATE_LIMIT_PER_HOUR: '10000', PUBLIC_CACHE_TTL_MS: '1000', FRONTEND_DIST: fakeDist() } });
    newbornId = (await stack.http('/api/booking/packages')).body.items.find((p: any) => p.kind === 'newborn').id;
  });
  afterAll(() => stack?.close());

  it('links only with the family’s yes (409 otherwise, nothing stored), 404 for an unknown family, 400 for two', async () => {
    const before = Number((await sql(`select count(*) as n from testimonials`))[0].n);
    const noYes = await family({ portfolio: true });
    const refused = await admin('/api/admin/testimonials', { method: 'POST', json: testimonial({ bookingId: noYes.bookingId, quote: 'Never shown' }) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NO_REVIEWS);
    const unknown = await admin('/api/admin/testimonials', { method: 'POST', json: testimonial({ bookingId: '00000000-0000-4000-8000-000000000000' }) });
    expect(unknown.status).toBe(404);
    const both = await admin('/api/admin/testimonials', { method: 'POST', json: testimonial({ bookingId: noYes.bookingId, galleryId: noYes.bookingId }) });
    expect(both.status).toBe(400);
    expect(both.body.fields.galleryId).toBe('Choose the booking or the client gallery, not both');
    expect((await admin('/api/admin/testimonials', { method: 'POST', json: testimonial({ bookingId: 'BK-123' }) })).body.fields.bookingId).toBe('Booking not found');
    expect(Number((await sql(`select count(*) as n from testimonials`))[0].n)).toBe(before);

    // An unlinked testimonial (the studio's own) cannot be moved onto a family that has not said yes either.
    const own = await admin('/api/admin/testimonials', { method: 'POST', json: testimonial({ quote: 'The studio’s own' }) });
    expect(own.status).toBe(201);
    const moved = await admin(`/api/admin/testimonials/${own.body.testimonial.id}`, { method: 'PATCH', json: { bookingId: noYes.bookingId } });
    expect(moved.status).toBe(409);
    expect((await sql(`select booking_id from testimonials where id = ?`, [own.body.testimonial.id]))[0].booking_id).toBeNull();
  });

  it('a withdrawal on the manage link takes the family’s words off every public page within 60 s; a new yes brings them back', async () => {
    const fam = await family({ reviews: true });
    const quote = `Asha’s words ${Date.now()}`;
    const created = await admin('/api/admin/testimonials', { method: 'POST', json: testimonial({ bookingId: fam.bookingId, quote }) });
    expect(created.status).toBe(201);
    expect(created.body.testimonial).toMatchObject({ bookingId: fam.bookingId, galleryId: null, shown: true });
    const id = created.body.testimonial.id;
    await within60s((q) => q.includes(quote));
    // The public answer does not carry the family link.
    const pub = (await stack.http('/api/site')).body.testimonials.find((t: any) => t.id === id);
    expect(pub).not.toHaveProperty('bookingId');

    const withdrawn = await stack.http(`/api/bookings/manage/${fam.token}/consents`, { method: 'POST', json: { reviews: false } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.consents.reviews.granted).toBe(false);
    await within60s((q) => !q.includes(quote));
    // Staff still see it, marked as not shown; the other testimonials stay.
    const adminItem = (await admin('/api/admin/testimonials')).body.items.find((t: any) => t.id === id);
    expect(adminItem).toMatchObject({ bookingId: fam.bookingId, shown: false });
    expect((await publicQuotes()).site.length).toBeGreaterThanOrEqual(3);
    // Editing its words does not publish it again.
    expect((await admin(`/api/admin/testimonials/${id}`, { method: 'PATCH', json: { rating: 4 } })).body.testimonial.shown).toBe(false);
    const after = await publicQuotes();
    expect([...after.site, ...after.page]).not.toContain(quote);

    expect((await stack.http(`/api/bookings/manage/${fam.token}/consents`, { method: 'POST', json: { reviews: true } })).status).toBe(200);
    await within60s((q) => q.includes(quote));
  });

  it('a testimonial linked to the family’s client gallery leaves when they withdraw in the gallery’s Privacy panel, and when the gallery is deleted', async () => {
    const g = (await admin('/api/admin/client-galleries', { method: 'POST', json: { title: 'Baby Kabir', clientName: 'Meera', expiresOn: dayOffset(30), downloads: 'web' } })).body.gallery;
    const unlock = await stack.http(`/api/client-galleries/${g.slug}/unlock`, { method: 'POST', json: { pin: g.pin }, headers: { 'x-forwarded-for': '198.51.100.9' } });
    const cookie = unlock.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const quote = `Meera’s words ${Date.now()}`;
    expect((await admin('/api/admin/testimonials', { method: 'POST', json: testimonial({ galleryId: g.id, quote }) })).status).toBe(409);
    expect((await stack.http(`/api/client-galleries/${g.slug}/consents`, { method: 'POST', json: { reviews: true }, headers: { cookie } })).status).toBe(200);
    const created = await admin('/api/admin/testimonials', { method: 'POST', json: testimonial({ galleryId: g.id, quote }) });
    expect(created.status).toBe(201);
    await within60s((q) => q.includes(quote));
    expect((await stack.http(`/api/client-galleries/${g.slug}/consents`, { method: 'POST', json: { reviews: false }, headers: { cookie } })).status).toBe(200);
    await within60s((q) => !q.includes(quote));
    // Its gallery deleted: a link to no family is never shown (the cached site lives a second at most).
    expect((await stack.http(`/api/client-galleries/${g.slug}/consents`, { method: 'POST', json: { reviews: true }, headers: { cookie } })).status).toBe(200);
    await within60s((q) => q.includes(quote));
    expect((await admin(`/api/admin/client-galleries/${g.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    await within60s((q) => !q.includes(quote));
  });
});
