import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import { Worker, type Queue } from 'bullmq';
import { redisConnection } from '@studio/core/queue/redis-connection';
import { JOBS, QUEUES } from '@studio/core/jobs/jobs.contract';
import { runWithRequestId } from '../src/observability/request-context';
import { startTestStack, type TestStack } from './harness';

/** Queue dashboard auth, the Processing page's API, /metrics access and request ids (issue 8). */
describe('operations', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { METRICS_TOKEN: 'metrics-token-for-tests-0123456789' } });
  });
  afterAll(() => stack?.close());

  const loginRaw = (username: string, password: string) =>
    fetch(`${stack.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  const boardCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('studio_board='));
  const board = (path: string, cookie?: string, accept = 'application/json') =>
    fetch(`${stack.baseUrl}/admin/queues${path}`, { redirect: 'manual', headers: { accept, ...(cookie ? { cookie } : {}) } });

  describe('bull-board at /admin/queues', () => {
    it('sends an anonymous page load to the sign-in page and refuses anonymous API calls', async () => {
      const page = await board('', undefined, 'text/html');
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toMatch(/^\/login/);
      const api = await board('/api/queues');
      expect(api.status).toBe(401);
      expect(await api.json()).toMatchObject({ error: true, statusCode: 401 });
    });

    it('sets an HttpOnly, SameSite=Strict cookie scoped to the board at admin login, and the board then works', async () => {
      const res = await loginRaw('test-admin', 'admin-pass-123');
      expect(res.status).toBe(200);
      const setCookie = boardCookieOf(res)!;
      expect(setCookie).toBeDefined();
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      expect(setCookie).toMatch(/Path=\/admin\/queues/i);
      expect(setCookie).not.toMatch(/Secure/i); // plain http here; over https (or X-Forwarded-Proto from a local proxy) it is Secure
      const cookie = setCookie.split(';')[0];

      const page = await board('', cookie, 'text/html');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Studio queues');
      const api = await board('/api/queues', cookie);
      expect(api.status).toBe(200);
      const names = ((await api.json()) as { queues: { name: string }[] }).queues.map((q) => q.name).sort();
      expect(names).toEqual(Object.values(QUEUES).sort());

      // The cookie is accepted only by the board: the JSON api wants the bearer token.
      const elsewhere = await fetch(`${stack.baseUrl}/api/admin/queues`, { headers: { cookie } });
      expect(elsewhere.status).toBe(401);
    });

    it('marks the cookie Secure when the request came over https through a local proxy', async () => {
      const res = await fetch(`${stack.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ username: 'test-admin', password: 'admin-pass-123' }),
      });
      expect(boardCookieOf(res)).toMatch(/;\s*Secure/i);
    });

    it('takes a state-changing call with the cookie only from its own Origin (bearer scripts need none)', async () => {
      const cookie = boardCookieOf(await loginRaw('test-admin', 'admin-pass-123'))!.split(';')[0];
      const pause = (headers: Record<string, string>) =>
        fetch(`${stack.baseUrl}/admin/queues/api/queues/images/pause`, { method: 'PUT', headers: { accept: 'application/json', ...headers } });
      const missing = await pause({ cookie });
      expect(missing.status).toBe(403);
      expect(await missing.json()).toEqual({ error: true, statusCode: 403, message: 'This action must come from the dashboard page itself.' });
      expect((await pause({ cookie, origin: 'https://evil.example' })).status).toBe(403);
      expect((await pause({ cookie, origin: 'null' })).status).toBe(403);
      expect((await stack.http('/api/admin/queues', { token: stack.adminToken })).body.queues.find((q: { name: string }) => q.name === 'images').paused).toBe(false);

      expect((await pause({ cookie, origin: stack.baseUrl })).status).toBeLessThan(300);
      expect((await stack.http('/api/admin/queues', { token: stack.adminToken })).body.queues.find((q: { name: string }) => q.name === 'images').paused).toBe(true);
      const resume = await fetch(`${stack.baseUrl}/admin/queues/api/queues/images/resume`, { method: 'PUT', headers: { authorization: `Bearer ${stack.adminToken}` } });
      expect(resume.status).toBeLessThan(300);
      // Reads need no Origin.
      expect((await board('/api/queues', cookie)).status).toBe(200);
    });

    it('refuses a user session with 403 and gives users no cookie', async () => {
      const user = await stack.createUser('user');
      const res = await loginRaw(user.username, user.password);
      const set = boardCookieOf(res);
      // A user login clears any dashboard cookie instead of setting one.
      expect(set === undefined || /studio_board=;/.test(set)).toBe(true);
      const api = await fetch(`${stack.baseUrl}/admin/queues/api/queues`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(api.status).toBe(403);
      const forged = await board('/api/queues', `studio_board=${user.token}`);
      expect(forged.status).toBe(403);
    });

    it('clears the cookie at logout, and the old cookie stops working (the session is revoked)', async () => {
      const res = await loginRaw('test-admin', 'admin-pass-123');
      const { token } = (await res.json()) as { token: string };
      const cookie = boardCookieOf(res)!.split(';')[0];
      expect((await board('/api/queues', cookie)).status).toBe(200);
      const out = await fetch(`${stack.baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(out.status).toBe(200);
      expect(boardCookieOf(out)).toMatch(/studio_board=;.*Expires=Thu, 01 Jan 1970/i);
      expect((await board('/api/queues', cookie)).status).toBe(401);
    });
  });

  describe('Processing page API', () => {
    const queue = (name: string) => stack.api.get<Queue>(getQueueToken(name), { strict: false });

    it('lists every queue with its counts, admins only', async () => {
      const res = await stack.http('/api/admin/queues', { token: stack.adminToken });
      expect(res.status).toBe(200);
      expect(res.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
      expect(res.body.queues[0]).toMatchObject({ paused: false, counts: { active: 0, waiting: 0, delayed: 0, failed: 0 } });
      const user = await stack.createUser('user');
      expect((await stack.http('/api/admin/queues', { token: user.token })).status).toBe(403);
      expect((await stack.http('/api/admin/queues')).status).toBe(401);
    });

    it('pauses and resumes a queue', async () => {
      const paused = await stack.http('/api/admin/queues/images/pause', { method: 'POST', token: stack.adminToken });
      expect(paused.status).toBe(200);
      expect(paused.body.queue).toMatchObject({ name: 'images', paused: true });
      expect(await queue(QUEUES.images).isPaused()).toBe(true);
      const resumed = await stack.http('/api/admin/queues/images/resume', { method: 'POST', token: stack.adminToken });
      expect(resumed.body.queue).toMatchObject({ name: 'images', paused: false });
    });

    it('answers 400 for an unknown queue', async () => {
      const res = await stack.http('/api/admin/queues/nope/pause', { method: 'POST', token: stack.adminToken });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, message: 'Unknown queue' });
    });

    it('clears failed jobs', async () => {
      const q = queue(QUEUES.enquiries);
      // A throwaway worker that fails every job, so a real failed job exists.
      const failing = new Worker(QUEUES.enquiries, async () => {
        throw new Error('boom');
      }, { connection: redisConnection(stack.config.redisUrl), prefix: stack.config.queuePrefix });
      try {
        const failed = new Promise((resolve) => failing.once('failed', resolve));
        await q.add('test-failed', { enquiryId: randomUUID() }, { jobId: randomUUID(), attempts: 1 });
        await failed;
      } finally {
        await failing.close();
      }
      expect(await q.getFailedCount()).toBe(1);
      const res = await stack.http('/api/admin/queues/enquiries/clean-failed', { method: 'POST', token: stack.adminToken });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ removed: 1 });
      expect(await q.getFailedCount()).toBe(0);
    });

    it("'run missing' gives waiting rows without a job their job, once", async () => {
      const em = stack.orm.em.fork();
      const enquiryId = randomUUID();
      await em.getConnection().execute(
        `insert into enquiries (id, source, name, phone, email, service, message) values (?, 'contact', 'Asha', '9876543210', 'asha@example.com', 'newborn', 'hello')`,
        [enquiryId],
      );
      const assetId = randomUUID();
      await em.getConnection().execute(
        `insert into image_assets (id, kind, status, original_key, content_type, bytes, content_hash) values (?, 'gallery', 'processing', ?, 'image/jpeg', 10, 'x')`,
        [assetId, `originals/${assetId}`],
      );
      await stack.http('/api/admin/queues/enquiries/pause', { method: 'POST', token: stack.adminToken });
      await stack.http('/api/admin/queues/images/pause', { method: 'POST', token: stack.adminToken });
      try {
        const first = await stack.http('/api/admin/queues/enquiries/run-missing', { method: 'POST', token: stack.adminToken });
        expect(first.status).toBe(200);
        expect(first.body).toMatchObject({ rows: 1, enqueued: 1, alive: 0 });
        const job = await queue(QUEUES.enquiries).getJob(enquiryId);
        expect(job?.name).toBe(JOBS.enquiriesForward);
        expect(job?.data).toMatchObject({ enquiryId });
        const again = await stack.http('/api/admin/queues/enquiries/run-missing', { method: 'POST', token: stack.adminToken });
        expect(again.body).toMatchObject({ rows: 1, enqueued: 0, alive: 1 });

        const images = await stack.http('/api/admin/queues/images/run-missing', { method: 'POST', token: stack.adminToken });
        expect(images.body).toMatchObject({ rows: 1, enqueued: 1 });
        expect((await queue(QUEUES.images).getJob(assetId))?.data).toMatchObject({ assetId, originalKey: `originals/${assetId}` });

        const reprocess = await stack.http('/api/admin/queues/enquiries/reprocess-all', { method: 'POST', token: stack.adminToken });
        expect(reprocess.status).toBe(400);
      } finally {
        await stack.http('/api/admin/queues/enquiries/resume', { method: 'POST', token: stack.adminToken });
        await stack.http('/api/admin/queues/images/resume', { method: 'POST', token: stack.adminToken });
        await queue(QUEUES.enquiries).obliterate({ force: true });
        await queue(QUEUES.images).obliterate({ force: true });
        await em.getConnection().execute('delete from enquiries where id = ?', [enquiryId]);
        await em.getConnection().execute('delete from image_assets where id = ?', [assetId]);
      }
    });
  });

  describe('GET /metrics', () => {
    it('serves Prometheus text to loopback callers: route templates, queue depth, job metrics', async () => {
      await stack.http('/api/health');
      await stack.http(`/api/admin/queues/images/pause`, { method: 'POST' }); // 401, still observed
      const res = await fetch(`${stack.baseUrl}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/health"[^}]*status="200"/);
      expect(text).toMatch(/route="\/api\/admin\/queues\/:name\/pause"/);
      expect(text).toMatch(/studio_queue_jobs\{queue="images",state="waiting"\} \d+/);
      expect(text).toContain('studio_job_duration_seconds_bucket{queue="images",outcome="completed",le="+Inf"}');
      expect(text).toContain('studio_job_failures_total{queue="enquiries"}');
      expect(text).toContain('studio_image_bytes_total{direction="out"}');
    });

    it('refuses non-loopback callers without the token when loopback is turned off, and accepts the token', async () => {
      const config = stack.config as { metricsAllowLoopback: boolean };
      config.metricsAllowLoopback = false;
      try {
        expect((await fetch(`${stack.baseUrl}/metrics`)).status).toBe(403);
        expect((await fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(403);
        const ok = await fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: 'Bearer metrics-token-for-tests-0123456789' } });
        expect(ok.status).toBe(200);
      } finally {
        config.metricsAllowLoopback = true;
      }
    });

    it('is not served the SPA or cached', async () => {
      const res = await fetch(`${stack.baseUrl}/metrics`, { headers: { accept: 'text/html' } });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('GET /api/docs', () => {
    it('serves the OpenAPI document (the committed openapi.json) to admins only', async () => {
      expect((await stack.http('/api/docs')).status).toBe(401);
      const user = await stack.createUser('user');
      expect((await stack.http('/api/docs', { token: user.token })).status).toBe(403);
      const res = await stack.http('/api/docs', { token: stack.adminToken });
      expect(res.status).toBe(200);
      const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'));
      expect(res.body).toEqual(committed);
      expect(res.body.paths['/api/gallery/all'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/GalleryPage' });
    });
  });

  describe('request ids', () => {
    it('echoes a plain X-Request-Id and replaces a missing or unsafe one', async () => {
      const given = await stack.http('/api/health', { headers: { 'x-request-id': 'abc-123.def' } });
      expect(given.headers.get('x-request-id')).toBe('abc-123.def');
      const none = await stack.http('/api/health');
      expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const unsafe = await stack.http('/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
      expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('puts the request id into jobs enqueued while handling a request, keeping an explicit one', async () => {
      const q = stack.api.get<Queue>(getQueueToken(QUEUES.enquiries), { strict: false });
      await q.pause();
      try {
        const a = randomUUID();
        const b = randomUUID();
        await runWithRequestId('req-42', async () => {
          await q.add(JOBS.enquiriesForward, { enquiryId: a }, { jobId: a });
          await q.addBulk([{ name: JOBS.enquiriesForward, data: { enquiryId: b, requestId: 'explicit' }, opts: { jobId: b } }]);
        });
        expect((await q.getJob(a))?.data).toEqual({ enquiryId: a, requestId: 'req-42' });
        expect((await q.getJob(b))?.data).toEqual({ enquiryId: b, requestId: 'explicit' });
        const c = randomUUID();
        await q.add(JOBS.enquiriesForward, { enquiryId: c }, { jobId: c });
        expect((await q.getJob(c))?.data).toEqual({ enquiryId: c });
      } finally {
        await q.obliterate({ force: true });
        await q.resume();
      }
    });
  });
});
