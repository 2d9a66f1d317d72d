import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { cameraJpeg } from '../../scripts/lib/sample-images';
import { createApiApp } from '../src/app.factory';
import { startTestStack, type TestStack, type TestUser } from './harness';

jest.setTimeout(120_000);

const dataUrl = (buf: Buffer) => `data:image/jpeg;base64,${buf.toString('base64')}`;

/** A minimal built site: the shell the api injects the studio details into (no server renderer). */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title><!--studio-config--></head><body><div id="root"></div></body></html>');
  return dir;
}

const studioConfigOf = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="studio-config">([^<]*)<\/script>/)![1]);

describe('site settings and testimonials (docs/architecture.md §11, HTTP against real services)', () => {
  let stack: TestStack;
  let user: TestUser;

  beforeAll(async () => {
    // The real one-second cache of the public settings (the harness turns public caches off by default).
    stack = await startTestStack({ env: { PUBLIC_CACHE_TTL_MS: '1000', FRONTEND_DIST: fakeDist(), STUDIO_PHONE: '9123456780' } });
    user = await stack.createUser('user');
  });
  afterAll(() => stack?.close());

  const put = (json: unknown, token = stack.adminToken) => stack.http('/api/admin/site', { method: 'PUT', token, json });

  describe('who may call what', () => {
    it.each([
      ['GET', '/api/admin/site'],
      ['PUT', '/api/admin/site'],
      ['GET', '/api/admin/testimonials'],
      ['POST', '/api/admin/testimonials'],
      ['PATCH', '/api/admin/testimonials/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/admin/testimonials/00000000-0000-4000-8000-000000000000'],
    ])('%s %s: 401 anonymous, 403 for a user', async (method, path) => {
      const body = method === 'GET' || method === 'DELETE' ? {} : { json: {} };
      expect((await stack.http(path, { method, ...body })).status).toBe(401);
      expect((await stack.http(path, { method, ...body, token: user.token })).status).toBe(403);
    });

    it('GET /api/site is public', async () => {
      expect((await stack.http('/api/site')).status).toBe(200);
    });
  });

  it('first run: settings from env and the config defaults, the spec\u2019s three testimonials', async () => {
    const res = await stack.http('/api/site');
    expect(res.body.studio).toMatchObject({ name: 'Little Diyas Studio', phone: '9123456780', whatsapp: '919876543210', hours: 'Monday-Sunday 9AM-9PM' });
    expect(res.body.claims).toEqual({ rating: '5.0', happyFamilies: 100, yearsExperience: 5, decadeClaim: 'over a decade' });
    expect(res.body.campaign).toMatchObject({ enabled: true, active: true, headline: "Celebrate Your Baby's First Diwali", startsOn: null, endsOn: null });
    expect(res.body.testimonials.map((t: { name: string }) => t.name)).toEqual(['Rohan Mehta', 'Ananya Sharma', 'Sneha Patil']);
    expect(res.body.testimonials[0]).toMatchObject({ role: 'Father of Baby', location: 'Mumbai', date: 'October 2025', rating: 5, image: '/testimonials/rohan.svg', photo: null });
  });

  describe('PUT /api/admin/site validation', () => {
    it.each([
      [{ studio: { phone: '+91 98765 43210' } }, 'studio.phone', 'Phone must be 10 digits, without +91 or spaces'],
      [{ studio: { phone: 9876543210 } }, 'studio.phone', 'Phone must be 10 digits, without +91 or spaces'],
      [{ studio: { whatsapp: '9876543210' } }, 'studio.whatsapp', 'WhatsApp number must be 91 followed by the 10-digit mobile number'],
      [{ studio: { email: 'not-an-email' } }, 'studio.email', 'Please enter a valid e-mail address'],
      [{ studio: { facebookUrl: 'http://facebook.com/x' } }, 'studio.facebookUrl', 'Facebook link must be an https:// link'],
      [{ studio: { instagramUrl: 'javascript:alert(1)' } }, 'studio.instagramUrl', 'Instagram link must be an https:// link'],
      [{ studio: { mapEmbedUrl: 'https://evil.example/maps' } }, 'studio.mapEmbedUrl', expect.stringContaining('Google Maps embed link')],
      [{ studio: { addressLines: [] } }, 'studio.addressLines', 'Give 1 to 5 address lines of at most 120 characters each'],
      [{ studio: { addressLines: ['ok', ''] } }, 'studio.addressLines', 'Give 1 to 5 address lines of at most 120 characters each'],
      [{ studio: { name: '   ' } }, 'studio.name', 'Please enter the studio name (at most 80 characters)'],
      [{ claims: { rating: '5.5' } }, 'claims.rating', expect.stringContaining('Rating must be')],
      [{ claims: { happyFamilies: -1 } }, 'claims.happyFamilies', expect.stringContaining('Happy families')],
      [{ campaign: { enabled: 'yes' } }, 'campaign.enabled', 'Campaign on/off must be true or false'],
      [{ campaign: { startsOn: '2026-02-30' } }, 'campaign.startsOn', 'Start date must be a date (yyyy-mm-dd) or empty'],
      [{ campaign: { startsOn: '2026-11-10', endsOn: '2026-11-01' } }, 'campaign.endsOn', 'End date must be on or after the start date'],
      [{ studio: { phone: '9876543210', extra: 1 } }, 'studio.extra', 'Unknown field "studio.extra"'],
      [{ other: {} }, 'other', 'Unknown field "other"'],
      [{ studio: 'x' }, 'studio', 'studio must be an object'],
    ])('%j → 400 on %s', async (body, field, message) => {
      const before = await stack.http('/api/admin/site', { token: stack.adminToken });
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toEqual(message);
      // Nothing saved, nothing recorded.
      const after = await stack.http('/api/admin/site', { token: stack.adminToken });
      expect(after.body.studio).toEqual(before.body.studio);
      expect(after.body.changes.length).toBe(before.body.changes.length);
    });
  });

  it('the same values again change nothing and record nothing', async () => {
    const before = (await stack.http('/api/admin/site', { token: stack.adminToken })).body.changes.length;
    const res = await put({ studio: { phone: '9123456780' } });
    expect(res.status).toBe(200);
    expect(res.body.changes.length).toBe(before);
  });

  it('the campaign shows only while enabled and today is within its dates', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86400_000).toISOString().slice(0, 10);
    const active = async (campaign: object) => {
      const res = await put({ campaign });
      expect(res.status).toBe(200);
      return (await stack.http('/api/site')).body.campaign.active;
    };
    expect(await active({ enabled: true, startsOn: shift(-3), endsOn: shift(3) })).toBe(true);
    expect(await active({ startsOn: today, endsOn: today })).toBe(true);
    expect(await active({ startsOn: shift(-10), endsOn: shift(-1) })).toBe(false);
    expect(await active({ startsOn: shift(1), endsOn: shift(5) })).toBe(false);
    expect(await active({ startsOn: '', endsOn: '' })).toBe(true);
    expect(await active({ enabled: false })).toBe(false);
  });

  describe('testimonials', () => {
    const create = (json: object) => stack.http('/api/admin/testimonials', { method: 'POST', token: stack.adminToken, json });
    const base = { name: 'Priya Nair', role: 'New Mom', location: 'Thane', date: 'March 2026', quote: 'Lovely, calm and patient.', rating: 5 };

    it('validates with field messages', async () => {
      const res = await create({ ...base, rating: 6, name: '' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toMatchObject({ name: expect.stringContaining('name'), rating: 'Rating must be a whole number from 1 to 5' });
      expect((await create({ ...base, photo: dataUrl(Buffer.from('not an image at all, really')) })).status).toBe(415);
      expect((await stack.http('/api/admin/testimonials/nope', { method: 'PATCH', token: stack.adminToken, json: {} })).status).toBe(400);
      expect((await stack.http('/api/admin/testimonials/00000000-0000-4000-8000-000000000000', { method: 'DELETE', token: stack.adminToken })).status).toBe(404);
    });

    it('add (with a photo through the pipeline), reorder, edit and remove, each shown publicly and recorded', async () => {
      await stack.startWorker();
      const photo = await cameraJpeg({ width: 300, height: 300, seed: 7, grain: 4, quality: 85 });
      const added = await create({ ...base, order: 0, photo: dataUrl(photo) });
      expect(added.status).toBe(201);
      const id = added.body.testimonial.id as string;
      expect(added.body.testimonial).toMatchObject({ name: 'Priya Nair', order: 0, photo: { status: 'processing' } });

      let site = (await stack.http('/api/site')).body;
      expect(site.testimonials.map((t: { name: string }) => t.name)).toEqual(['Priya Nair', 'Rohan Mehta', 'Ananya Sharma', 'Sneha Patil']);
      // The public never sees a photo that is not ready.
      for (const deadline = Date.now() + 60_000; ; ) {
        site = (await stack.http('/api/site')).body;
        if (site.testimonials[0].photo) break;
        if (Date.now() > deadline) throw new Error('photo never became ready');
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(site.testimonials[0].photo.status).toBe('ready');
      expect(site.testimonials[0].image).toMatch(/^\/media\/variants\/.+\.jpg$/);
      expect((await stack.http(site.testimonials[0].image)).status).toBe(200);

      const moved = await stack.http(`/api/admin/testimonials/${id}`, { method: 'PATCH', token: stack.adminToken, json: { order: 2, rating: 4, quote: '  Calm and kind.  ' } });
      expect(moved.status).toBe(200);
      expect(moved.body.testimonial).toMatchObject({ order: 2, rating: 4, quote: 'Calm and kind.' });
      site = (await stack.http('/api/site')).body;
      expect(site.testimonials.map((t: { name: string }) => t.name)).toEqual(['Rohan Mehta', 'Ananya Sharma', 'Priya Nair', 'Sneha Patil']);
      expect(site.testimonials.map((t: { order: number }) => t.order)).toEqual([0, 1, 2, 3]);

      const list = await stack.http('/api/admin/testimonials', { token: stack.adminToken });
      expect(list.body.items).toHaveLength(4);

      const removed = await stack.http(`/api/admin/testimonials/${id}`, { method: 'DELETE', token: stack.adminToken });
      expect(removed.status).toBe(200);
      site = (await stack.http('/api/site')).body;
      expect(site.testimonials.map((t: { name: string }) => t.name)).toEqual(['Rohan Mehta', 'Ananya Sharma', 'Sneha Patil']);
      expect(site.testimonials.map((t: { order: number }) => t.order)).toEqual([0, 1, 2]);

      const changes = (await stack.http('/api/admin/site', { token: stack.adminToken })).body.changes as Array<{ subject: string; subjectId: string; action: string }>;
      expect(changes.filter((c) => c.subjectId === id).map((c) => c.action)).toEqual(['delete', 'update', 'create']);
    });
  });
  // Last: a second Nest app in this process re-registers the global passport strategy, and closing it ends that.
  it('a saved change is recorded (who, what, when) and shown by /api/site, the page HTML and another replica within 2 s', async () => {
    // A second api process on the same database: the other replica.
    const replica: NestExpressApplication = await createApiApp(stack.config);
    replica.useLogger(['error']);
    await replica.listen(0, '127.0.0.1');
    const replicaUrl = `http://127.0.0.1:${(replica.getHttpServer().address() as AddressInfo).port}`;
    try {
      // Both processes hold the current settings in memory now.
      expect(((await (await fetch(`${replicaUrl}/api/site`)).json()) as { studio: { phone: string } }).studio.phone).toBe('9123456780');
      expect(studioConfigOf(await (await fetch(`${replicaUrl}/`, { headers: { accept: 'text/html' } })).text()).phone).toBe('9123456780');

      const res = await put({ studio: { phone: '9000011111', whatsapp: '919000011111', addressLines: [' 1 New Road ', 'Pune 411001'] }, campaign: { enabled: true } });
      expect(res.status).toBe(200);
      expect(res.body.studio).toMatchObject({ phone: '9000011111', whatsapp: '919000011111', addressLines: ['1 New Road', 'Pune 411001'], name: 'Little Diyas Studio' });
      expect(res.body.campaign).toMatchObject({ enabled: true, active: true });
      const change = res.body.changes[0];
      expect(change).toMatchObject({ subject: 'settings', action: 'update', username: 'test-admin' });
      expect(change.changes).toEqual({
        'studio.phone': { from: '9123456780', to: '9000011111' },
        'studio.whatsapp': { from: '919876543210', to: '919000011111' },
        'studio.addressLines': { from: expect.any(Array), to: ['1 New Road', 'Pune 411001'] },
        'campaign.enabled': { from: false, to: true },
      });
      expect(Date.now() - Date.parse(change.at)).toBeLessThan(10_000);

      // This process shows it at once; the replica within its one-second copy.
      expect((await stack.http('/api/site')).body.studio.phone).toBe('9000011111');
      const started = Date.now();
      for (;;) {
        const html = await (await fetch(`${replicaUrl}/contact`, { headers: { accept: 'text/html' } })).text();
        const cfg = studioConfigOf(html);
        if (cfg.phone === '9000011111') {
          expect(cfg).toMatchObject({ phoneDisplay: '+91 90000 11111', whatsapp: '919000011111', campaign: { active: true } });
          break;
        }
        if (Date.now() - started > 2000) throw new Error('the replica still shows the old phone after 2 s');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(((await (await fetch(`${replicaUrl}/api/site`)).json()) as { studio: { phone: string } }).studio.phone).toBe('9000011111');
    } finally {
      await replica.close();
    }
  });

});
