import { Session } from '@studio/core/entities/session.entity';
import { startTestStack, type TestStack, type TestUser } from './harness';

// Real services on a shared 2-core machine; argon2 at 64 MiB takes a while per check.
jest.setTimeout(180_000);

const PER_ACCOUNT = 4;
const PER_DEVICE = 4;
const QUEUE_MAX = 4;

interface LoginAnswer {
  status: number;
  headers: Headers;
  body: { message?: string; token?: string; retryAfterSeconds?: number };
  /** The device cookie this answer set, as `name=value`. */
  deviceCookie?: string;
  setCookie: string[];
}

describe('privacy: sign-in under attack (device cookie against lock-out, bounded argon2 queue)', () => {
  let stack: TestStack;
  let ip = 0;
  const freshIp = () => `198.51.100.${(++ip % 250) + 1}`;
  const sessions = () => stack.orm.em.fork().count(Session);

  async function login(username: string, password: string, cookie?: string): Promise<LoginAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': freshIp() };
    if (cookie) headers.cookie = cookie;
    const res = await fetch(`${stack.baseUrl}/api/login`, { method: 'POST', headers, body: JSON.stringify({ username, password }) });
    const setCookie = res.headers.getSetCookie();
    const device = setCookie.find((c) => c.startsWith('studio_device_'));
    return { status: res.status, headers: res.headers, body: (await res.json()) as LoginAnswer['body'], deviceCookie: device?.split(';')[0], setCookie };
  }

  /** Wrong passwords from many addresses until the account answers 429. */
  async function lockAccount(user: TestUser) {
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      const res = await login(user.username, 'wrong-password');
      if (res.status === 429) return res;
      expect(res.status).toBe(401);
    }
    throw new Error('the account was never locked');
  }

  beforeAll(async () => {
    stack = await startTestStack({
      env: {
        LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_ACCOUNT_RATE_LIMIT: String(PER_ACCOUNT),
        LOGIN_DEVICE_RATE_LIMIT: String(PER_DEVICE),
        PASSWORD_HASH_CONCURRENCY: '1',
        PASSWORD_HASH_QUEUE_MAX: String(QUEUE_MAX),
      },
    });
  });
  afterAll(() => stack?.close());

  describe('device cookie', () => {
    it('is set at a successful sign-in: HttpOnly, SameSite=Strict, only for the sign-in route, long-lived; not at a failed one', async () => {
      const user = await stack.createUser('user');
      expect((await login(user.username, 'wrong-password')).deviceCookie).toBeUndefined();
      const ok = await login(user.username, user.password);
      expect(ok.status).toBe(200);
      const header = ok.setCookie.find((c) => c.startsWith('studio_device_'))!;
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Strict/);
      expect(header).toMatch(/; Path=\/api\/login/);
      expect(Number(/Max-Age=(\d+)/.exec(header)![1])).toBeGreaterThan(300 * 24 * 3600);
      expect(header).not.toContain(user.username);
    });

    it("lets a device that signed in before past the account's lock, while a fresh device gets 429", async () => {
      const admin = await stack.createUser('admin');
      const known = await login(admin.username, admin.password);
      expect(known.status).toBe(200);
      const cookie = known.deviceCookie!;
      expect(cookie).toMatch(/^studio_device_[\w-]+=[\w-]+\.\d+\.[\w-]+$/);

      const locked = await lockAccount(admin);
      expect(locked.body.message).toMatch(/^Too many sign-in attempts for this account\. Please try again in \d+ minutes?\.$/);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

      const other = await stack.createUser('user');
      const otherCookie = (await login(other.username, other.password)).deviceCookie!;
      // A fresh device, even with the right password: held back.
      const before = await sessions();
      const fresh = await login(admin.username, admin.password);
      expect(fresh.status).toBe(429);
      // A forged cookie, or another user's, is no device cookie.
      const [name, value] = cookie.split('=');
      const [id, issued, sig] = value.split('.');
      expect((await login(admin.username, admin.password, `${name}=${id}.${Number(issued) - 1}.${sig}`)).status).toBe(429);
      expect((await login(admin.username, admin.password, `${name}=${otherCookie.split('=')[1]}`)).status).toBe(429);
      expect(await sessions()).toBe(before); // none of these opened a session

      // The known device signs in, and its cookie is renewed (same device).
      const back = await login(admin.username, admin.password, cookie);
      expect(back.status).toBe(200);
      expect(back.body.token).toEqual(expect.any(String));
      expect(back.deviceCookie!.split('=')[1].split('.')[0]).toBe(id);
      expect((await stack.http('/api/check-auth', { token: back.body.token })).body).toMatchObject({ isAuthenticated: true, role: 'admin' });
    });

    it('holds a known device to its own limit of tries', async () => {
      const user = await stack.createUser('user');
      const cookie = (await login(user.username, user.password)).deviceCookie!;
      const statuses: number[] = [];
      for (let i = 0; i < PER_DEVICE + 1; i++) statuses.push((await login(user.username, 'wrong-password', cookie)).status);
      expect(statuses).toEqual([...Array<number>(PER_DEVICE).fill(401), 429]);
      const held = await login(user.username, user.password, cookie);
      expect(held.status).toBe(429);
      expect(held.body.message).toMatch(/^Too many sign-in attempts from this device\. Please try again in \d+ minutes?\.$/);
    });
  });

  describe('bounded argon2 queue', () => {
    it('answers a flood of random usernames past the line with 503 and Retry-After, stores nothing, and lets staff sign in', async () => {
      const staff = await stack.createUser('admin');
      const cookie = (await login(staff.username, staff.password)).deviceCookie!;
      const before = await sessions();

      const flood = Array.from({ length: 40 }, (_, i) => login(`nobody-${i}-${Math.random().toString(36).slice(2)}`, 'guess'));
      // A staff member on a device that signed in before, once the flood has filled the line: the priority lane
      // (an ordinary try now would answer 503, as the flood's do).
      await new Promise((r) => setTimeout(r, 100));
      expect((await login(`nobody-late-${Date.now()}`, 'guess')).status).toBe(503);
      const started = Date.now();
      const during = await login(staff.username, staff.password, cookie);
      const waitedMs = Date.now() - started;
      const answers = await Promise.all(flood);

      expect(during.status).toBe(200);
      const counts = answers.reduce<Record<number, number>>((c, a) => ({ ...c, [a.status]: (c[a.status] ?? 0) + 1 }), {});
      expect(Object.keys(counts).sort()).toEqual(['401', '503']);
      // At most the running check and the line got a real answer.
      expect(counts[401]).toBeLessThanOrEqual(1 + QUEUE_MAX + 1);
      const busy = answers.find((a) => a.status === 503)!;
      expect(busy.body.message).toMatch(/^Sign-in is busy right now\. Please try again in \d+ seconds?\.$/);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(busy.headers.get('retry-after')).toBe(String(busy.body.retryAfterSeconds));
      expect(busy.deviceCookie).toBeUndefined();
      expect(await sessions()).toBe(before + 1); // the staff sign-in only
      // The known device waited for the running check and the priority line at most, not the flood's.
      expect(waitedMs).toBeLessThan(15_000);

      // After the flood, a sign-in without any cookie works, and the api is healthy.
      const after = await login(staff.username, staff.password);
      expect(after.status).toBe(200);
      expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
    });
  });
});
