import { pathForRole, postLogin } from './post-login';

/** jsdom has no Response: a minimal stand-in for what api-client reads. */
function answer(status: number, body: unknown) {
  return Promise.resolve({ status, ok: status >= 200 && status < 300, headers: { get: () => 'application/json' }, json: async () => body, text: async () => JSON.stringify(body) } as unknown as Response);
}

describe('login (spec §4, §8)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  it('redirects by role', () => {
    expect(pathForRole('admin')).toBe('/admin');
    expect(pathForRole('user')).toBe('/user');
    expect(pathForRole(undefined)).toBe('/login');
    expect(pathForRole('other')).toBe('/login');
  });

  it('stores the token and uses the server message', async () => {
    global.fetch = jest.fn(() => answer(200, { error: false, message: 'Login successful', role: 'admin', token: 't0k' })) as typeof fetch;
    expect(await postLogin({ username: 'a', password: 'b' })).toMatchObject({ ok: true, data: { message: 'Login successful', role: 'admin' } });
    expect(localStorage.getItem('token')).toBe('t0k');
  });

  it('falls back to "Login successful" when there is no message', async () => {
    global.fetch = jest.fn(() => answer(200, { error: false, role: 'user', token: 'x' })) as typeof fetch;
    expect(await postLogin({ username: 'a', password: 'b' })).toMatchObject({ ok: true, data: { message: 'Login successful' } });
  });

  it('a wrong password is an error notice with the server message, and no redirect to /login loop', async () => {
    global.fetch = jest.fn(() => answer(401, { error: true, message: 'Invalid username or password', statusCode: 401 })) as typeof fetch;
    expect(await postLogin({ username: 'a', password: 'b' })).toMatchObject({ ok: false, status: 401, message: 'Invalid username or password' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says "Login failed" when the server gives no message or cannot be reached', async () => {
    global.fetch = jest.fn(() => answer(401, { error: true })) as typeof fetch;
    expect(await postLogin({ username: 'a', password: 'b' })).toMatchObject({ ok: false, message: 'Login failed' });
    global.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    expect(await postLogin({ username: 'a', password: 'b' })).toEqual({ ok: false, message: 'Login failed' });
  });
});
