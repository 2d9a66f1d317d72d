import { Enquiry } from '@studio/core/entities/enquiry.entity';
import { QUEUES } from '@studio/core/jobs/jobs.contract';
import { Queue } from 'bullmq';
import { getQueueToken } from '@nestjs/bullmq';
import { redisConnection } from '@studio/core/queue/redis-connection';
import { startTestStack, type TestStack } from './harness';
import { StandInEndpoint } from './stand-in-endpoint';

// The project's testTimeout does not reach the tests (jest reads it only globally); a busy machine needs more than 5 s to start a stack.
jest.setTimeout(120000);

const SHEET = '/sheet';
const CHECKOUT = '/checkout';
const RATE_LIMIT = 5;

describe('enquiries: stored first, forwarded with retries, inbox (HTTP, real services)', () => {
  let stack: TestStack;
  let endpoint: StandInEndpoint;
  let queue: Queue;
  let ipCounter = 0;
  let nameCounter = 0;

  beforeAll(async () => {
    endpoint = await new StandInEndpoint().start();
    stack = await startTestStack({
      worker: true,
      env: {
        ENQUIRY_SHEET_URL: `${endpoint.url}${SHEET}`,
        THEME_CHECKOUT_URL: `${endpoint.url}${CHECKOUT}`,
        ENQUIRY_RATE_LIMIT_PER_HOUR: String(RATE_LIMIT),
        ENQUIRY_JOB_ATTEMPTS: '5',
        // 5 tries 50 ms apart, doubling: about 0.75 s from first to last.
        ENQUIRY_BACKOFF_MS: '50',
        ENQUIRY_FORWARD_TIMEOUT_MS: '1000',
        RECONCILE_INTERVAL_MS: '500',
      },
    });
    queue = new Queue(QUEUES.enquiries, { connection: redisConnection(stack.config.redisUrl), prefix: stack.config.queuePrefix });
  });
  afterAll(async () => {
    await queue?.close();
    await stack?.close();
    await endpoint?.close();
  });

  /** Each call from its own client address (the api trusts X-Forwarded-For from loopback), so the rate limit stays per test. */
  const freshIp = () => `198.51.100.${++ipCounter}`;
  const uniqueName = (base: string) => `${base} ${++nameCounter}`;

  const post = (path: string, json: unknown, ip = freshIp()) =>
    stack.http(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip, 'user-agent': 'jest-enquiries' } });

  const footer = (over: Record<string, unknown> = {}) => ({
    source: 'footer',
    name: uniqueName('Asha Rao'),
    phone: '9876543210',
    email: 'asha@example.com',
    service: 'newborn',
    message: 'Baby due in March, looking for a newborn shoot.',
    website: '',
    ...over,
  });
  const checkout = (over: Record<string, unknown> = {}) => ({
    name: uniqueName('Meera Iyer'),
    email: 'meera@example.in',
    phone: '9123456780',
    address: '12 Palm Grove, Andheri West, Mumbai',
    themeIds: 'Diwali Diyas,Royal Cradle',
    themeSections: 'General,Premium',
    website: '',
    ...over,
  });

  const row = (id: string) => stack.orm.em.fork().findOne(Enquiry, { id });
  async function waitForRow(id: string, done: (e: Enquiry) => boolean, timeoutMs = 20000): Promise<Enquiry> {
    const deadline = Date.now() + timeoutMs;
    let last: Enquiry | null = null;
    while (Date.now() < deadline) {
      last = await row(id);
      if (last && done(last)) return last;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`enquiry ${id} did not get there in time; last seen ${JSON.stringify(last)}`);
  }
  const delivered = (e: Enquiry) => e.deliveryStatus === 'forwarded';

  describe('forwarding', () => {
    it('stores a footer enquiry, answers 201 and forwards it form-encoded with exactly the spec fields', async () => {
      const body = footer();
      const res = await post('/api/enquiries', body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ error: false, message: 'Message sent successfully!', id: expect.any(String) });

      const stored = await row(res.body.id);
      expect(stored).toMatchObject({ source: 'footer', name: body.name, phone: body.phone, service: 'newborn', studioStatus: 'new' });
      const done = await waitForRow(res.body.id, delivered);
      expect(done.forwardedAt).toBeInstanceOf(Date);
      expect(done.attempts).toBe(1);
      expect(done.clientIp).toMatch(/^198\.51\.100\./);
      expect(done.userAgent).toBe('jest-enquiries');

      const posts = endpoint.postsWith(SHEET, 'name', body.name);
      expect(posts).toHaveLength(1);
      expect(posts[0].contentType).toMatch(/^application\/x-www-form-urlencoded/);
      expect(posts[0].fields).toEqual({
        name: body.name,
        phone: '9876543210',
        email: 'asha@example.com',
        service: 'newborn',
        message: 'Baby due in March, looking for a newborn shoot.',
      });
    });

    it('forwards a contact-page enquiry (any of the three services) to the same sheet', async () => {
      const body = footer({ source: 'contact', service: 'family', name: uniqueName('Contact Parent') });
      const res = await post('/api/enquiries', body);
      expect(res.status).toBe(201);
      await waitForRow(res.body.id, delivered);
      const [sent] = endpoint.postsWith(SHEET, 'name', body.name);
      expect(sent.fields).toEqual({ name: body.name, phone: body.phone, email: body.email, service: 'family', message: body.message });
    });

    it('forwards a theme checkout as multipart with exactly the spec fields', async () => {
      const body = checkout();
      const res = await post('/api/enquiries/theme-checkout', body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ error: false, message: 'Message sent successfully!' });
      await waitForRow(res.body.id, delivered);
      const posts = endpoint.postsWith(CHECKOUT, 'name', body.name);
      expect(posts).toHaveLength(1);
      expect(posts[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(posts[0].fields).toEqual({
        name: body.name,
        email: 'meera@example.in',
        phone: '9123456780',
        address: '12 Palm Grove, Andheri West, Mumbai',
        themeIds: 'Diwali Diyas,Royal Cradle',
        themeSections: 'General,Premium',
      });
    });

    it('retries 5xx with back-off and delivers exactly once (500, 500, 500, then 200)', async () => {
      endpoint.script(SHEET, 500, 500, 500);
      const body = footer();
      const res = await post('/api/enquiries', body);
      const done = await waitForRow(res.body.id, delivered);
      expect(done.attempts).toBe(4);
      expect(done.lastError).toBeNull();
      const posts = endpoint.postsWith(SHEET, 'name', body.name);
      expect(posts.map((p) => p.answered)).toEqual([500, 500, 500, 200]);
      // A late duplicate job (e.g. an old one re-run) must not send it again.
      const dup = await queue.add('enquiries:forward', { enquiryId: res.body.id }, { jobId: `${res.body.id}-dup` });
      for (let i = 0; i < 100 && (await dup.getState()) !== 'completed'; i++) await new Promise((r) => setTimeout(r, 100));
      expect((await queue.getJob(dup.id!))?.returnvalue).toBe('skipped');
      expect(endpoint.postsWith(SHEET, 'name', body.name)).toHaveLength(4);
      expect((await row(res.body.id))!.attempts).toBe(4);
    });

    it('marks it failed with the last error when the endpoint is down for longer than the tries; a retry from the inbox delivers it', async () => {
      endpoint.always(SHEET, 'drop');
      const body = footer();
      let res;
      try {
        res = await post('/api/enquiries', body);
        const failed = await waitForRow(res.body.id, (e) => e.deliveryStatus === 'failed');
        expect(failed.attempts).toBe(5);
        expect(failed.lastError).toMatch(/could not reach the endpoint/);
        expect(endpoint.postsWith(SHEET, 'name', body.name)).toHaveLength(5);
        expect(await (await queue.getJob(res.body.id))?.getState()).toBe('failed');
      } finally {
        endpoint.always(SHEET, 200);
      }

      const inbox = await stack.http('/api/admin/enquiries?delivery=failed', { token: stack.adminToken });
      expect(inbox.body.items.map((i: { id: string }) => i.id)).toContain(res.body.id);

      const retry = await stack.http(`/api/admin/enquiries/${res.body.id}/retry`, { method: 'POST', token: stack.adminToken });
      expect(retry.status).toBe(200);
      expect(retry.body.enquiry).toMatchObject({ id: res.body.id, deliveryStatus: expect.stringMatching(/received|processing|forwarded/) });
      const done = await waitForRow(res.body.id, delivered);
      expect(done.attempts).toBe(6);
      expect(endpoint.postsWith(SHEET, 'name', body.name).map((p) => p.answered)).toEqual(['dropped', 'dropped', 'dropped', 'dropped', 'dropped', 200]);

      // Delivered is final: a second retry is refused and nothing is sent again.
      const again = await stack.http(`/api/admin/enquiries/${res.body.id}/retry`, { method: 'POST', token: stack.adminToken });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: true, message: 'This enquiry was already delivered.' });
    });

    it('counts a redirect as a failed try, not a delivery, and never follows it', async () => {
      endpoint.script(SHEET, 302);
      const body = footer();
      const res = await post('/api/enquiries', body);
      const done = await waitForRow(res.body.id, delivered);
      // The 302 was a failed try: the retry is what delivered it.
      expect(endpoint.postsWith(SHEET, 'name', body.name).map((p) => p.answered)).toEqual([302, 200]);
      expect(done.attempts).toBe(2);
      expect(endpoint.received.filter((r) => r.path === '/redirected')).toHaveLength(0);
    });

    it('forwards a formula-looking name as plain text (leading apostrophe)', async () => {
      const body = { ...footer(), name: '=HYPERLINK("http://evil.example","click")' };
      const res = await post('/api/enquiries', body);
      expect(res.status).toBe(201);
      await waitForRow(res.body.id, delivered);
      const sent = endpoint.postsWith(SHEET, 'name', `'${body.name}`);
      expect(sent).toHaveLength(1);
      // The inbox keeps what the visitor typed; only the outbound copy is escaped.
      const stored = await waitForRow(res.body.id, delivered);
      expect(stored.name).toBe(body.name);
    });

    it('fails at once on a 4xx (no retries), keeping the answer as the error', async () => {
      endpoint.script(CHECKOUT, 404);
      const body = checkout();
      const res = await post('/api/enquiries/theme-checkout', body);
      const failed = await waitForRow(res.body.id, (e) => e.deliveryStatus === 'failed');
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toBe('endpoint answered 404: stand-in says 404');
      expect(endpoint.postsWith(CHECKOUT, 'name', body.name)).toHaveLength(1);
    });

    it('is delivered by the reconciler after Redis lost its job (queue keys flushed after the row was stored)', async () => {
      await stack.stopWorker();
      const body = footer();
      const res = await post('/api/enquiries', body);
      expect(res.status).toBe(201);
      expect(await queue.getJob(res.body.id)).toBeDefined();
      expect(await stack.flushQueues()).toBeGreaterThan(0);
      expect(await queue.getJob(res.body.id)).toBeUndefined();
      expect((await row(res.body.id))!.deliveryStatus).toBe('received');

      await stack.startWorker();
      const done = await waitForRow(res.body.id, delivered);
      expect(done.attempts).toBe(1);
      expect(endpoint.postsWith(SHEET, 'name', body.name)).toHaveLength(1);
    });

    it('is delivered by the periodic reconciler pass when it was stored but never enqueued (Redis unreachable at the time)', async () => {
      const em = stack.orm.em.fork();
      const lost = em.create(Enquiry, {
        id: '11111111-2222-4333-8444-555555555555',
        source: 'contact',
        name: uniqueName('Never Enqueued'),
        phone: '9000000001',
        email: 'lost@example.com',
        service: 'baby',
        message: 'Stored while Redis was down',
        deliveryStatus: 'received',
        studioStatus: 'new',
        attempts: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await em.persistAndFlush(lost);
      // The worker has been up for a while, so this is the every-RECONCILE_INTERVAL_MS pass, not the start one.
      const done = await waitForRow(lost.id, delivered, 10000);
      expect(done.attempts).toBe(1);
      expect(endpoint.postsWith(SHEET, 'name', lost.name)).toHaveLength(1);
    });

    it('sends again a row left processing by a worker that died mid-send, once its claim has run out (not before)', async () => {
      const em = stack.orm.em.fork();
      const claimedAt = new Date();
      const orphan = em.create(Enquiry, {
        id: '22222222-3333-4444-8555-666666666666',
        source: 'footer',
        name: uniqueName('Orphaned Send'),
        phone: '9000000004',
        email: 'orphan@example.com',
        service: 'newborn',
        message: 'Its worker was killed',
        deliveryStatus: 'processing',
        studioStatus: 'new',
        attempts: 1,
        claimedAt,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await em.persistAndFlush(orphan);
      // The reconciler gives it a job; the claim (timeout 1 s + 5 s margin) keeps it from being sent twice meanwhile.
      const done = await waitForRow(orphan.id, delivered, 30000);
      expect(done.forwardedAt!.getTime() - claimedAt.getTime()).toBeGreaterThanOrEqual(6000);
      expect(done.attempts).toBe(2);
      expect(endpoint.postsWith(SHEET, 'name', orphan.name)).toHaveLength(1);
    });

    it('keeps the enquiry in the inbox when no endpoint URL is configured, and delivers it on retry once one is', async () => {
      await stack.stopWorker();
      await stack.startWorker({ ENQUIRY_SHEET_URL: '' });
      const body = footer();
      let res;
      try {
        res = await post('/api/enquiries', body);
        const kept = await waitForRow(res.body.id, (e) => e.deliveryStatus === 'not_configured');
        expect(kept.lastError).toMatch(/ENQUIRY_SHEET_URL is not set/);
        expect(endpoint.postsWith(SHEET, 'name', body.name)).toHaveLength(0);
      } finally {
        await stack.stopWorker();
        await stack.startWorker();
      }
      const retry = await stack.http(`/api/admin/enquiries/${res.body.id}/retry`, { method: 'POST', token: stack.adminToken });
      expect(retry.status).toBe(200);
      await waitForRow(res.body.id, delivered);
      expect(endpoint.postsWith(SHEET, 'name', body.name)).toHaveLength(1);
    });
  });

  describe('validation', () => {
    const expect400 = async (path: string, json: unknown, fields: Record<string, string>) => {
      const res = await post(path, json);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, statusCode: 400 });
      expect(res.body.fields).toEqual(fields);
      expect(Object.values(fields)).toContain(res.body.message);
    };

    it('answers the spec §5 footer messages, all at once', async () => {
      await expect400(
        '/api/enquiries',
        { source: 'footer', name: '  ', phone: '98765', email: 'not-an-email', service: '', message: ' ', website: '' },
        {
          name: 'Name is required.',
          phone: 'Valid 10-digit phone number is required.',
          email: 'Valid email address is required.',
          service: 'Please select a service.',
          message: 'Message cannot be empty.',
        },
      );
      await expect400('/api/enquiries', { source: 'footer' }, {
        name: 'Name is required.',
        phone: 'Valid 10-digit phone number is required.',
        email: 'Valid email address is required.',
        service: 'Please select a service.',
        message: 'Message cannot be empty.',
      });
    });

    it('checks each rule on its own', async () => {
      await expect400('/api/enquiries', footer({ phone: '98765432101' }), { phone: 'Valid 10-digit phone number is required.' });
      await expect400('/api/enquiries', footer({ phone: '98765-4321' }), { phone: 'Valid 10-digit phone number is required.' });
      await expect400('/api/enquiries', footer({ email: 'a@b' }), { email: 'Valid email address is required.' });
      await expect400('/api/enquiries', footer({ name: 42 }), { name: 'Name is required.' });
      await expect400('/api/enquiries', footer({ name: 'x'.repeat(101) }), { name: 'Name must be at most 100 characters.' });
      await expect400('/api/enquiries', footer({ message: 'x'.repeat(2001) }), { message: 'Message must be at most 2000 characters.' });
      await expect400('/api/enquiries', footer({ source: 'sms' }), { source: 'Source must be footer or contact.' });
      await expect400('/api/enquiries', footer({ extra: 1 }), { extra: 'Unknown field "extra"' });
    });

    it('allows only newborn from the footer, and newborn, baby or family from the contact page', async () => {
      await expect400('/api/enquiries', footer({ service: 'baby' }), { service: 'Please select a service.' });
      await expect400('/api/enquiries', footer({ source: 'contact', service: 'wedding' }), { service: 'Please select a service.' });
      for (const service of ['newborn', 'baby', 'family']) {
        expect((await post('/api/enquiries', footer({ source: 'contact', service }))).status).toBe(201);
      }
    });

    it('validates the theme checkout: required fields, themes, sections each Premium or General with matching counts', async () => {
      await expect400(
        '/api/enquiries/theme-checkout',
        { name: '', email: 'x', phone: '', address: '  ', themeIds: '', themeSections: '' },
        {
          name: 'Name is required.',
          email: 'Valid email address is required.',
          phone: 'Valid 10-digit phone number is required.',
          address: 'Address is required.',
          themeIds: 'Please select at least one theme.',
          themeSections: "Each selected theme needs its section, 'Premium' or 'General'.",
        },
      );
      const sections = { themeSections: "Each selected theme needs its section, 'Premium' or 'General'." };
      await expect400('/api/enquiries/theme-checkout', checkout({ themeSections: 'General' }), sections);
      await expect400('/api/enquiries/theme-checkout', checkout({ themeSections: 'General,Gold' }), sections);
      await expect400('/api/enquiries/theme-checkout', checkout({ themeIds: 'A,,B', themeSections: 'General,General,General' }), {
        themeIds: 'Please select at least one theme.',
      });
      await expect400('/api/enquiries/theme-checkout', checkout({ address: 'x'.repeat(501) }), { address: 'Address must be at most 500 characters.' });
    });

    it('accepts the themes as lists too (titles containing commas) and stores nothing for bad input', async () => {
      const body = checkout({ themeIds: ['Lights, Camera', 'Cradle'], themeSections: ['Premium', 'General'] });
      const res = await post('/api/enquiries/theme-checkout', body);
      expect(res.status).toBe(201);
      expect(await row(res.body.id)).toMatchObject({ themeIds: 'Lights, Camera,Cradle', themeSections: 'Premium,General' });
      const before = await stack.orm.em.fork().count(Enquiry);
      await post('/api/enquiries', footer({ phone: 'abc' }));
      expect(await stack.orm.em.fork().count(Enquiry)).toBe(before);
    });
  });

  describe('spam protection', () => {
    it('answers a bot that filled the honeypot like a success, but stores and forwards nothing', async () => {
      const before = await stack.orm.em.fork().count(Enquiry);
      const body = footer({ website: 'http://cheap-pills.example' });
      const res = await post('/api/enquiries', body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ error: false, message: 'Message sent successfully!', id: expect.any(String) });
      const checkoutBot = await post('/api/enquiries/theme-checkout', checkout({ website: 'x' }));
      expect(checkoutBot.status).toBe(201);
      expect(await stack.orm.em.fork().count(Enquiry)).toBe(before);
      expect(await row(res.body.id)).toBeNull();
      await new Promise((r) => setTimeout(r, 300));
      expect(endpoint.postsWith(SHEET, 'name', body.name)).toHaveLength(0);
    });

    it(`rate-limits each client to ${RATE_LIMIT} enquiries an hour (429), across both endpoints and bad requests too`, async () => {
      const ip = freshIp();
      for (let i = 0; i < RATE_LIMIT - 2; i++) expect((await post('/api/enquiries', footer(), ip)).status).toBe(201);
      expect((await post('/api/enquiries', footer({ phone: '1' }), ip)).status).toBe(400);
      expect((await post('/api/enquiries/theme-checkout', checkout(), ip)).status).toBe(201);
      const before = await stack.orm.em.fork().count(Enquiry);
      const limited = await post('/api/enquiries', footer(), ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: true, statusCode: 429, message: expect.stringMatching(/Too many messages/) });
      expect((await post('/api/enquiries/theme-checkout', checkout(), ip)).status).toBe(429);
      expect(await stack.orm.em.fork().count(Enquiry)).toBe(before);
      // Another client is not affected.
      expect((await post('/api/enquiries', footer())).status).toBe(201);
    });
  });

  describe('admin inbox', () => {
    it('lists newest first with contact details, themes, both statuses and counts; filters; pages', async () => {
      const a = await post('/api/enquiries', footer({ name: uniqueName('Inbox First') }));
      const b = await post('/api/enquiries/theme-checkout', checkout({ name: uniqueName('Inbox Second') }));
      await waitForRow(b.body.id, delivered);
      await waitForRow(a.body.id, delivered);

      const res = await stack.http('/api/admin/enquiries?limit=2', { token: stack.adminToken });
      expect(res.status).toBe(200);
      expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([b.body.id, a.body.id]);
      expect(res.body.items[0]).toMatchObject({
        id: b.body.id,
        source: 'theme-checkout',
        phone: '9123456780',
        email: 'meera@example.in',
        address: '12 Palm Grove, Andheri West, Mumbai',
        themes: [
          { title: 'Diwali Diyas', section: 'General' },
          { title: 'Royal Cradle', section: 'Premium' },
        ],
        deliveryStatus: 'forwarded',
        studioStatus: 'new',
        attempts: 1,
        lastError: null,
        forwardedAt: expect.any(String),
        createdAt: expect.any(String),
      });
      expect(res.body.items[1]).toMatchObject({ source: 'footer', service: 'newborn', message: expect.any(String), themes: [] });
      expect(res.body).toMatchObject({ limit: 2, totalCapped: false, nextCursor: expect.any(String) });
      const { counts, total } = res.body;
      expect(counts.all).toBe(total);
      expect(counts.studio.new + counts.studio.contacted + counts.studio.booked + counts.studio.closed).toBe(total);
      expect(counts.delivery.forwarded).toBeGreaterThanOrEqual(2);
      expect(counts.delivery.failed).toBeGreaterThanOrEqual(1);

      const page2 = await stack.http(`/api/admin/enquiries?limit=2&cursor=${res.body.nextCursor}`, { token: stack.adminToken });
      expect(page2.body.items).toHaveLength(2);
      expect(page2.body.items.map((i: { id: string }) => i.id)).not.toContain(a.body.id);

      // The studio's own status, then the filter by it.
      const patched = await stack.http(`/api/admin/enquiries/${a.body.id}`, { method: 'PATCH', token: stack.adminToken, json: { studioStatus: 'booked' } });
      expect(patched.status).toBe(200);
      expect(patched.body.enquiry).toMatchObject({ id: a.body.id, studioStatus: 'booked', deliveryStatus: 'forwarded' });
      const booked = await stack.http('/api/admin/enquiries?status=booked', { token: stack.adminToken });
      expect(booked.body.items.map((i: { id: string }) => i.id)).toEqual([a.body.id]);
      expect(booked.body.counts.studio.booked).toBe(1);
      const failed = await stack.http('/api/admin/enquiries?delivery=failed', { token: stack.adminToken });
      expect(failed.body.items.length).toBeGreaterThan(0);
      expect(failed.body.items.every((i: { deliveryStatus: string }) => i.deliveryStatus === 'failed')).toBe(true);
    });

    it('validates query, body and id; 404 for an unknown enquiry', async () => {
      const t = { token: stack.adminToken };
      expect((await stack.http('/api/admin/enquiries?status=maybe', t)).body.fields).toEqual({ status: 'Status must be one of new, contacted, booked, closed' });
      expect((await stack.http('/api/admin/enquiries?limit=500', t)).status).toBe(400);
      expect((await stack.http('/api/admin/enquiries?cursor=x!y', t)).status).toBe(400);
      const bad = await stack.http('/api/admin/enquiries/00000000-0000-4000-8000-000000000000', { method: 'PATCH', ...t, json: { studioStatus: 'won' } });
      expect(bad.status).toBe(400);
      const missing = await stack.http('/api/admin/enquiries/00000000-0000-4000-8000-000000000000', { method: 'PATCH', ...t, json: { studioStatus: 'closed' } });
      expect(missing.status).toBe(404);
      expect((await stack.http('/api/admin/enquiries/00000000-0000-4000-8000-000000000000/retry', { method: 'POST', ...t })).status).toBe(404);
      expect((await stack.http('/api/admin/enquiries/not-a-uuid/retry', { method: 'POST', ...t })).status).toBe(400);
    });

    it('is for admins only: 401 anonymous, 403 for a field worker', async () => {
      expect((await stack.http('/api/admin/enquiries')).status).toBe(401);
      const user = await stack.createUser('user');
      expect((await stack.http('/api/admin/enquiries', { token: user.token })).status).toBe(403);
      expect((await stack.http('/api/admin/enquiries/00000000-0000-4000-8000-000000000000/retry', { method: 'POST', token: user.token })).status).toBe(403);
    });
  });

  // Last: it closes the api's queue connection for good.
  describe('with the queue unreachable from the api', () => {
    it('still answers 201 with the enquiry stored, and the worker\'s reconciler delivers it', async () => {
      const apiQueue = stack.api.get<Queue>(getQueueToken(QUEUES.enquiries), { strict: false });
      await apiQueue.close();
      const body = footer({ name: uniqueName('Redis Down') });
      const res = await post('/api/enquiries', body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ error: false, message: 'Message sent successfully!' });
      expect((await row(res.body.id))!.source).toBe('footer');
      await waitForRow(res.body.id, delivered, 10000);
      expect(endpoint.postsWith(SHEET, 'name', body.name)).toHaveLength(1);
    });
  });
});
