import { randomUUID } from 'node:crypto';
import { Session } from '@studio/core/entities/session.entity';
import { User } from '@studio/core/entities/user.entity';
import { EXPIRED_SESSION_GRACE_MS, SessionPurgeService } from '../src/auth/session-purge.service';
import { LAST_ADMIN_MESSAGE } from '../src/users/users.service';
import { startTestStack, type TestStack } from './harness';

describe('staff accounts: list, role, disable, passwords, last admin, expired sessions', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // Many sign-ins from one loopback address here; the limits have their own spec.
    stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', LOGIN_ACCOUNT_RATE_LIMIT: '1000' } });
  });
  afterAll(() => stack?.close());

  const patch = (id: string, json: unknown, token = stack.adminToken) => stack.http(`/api/users/${id}`, { method: 'PATCH', token, json });
  const row = (id: string) => stack.orm.em.fork().findOneOrFail(User, { id });
  const liveSessions = (userId: string) => stack.orm.em.fork().count(Session, { userId, revokedAt: null });

  it('lists every account with role, disabled and last sign-in, for admins only', async () => {
    const worker = await stack.createUser('user');
    const res = await stack.http('/api/users', { token: stack.adminToken });
    expect(res.status).toBe(200);
    const mine = res.body.items.find((u: { id: string }) => u.id === worker.id);
    expect(mine).toEqual({ id: worker.id, username: worker.username, role: 'user', disabled: false, createdAt: expect.any(String), lastLoginAt: expect.any(String) });
    expect(Date.now() - Date.parse(mine.lastLoginAt)).toBeLessThan(60_000);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    expect((await stack.http('/api/users', { token: worker.token })).status).toBe(403);
    expect((await stack.http('/api/users')).status).toBe(401);
  });

  it('disables a user: every session of theirs answers 401 at once, their login answers 401; enabling lets them back', async () => {
    const worker = await stack.createUser('user');
    const second = await stack.login(worker.username, worker.password);
    expect(await liveSessions(worker.id)).toBe(2);
    const res = await patch(worker.id, { disabled: true });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: worker.id, disabled: true });
    expect(await liveSessions(worker.id)).toBe(0);
    for (const token of [worker.token, second]) {
      const me = await stack.http('/api/check-auth', { token });
      expect(me.status).toBe(401);
    }
    const login = await stack.http('/api/login', { method: 'POST', json: { username: worker.username, password: worker.password } });
    expect(login.status).toBe(401);
    expect(login.body).toMatchObject({ error: true, message: 'This account has been disabled. Please ask the studio admin.' });
    // A wrong password for a disabled account says nothing about it.
    const wrong = await stack.http('/api/login', { method: 'POST', json: { username: worker.username, password: 'nope-nope' } });
    expect(wrong.body.message).toBe('Invalid username or password');

    expect((await patch(worker.id, { disabled: false })).status).toBe(200);
    expect((await stack.http('/api/check-auth', { token: await stack.login(worker.username, worker.password) })).status).toBe(200);
  });

  it('changes a role (the new role applies to existing sessions) and sets a new password (old sessions end)', async () => {
    const worker = await stack.createUser('user');
    expect((await patch(worker.id, { role: 'admin' })).body.user.role).toBe('admin');
    expect((await stack.http('/api/users', { token: worker.token })).status).toBe(200);
    expect((await patch(worker.id, { role: 'user' })).status).toBe(200);
    expect((await stack.http('/api/users', { token: worker.token })).status).toBe(403);

    expect((await patch(worker.id, { password: 'brand-new-pass' })).status).toBe(200);
    expect((await stack.http('/api/check-auth', { token: worker.token })).status).toBe(401);
    expect((await stack.http('/api/login', { method: 'POST', json: { username: worker.username, password: worker.password } })).status).toBe(401);
    await stack.login(worker.username, 'brand-new-pass');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const worker = await stack.createUser('user');
    const before = await row(worker.id);
    for (const [body, message] of [
      [{ role: 'owner' }, 'Role must be user or admin'],
      [{ disabled: 'yes' }, 'Disabled must be true or false'],
      [{ password: '123' }, 'Password must be at least 6 characters'],
      [{ username: 'renamed' }, expect.any(String)],
      [{}, 'Nothing to change: send role, disabled or password.'],
    ] as const) {
      const res = await patch(worker.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, message });
    }
    expect((await patch('not-a-uuid', { disabled: true })).status).toBe(400);
    expect((await patch(randomUUID(), { disabled: true })).status).toBe(404);
    expect((await patch(worker.id, { disabled: true }, worker.token)).status).toBe(403);
    const after = await row(worker.id);
    expect({ role: after.role, disabled: after.disabled, hash: after.passwordHash }).toEqual({ role: before.role, disabled: before.disabled, hash: before.passwordHash });
  });

  it('never leaves the studio without an active admin (409), even when two admins demote each other at once', async () => {
    const other = await stack.createUser('admin');
    const me = await stack.http('/api/check-auth', { token: stack.adminToken });
    const users = (await stack.http('/api/users', { token: stack.adminToken })).body.items as { id: string; username: string }[];
    const adminId = users.find((u) => u.username === me.body.username)!.id;
    // Both at the same moment: exactly one may succeed. The other is 409 (it got past its guard first, then found
    // its target the last admin) or, if its guard ran after the first one committed, 403 (its author demoted) or
    // 401 (its author disabled).
    const [a, b] = await Promise.all([patch(other.id, { role: 'user' }), patch(adminId, { disabled: true }, other.token)]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const loser = a.status === 200 ? b : a;
    expect([401, 403, 409]).toContain(loser.status);
    if (loser.status === 409) expect(loser.body).toEqual({ error: true, statusCode: 409, message: LAST_ADMIN_MESSAGE });
    const active = (await stack.orm.em.fork().find(User, { role: 'admin', disabled: false })).length;
    expect(active).toBe(1);
    // Restore: the remaining admin cannot be demoted or disabled.
    const survivor = a.status === 200 ? adminId : other.id;
    const survivorToken = a.status === 200 ? stack.adminToken : other.token;
    expect((await patch(survivor, { role: 'user' }, survivorToken)).status).toBe(409);
    expect((await patch(survivor, { disabled: true }, survivorToken)).status).toBe(409);
    if (survivor === other.id) await patch(adminId, { disabled: false }, other.token);
  });

  it('changes one\'s own password: current one required, every other session ends, this one stays', async () => {
    const worker = await stack.createUser('user');
    const other = await stack.login(worker.username, worker.password);
    const wrong = await stack.http('/api/auth/password', { method: 'POST', token: worker.token, json: { currentPassword: 'not-it', newPassword: 'next-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: true, message: 'Current password is incorrect', fields: { currentPassword: 'Current password is incorrect' } });
    expect((await stack.http('/api/auth/password', { method: 'POST', token: worker.token, json: { currentPassword: worker.password, newPassword: '123' } })).status).toBe(400);
    expect((await stack.http('/api/auth/password', { method: 'POST', json: { currentPassword: worker.password, newPassword: 'next-password' } })).status).toBe(401);

    const ok = await stack.http('/api/auth/password', { method: 'POST', token: worker.token, json: { currentPassword: worker.password, newPassword: 'next-password' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ error: false, endedSessions: 1 });
    expect((await stack.http('/api/check-auth', { token: worker.token })).status).toBe(200);
    expect((await stack.http('/api/check-auth', { token: other })).status).toBe(401);
    await stack.login(worker.username, 'next-password');
  });

  it('purges sessions once they are past expiry (and the grace day), keeping live ones', async () => {
    const worker = await stack.createUser('user');
    const em = stack.orm.em.fork();
    const old = em.create(Session, { id: randomUUID(), userId: worker.id, expiresAt: new Date(Date.now() - EXPIRED_SESSION_GRACE_MS - 60_000), revokedAt: null, createdAt: new Date() });
    const recent = em.create(Session, { id: randomUUID(), userId: worker.id, expiresAt: new Date(Date.now() - 60_000), revokedAt: null, createdAt: new Date() });
    await em.persistAndFlush([old, recent]);
    expect(await stack.api.get(SessionPurgeService).purge()).toBeGreaterThanOrEqual(1);
    const left = (await stack.orm.em.fork().find(Session, { userId: worker.id })).map((s) => s.id);
    expect(left).not.toContain(old.id);
    expect(left).toContain(recent.id);
    expect((await stack.http('/api/check-auth', { token: worker.token })).status).toBe(200);
  });
});
