import { fetchCheckAuth } from './get-check-auth';

/** jsdom has no Response: a minimal stand-in for what api-client reads. */
function answer(status: number, body: unknown) {
  return Promise.resolve({ status, ok: status >= 200 && status < 300, headers: { get: () => 'application/json' }, json: async () => body, text: async () => JSON.stringify(body) } as unknown as Response);
}
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('session check without a network (docs/architecture.md §14)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    localStorage.clear();
  });

  it('keeps the field worker’s last confirmed session while the network is away; the server’s 401 ends it', async () => {
    localStorage.setItem('token', 'field-token');
    global.fetch = jest.fn(() => answer(200, { isAuthenticated: true, role: 'user', username: 'ravi' })) as typeof fetch;
    expect(await fetchCheckAuth()).toEqual({ isAuthenticated: true, role: 'user', username: 'ravi' });

    global.fetch = jest.fn(offline) as typeof fetch;
    expect(await fetchCheckAuth()).toEqual({ isAuthenticated: true, role: 'user', username: 'ravi', offline: true });
    global.fetch = jest.fn(() => answer(502, 'Bad gateway')) as typeof fetch;
    expect(await fetchCheckAuth()).toMatchObject({ isAuthenticated: true, offline: true });

    global.fetch = jest.fn(() => answer(401, { error: true, message: 'Unauthorized', statusCode: 401 })) as typeof fetch;
    expect(await fetchCheckAuth()).toEqual({ isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();
    global.fetch = jest.fn(offline) as typeof fetch;
    localStorage.setItem('token', 'field-token');
    expect(await fetchCheckAuth()).toEqual({ isAuthenticated: false });
  });

  it('keeps nothing for another token or for admins', async () => {
    localStorage.setItem('token', 'admin-token');
    global.fetch = jest.fn(() => answer(200, { isAuthenticated: true, role: 'admin', username: 'owner' })) as typeof fetch;
    await fetchCheckAuth();
    global.fetch = jest.fn(offline) as typeof fetch;
    expect(await fetchCheckAuth()).toEqual({ isAuthenticated: false });

    localStorage.setItem('token', 'field-token');
    global.fetch = jest.fn(() => answer(200, { isAuthenticated: true, role: 'user', username: 'ravi' })) as typeof fetch;
    await fetchCheckAuth();
    localStorage.setItem('token', 'someone-else');
    global.fetch = jest.fn(offline) as typeof fetch;
    expect(await fetchCheckAuth()).toEqual({ isAuthenticated: false });
  });
});
