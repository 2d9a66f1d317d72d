import { startTestStack, type TestStack } from './harness';

describe('auth and users (HTTP, real services)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '8' } });
  });
  afterAll(() => stack?.close());

  it('logs in with the seeded admin and answers the spec fields', async () => {
    const res = await stack.http('/api/login', { method: 'POST', json: { username: 'test-admin', password: 'admin-pass-123' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, message: 'Login successful', role: 'admin' });
    expect(typeof res.body.token).toBe('string');
    const check = await stack.http('/api/check-auth', { token: res.body.token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ isAuthenticated: true, role: 'admin', username: 'test-admin' });
  });

  it('refuses a wrong password and an unknown user with 401 and the error shape', async () => {
    for (const json of [
      { username: 'test-admin', password: 'nope-nope' },
      { username: 'ghost', password: 'whatever1' },
    ]) {
      const res = await stack.http('/api/login', { method: 'POST', json });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: true, message: 'Invalid username or password', statusCode: 401 });
    }
  });

  it('validates the login body', async () => {
    const res = await stack.http('/api/login', { method: 'POST', json: { username: '  ', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ username: 'Username is required', password: 'Password is required' });
    const bad = await stack.http('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(true);
    // Postgres cannot hold a NUL character: refused as bad input, not a 500 from the query (a users call, so the
    // login rate limit the other tests count on is not spent).
    const nul = await stack.http('/api/users', { method: 'POST', token: stack.adminToken, json: { username: 'ra\u0000vi', password: 'secret1', role: 'user' } });
    expect(nul.status).toBe(400);
    expect(nul.body.fields).toEqual({ username: 'username contains an invalid character (NUL)' });
  });

  it('answers 401 without a token, 401 for a garbage token, 403 for a user on an admin call', async () => {
    expect((await stack.http('/api/check-auth')).status).toBe(401);
    expect((await stack.http('/api/check-auth', { token: 'garbage.token.here' })).status).toBe(401);
    const user = await stack.createUser('user');
    const check = await stack.http('/api/check-auth', { token: user.token });
    expect(check.body).toMatchObject({ isAuthenticated: true, role: 'user' });
    const res = await stack.http('/api/users', { method: 'POST', token: user.token, json: { username: 'x1', password: 'secret1' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: true, statusCode: 403 });
    const anon = await stack.http('/api/users', { method: 'POST', json: { username: 'x1', password: 'secret1' } });
    expect(anon.status).toBe(401);
  });

  it('revokes a token at logout, everywhere', async () => {
    const user = await stack.createUser('admin');
    const out = await stack.http('/api/auth/logout', { method: 'POST', token: user.token });
    expect(out.status).toBe(200);
    expect((await stack.http('/api/check-auth', { token: user.token })).status).toBe(401);
    const res = await stack.http('/api/users', { method: 'POST', token: user.token, json: { username: 'y1', password: 'secret1' } });
    expect(res.status).toBe(401);
    // A fresh login still works.
    const again = await stack.login(user.username, user.password);
    expect((await stack.http('/api/check-auth', { token: again })).status).toBe(200);
  });

  it('creates users with every spec validation message, and 409 on a duplicate', async () => {
    const post = (json: unknown) => stack.http('/api/users', { method: 'POST', token: stack.adminToken, json });
    expect((await post({ username: '', password: 'secret1' })).body.fields).toEqual({ username: 'Username is required' });
    expect((await post({ username: 'anita' })).body.fields).toEqual({ password: 'Password is required' });
    const short = await post({ username: 'anita', password: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    expect((await post({ username: 'anita', password: 'secret1', role: 'owner' })).body.fields).toEqual({ role: 'Role must be user or admin' });
    expect((await post({ username: 'anita', password: 'secret1', extra: 1 })).status).toBe(400);

    const ok = await post({ username: '  anita  ', password: 'secret1' });
    expect(ok.status).toBe(201);
    expect(ok.body.user).toMatchObject({ username: 'anita', role: 'user' });
    expect(ok.body.user).not.toHaveProperty('passwordHash');
    const dup = await post({ username: 'anita', password: 'secret2', role: 'admin' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Username "anita" is already taken');
    // The stored hash is argon2id.
    const rows = await stack.orm.em.fork().getConnection().execute(`select password_hash from users where username = 'anita'`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('rate-limits login attempts with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await stack.http('/api/login', { method: 'POST', json: { username: 'test-admin', password: 'wrong-pass' } })).status);
    }
    expect(statuses).toContain(429);
    const limited = await stack.http('/api/login', { method: 'POST', json: { username: 'test-admin', password: 'wrong-pass' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: true, statusCode: 429 });
  });

  it('sets security headers (helmet)', async () => {
    const res = await stack.http('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
