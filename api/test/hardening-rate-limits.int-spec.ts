import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { loadConfig } from '@studio/core/config/app-config';
import { Session } from '@studio/core/entities/session.entity';
import { createApiApp } from '../src/app.factory';
import { REFUSAL_DELAY_MS } from '../src/common/refusal-delay';
import { startTestStack, type TestStack } from './harness';

const PER_ADDRESS = 6;
const PER_ACCOUNT = 5;

describe('hardening: rate limits in Redis (login by address and by username, enquiries by address, TRUST_PROXY)', () => {
  let stack: TestStack;
  let replica: NestExpressApplication;
  let replicaUrl: string;
  let noProxy: NestExpressApplication;
  let noProxyUrl: string;
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;

  const login = (base: string, username: string, password: string, ip: string) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username, password }),
    }).then(async (r) => ({ status: r.status, headers: r.headers, body: (await r.json()) as { message?: string } }));
  const sessions = () => stack.orm.em.fork().count(Session);

  async function startReplica(env: Record<string, string> = {}, host = '127.0.0.1') {
    const app = await createApiApp(loadConfig({ ...stack.env, ...env }));
    app.useLogger(['error']);
    await app.listen(0, host);
    const port = (app.getHttpServer().address() as AddressInfo).port;
    return { app, port, url: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    stack = await startTestStack({
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS), LOGIN_ACCOUNT_RATE_LIMIT: String(PER_ACCOUNT), ENQUIRY_RATE_LIMIT_PER_HOUR: '3' },
    });
    // A second api process over the same Postgres and Redis: limits must hold across replicas.
    ({ app: replica, url: replicaUrl } = await startReplica());
    ({ app: noProxy, url: noProxyUrl } = await startReplica({ TRUST_PROXY: 'none' }));
  });
  afterAll(async () => {
    await replica?.close();
    await noProxy?.close();
    await stack?.close();
  });

  it('locks an account tried from many addresses across two replicas, and says when to try again', async () => {
    const worker = await stack.createUser('user');
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      const res = await login(i % 2 ? replicaUrl : stack.baseUrl, worker.username, 'wrong-password', freshIp());
      expect(res.status).toBe(401);
    }
    // createUser signed in once already: that try counted too, so the next one is over the limit.
    const before = await sessions();
    const locked = await login(replicaUrl, worker.username, worker.password, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(locked.body).toEqual({
      error: true,
      statusCode: 429,
      message: 'Too many sign-in attempts for this account. Please try again in 15 minutes.',
      retryAfterSeconds: Number(locked.headers.get('retry-after')),
    });
    // Whatever address, whichever replica, whatever spelling of the name: still locked, and no session was opened.
    expect((await login(stack.baseUrl, worker.username.toUpperCase(), worker.password, freshIp())).status).toBe(429);
    expect(await sessions()).toBe(before);
    // Other accounts are not affected.
    expect((await login(stack.baseUrl, 'test-admin', 'admin-pass-123', freshIp())).status).toBe(200);
  });

  it('limits one address (IPv6 by its /64) across replicas, whatever usernames it tries', async () => {
    const prefix = '2001:db8:aaaa:1';
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await login(i % 2 ? replicaUrl : stack.baseUrl, `nobody-${i}`, 'x', `${prefix}::${i + 1}`);
      expect(res.status).toBe(401);
    }
    const limited = await login(stack.baseUrl, 'nobody-else', 'x', `${prefix}:ffff:ffff:ffff:ffff`);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many sign-in attempts from your connection. Please try again in 1 minute.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The next /64 is someone else.
    expect((await login(stack.baseUrl, 'nobody-else', 'x', '2001:db8:aaaa:2::1')).status).toBe(401);
  });

  it('limits an IPv6 client that reaches the api directly (HOST=::, no proxy) by its address, and an IPv4 client of the same socket apart', async () => {
    // Listening on :: (dual stack), with no proxy trusted: the peer's own address counts, not X-Forwarded-For.
    const { app, port } = await startReplica({ TRUST_PROXY: 'none' }, '::');
    const direct = (host: string, username: string) =>
      fetch(`http://${host}:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ username, password: 'x' }),
      }).then((r) => r.status);
    // The storage's keys: {<prefix>:ratelimit:login:<client>:login}:hits
    const loginKeys = async () =>
      (await stack.redis.keys(`{${stack.config.queuePrefix}:ratelimit:login:*:login}:hits`)).map((k) => k.slice(k.indexOf(':ratelimit:login:') + 17, -':login}:hits'.length));
    try {
      for (let i = 0; i < PER_ADDRESS; i++) expect(await direct('[::1]', `v6-${i}`)).toBe(401);
      expect(await direct('[::1]', 'v6-more')).toBe(429);
      // An IPv4 client on the same socket arrives as ::ffff:127.0.0.1: counted as 127.0.0.1, not with ::1, nor
      // in one /64 (::ffff:0:0/64) with every other IPv4 client.
      expect(await direct('127.0.0.1', 'v4-one')).toBe(401);
      expect(await loginKeys()).toEqual(expect.arrayContaining(['::1', '127.0.0.1']));
      expect((await loginKeys()).filter((k) => k.startsWith('::ffff') || k.startsWith('0:0:0:0:0:ffff'))).toEqual([]);
      // Where this host has a routable IPv6 address (not loopback, not link-local), a client connecting from it
      // is counted by its /64: the key is the prefix, so every address of that /64 shares one allowance.
      const routable = Object.values(networkInterfaces())
        .flat()
        .find((a) => a?.family === 'IPv6' && !a.internal && !/^fe[89ab]/i.test(a.address));
      if (routable) {
        const before = await loginKeys();
        expect(await direct(`[${routable.address}]`, 'v6-routable')).toBe(401);
        const [first] = routable.address.toLowerCase().split(':');
        const added = (await loginKeys()).filter((k) => !before.includes(k));
        expect(added).toEqual([expect.stringMatching(new RegExp(`^${first}:[0-9a-f:]*/64$`))]);
      }
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For from an untrusted peer (TRUST_PROXY=none): one loopback client, one allowance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) statuses.push((await login(noProxyUrl, `spoof-${i}`, 'x', freshIp())).status);
    // Every try counts against 127.0.0.1 (which earlier sign-ins of this file used too), so the limit is reached
    // within one allowance although each try claimed another address.
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(Array(statuses.length - statuses.indexOf(429)).fill(429));
  });

  it('limits enquiries by address across replicas, with Retry-After', async () => {
    const ip = freshIp();
    const post = (base: string) =>
      fetch(`${base}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ source: 'footer', name: 'Asha', phone: '9876543210', email: 'a@b.in', service: 'newborn', message: 'hi' }),
      });
    expect((await post(stack.baseUrl)).status).toBe(201);
    expect((await post(replicaUrl)).status).toBe(201);
    expect((await post(stack.baseUrl)).status).toBe(201);
    const limited = await post(replicaUrl);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: true, message: 'Too many messages sent from your connection. Please try again later or call us.' });
  });

  it('answers a rate-limited client a quarter of a second late, so one connection gets a few refusals a second, while other visitors are answered at once', async () => {
    const ip = freshIp();
    const post = () =>
      fetch(`${stack.baseUrl}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ source: 'footer', name: 'Flood', phone: '9876543210', email: 'a@b.in', service: 'newborn', message: 'hi' }),
      });
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(201);
    // One client waiting for each answer, as a flooding script does: at most 1000/REFUSAL_DELAY_MS refusals a second.
    const started = performance.now();
    let refused = 0;
    while (performance.now() - started < 1000) {
      const res = await post();
      expect(res.status).toBe(429);
      await res.arrayBuffer();
      refused++;
    }
    expect(refused).toBeLessThanOrEqual(Math.ceil(1000 / REFUSAL_DELAY_MS));
    // Fifty refusals waiting at once hold nothing up: a visitor's page is answered before any of them.
    await (await fetch(`${stack.baseUrl}/api/gallery/all?page=1&limit=10`)).arrayBuffer();
    const waiting = Array.from({ length: 50 }, () => post().then((r) => ({ status: r.status, at: performance.now() })));
    const asked = performance.now();
    const page = await fetch(`${stack.baseUrl}/api/gallery/all?page=1&limit=10`);
    const answeredIn = performance.now() - asked;
    expect(page.status).toBe(200);
    expect(answeredIn).toBeLessThan(REFUSAL_DELAY_MS);
    const refusals = await Promise.all(waiting);
    expect(refusals.every((r) => r.status === 429 && r.at - asked >= REFUSAL_DELAY_MS - 20)).toBe(true);
  });

  it('keeps its counters in Redis under the queue prefix', async () => {
    const keys = await stack.redis.keys(`{${stack.config.queuePrefix}:ratelimit:*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
