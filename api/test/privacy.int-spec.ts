import { spawnSync } from 'node:child_process';
import { startTestStack, type TestStack, type TestUser } from './harness';

jest.setTimeout(120_000);

describe('families\' data: notice and settings (docs/architecture.md §16, HTTP against real services)', () => {
  let stack: TestStack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    user = await stack.createUser('user');
  });
  afterAll(() => stack?.close());

  describe('notice', () => {
    it.each(['en', 'hi', 'mr'])('GET /api/privacy/notice?lang=%s answers the version, texts and a contact', async (lang) => {
      const res = await stack.http(`/api/privacy/notice?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ lang, version: expect.any(String), title: expect.any(String) });
      expect(res.body.sections.length).toBeGreaterThan(0);
      for (const s of res.body.sections) expect(s).toEqual({ heading: expect.any(String), text: expect.any(String) });
      expect(res.body.contact).toEqual({ name: expect.any(String), email: expect.any(String), phone: expect.any(String) });
    });

    it('defaults to English and refuses an unknown language', async () => {
      expect((await stack.http('/api/privacy/notice')).body.lang).toBe('en');
      const bad = await stack.http('/api/privacy/notice?lang=fr');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/lang must be one of en, hi, mr/);
    });

    it('names the grievance contact from settings part `privacy`', async () => {
      const put = await stack.http('/api/admin/site', {
        method: 'PUT',
        token: stack.adminToken,
        json: { privacy: { contactName: 'Asha Rao', contactEmail: 'privacy@studio.example', contactPhone: '9876501234', enquiryMonths: 6 } },
      });
      expect(put.status).toBe(200);
      expect(put.body.privacy).toMatchObject({ contactName: 'Asha Rao', enquiryMonths: 6, galleryDaysAfterExpiry: 90, selfieDays: 90, accessLogDays: 365 });
      const res = await stack.http('/api/privacy/notice?lang=hi');
      expect(res.body.contact).toEqual({ name: 'Asha Rao', email: 'privacy@studio.example', phone: '9876501234' });
    });

    it('refuses bad privacy settings with field messages, and a user token', async () => {
      const bad = await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { privacy: { accessLogDays: 30, contactPhone: '123' } } });
      expect(bad.status).toBe(400);
      const asUser = await stack.http('/api/admin/site', { method: 'PUT', token: user.token, json: { privacy: { enquiryMonths: 1 } } });
      expect(asUser.status).toBe(403);
    });
  });

  describe('access log', () => {
    it('logs every staff read of a family\'s data and lists it by subject and time; admins only', async () => {
      const created = await stack.http('/api/admin/client-galleries', {
        method: 'POST',
        token: stack.adminToken,
        json: { title: 'Baby', clientName: 'Priya', expiresOn: '2099-01-01', downloads: 'web' },
      });
      const id = created.body.gallery.id;
      const from = new Date(Date.now() - 1000).toISOString();
      expect((await stack.http(`/api/admin/client-galleries/${id}`, { token: stack.adminToken })).status).toBe(200);
      expect((await stack.http(`/api/admin/client-galleries/00000000-0000-4000-8000-000000000000`, { token: stack.adminToken })).status).toBe(404);
      expect((await stack.http('/api/admin/enquiries/export.csv', { token: stack.adminToken })).status).toBe(200);
      const log = await stack.http(`/api/admin/privacy/access-log?subject=gallery:${id}&from=${encodeURIComponent(from)}`, { token: stack.adminToken });
      expect(log.status).toBe(200);
      expect(log.body.items).toEqual([{ who: 'test-admin', what: 'client-gallery', subject: `gallery:${id}`, at: expect.any(String) }]);
      const all = await stack.http('/api/admin/privacy/access-log', { token: stack.adminToken });
      expect(all.body.items.map((e: { subject: string }) => e.subject)).toEqual(expect.arrayContaining(['enquiry-export', `gallery:${id}`]));
      expect(all.body.items.some((e: { subject: string }) => e.subject.includes('00000000'))).toBe(false); // a refused read showed nothing
      expect((await stack.http('/api/admin/privacy/access-log?from=yesterday', { token: stack.adminToken })).status).toBe(400);
      expect((await stack.http('/api/admin/privacy/access-log', { token: user.token })).status).toBe(403);
      expect((await stack.http('/api/admin/privacy/access-log')).status).toBe(401);
    });

    it('the Privacy page reads consents and retention', async () => {
      const consents = await stack.http('/api/admin/privacy/consents', { token: stack.adminToken });
      expect(consents.status).toBe(200);
      expect(Array.isArray(consents.body.items)).toBe(true);
      const retention = await stack.http('/api/admin/privacy/retention', { token: stack.adminToken });
      expect(retention.status).toBe(200);
      expect(retention.body.settings).toMatchObject({ enquiryMonths: 6, galleryDaysAfterExpiry: 90, selfieDays: 90, accessLogDays: 365 });
      expect(Array.isArray(retention.body.runs)).toBe(true);
    });
  });

  describe('npm run privacy:affected', () => {
    it('lists the families whose data a window touched, with their contact, and only those', async () => {
      const before = new Date(Date.now() - 1000).toISOString();
      const g = (await stack.http('/api/admin/client-galleries', { method: 'POST', token: stack.adminToken, json: { title: 'Window family', clientName: 'Meera Iyer', clientPhone: '9812345678', expiresOn: '2099-01-01', downloads: 'web' } })).body.gallery;
      await stack.http(`/api/admin/client-galleries/${g.id}`, { token: stack.adminToken });
      const after = new Date(Date.now() + 1000).toISOString();
      const run = (from: string, to: string) =>
        spawnSync('npx', ['tsx', 'scripts/privacy-affected.ts', '--from', from, '--to', to, '--json'], { env: { ...stack.env, LOG_LEVEL: 'error' }, encoding: 'utf8', timeout: 60_000 });
      const hit = run(before, after);
      expect(hit.status).toBe(0);
      const out = JSON.parse(hit.stdout);
      const family = out.families.find((f: { galleryIds: string[] }) => f.galleryIds.includes(g.id));
      expect(family).toMatchObject({ name: 'Meera Iyer', phone: '9812345678' });
      expect(family.touched).toEqual(expect.arrayContaining(['gallery created', 'read by staff (test-admin)']));
      const earlier = run('2020-01-01', '2020-01-02');
      expect(JSON.parse(earlier.stdout).families).toEqual([]);
      const bad = run('yesterday', after);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toMatch(/--from must be a date/);
    });
  });
});
