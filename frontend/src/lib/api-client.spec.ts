import { mockFetch } from '../testing/browser-mocks';
import { ApiError, client, createApiClient, publicClient, read, setApiOrigin, setUnauthorizedHandler } from './api-client';

describe('api client (spec §7)', () => {
  afterEach(() => {
    localStorage.clear();
    setApiOrigin('');
    jest.useRealTimers();
  });

  it('sends JSON, credentials and the bearer token from localStorage; the answer is typed from the schema', async () => {
    localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(() => ({ status: 200, body: { existing: ['h1'] } }));
    const { data } = await client.POST('/api/gallery/check-hashes', { body: { hashes: ['h1'] } });
    expect(data?.existing).toEqual(['h1']);
    const init = calls[0].init;
    const headers = init.headers as Record<string, string>;
    expect(calls[0].url).toBe('/api/gallery/check-hashes');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer abc');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"hashes":["h1"]}');
  });

  it('fills path parameters and the query, and prefixes the origin set for server rendering', async () => {
    setApiOrigin('http://127.0.0.1:3000/');
    const { calls } = mockFetch(() => ({ status: 200, body: {} }));
    await client.GET('/api/gallery/all', { params: { query: { page: 2, limit: 10, category: 'All' } } });
    await client.DELETE('/api/admin/client-galleries/{id}', { params: { path: { id: 'a b' } } });
    expect(calls.map((c) => c.url)).toEqual(['http://127.0.0.1:3000/api/gallery/all?page=2&limit=10&category=All', 'http://127.0.0.1:3000/api/admin/client-galleries/a%20b']);
  });

  it('sends FormData without a JSON content type', async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: {} }));
    const form = new FormData();
    form.append('title', 't');
    await client.POST('/api/themes/add', { body: { title: 't', image: 'x', isPremium: false }, bodySerializer: () => form });
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(calls[0].init.body).toBe(form);
  });

  it('resolves 200-499 and rejects 5xx', async () => {
    mockFetch((url) => ({ status: Number(new URLSearchParams(url.split('?')[1]).get('ids')), body: { message: 'm' } }));
    const get = (status: number) => client.GET('/api/images/status', { params: { query: { ids: String(status) } } });
    expect((await get(404)).response.status).toBe(404);
    expect((await get(400)).error).toEqual({ message: 'm' });
    await expect(get(500)).rejects.toBeInstanceOf(ApiError);
    await expect(get(503)).rejects.toMatchObject({ kind: 'server', status: 503, message: 'm' });
    await expect(read(get(404))).rejects.toMatchObject({ kind: 'status', status: 404, message: 'm' });
    await expect(read(get(200))).resolves.toEqual({ message: 'm' });
  });

  it('a 401 removes the token and calls the unauthorized handler', async () => {
    localStorage.setItem('token', 'abc');
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    mockFetch(() => ({ status: 401, body: { error: true } }));
    const res = await client.GET('/api/check-auth');
    expect(res.response.status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('the public client leaves the token alone on a 401', async () => {
    localStorage.setItem('token', 'abc');
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    mockFetch(() => ({ status: 401, body: { error: true } }));
    await publicClient.POST('/api/login', { body: { username: 'u', password: 'p' } });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(handler).not.toHaveBeenCalled();
  });

  it('times out after 10 s (or the client’s own timeout)', async () => {
    jest.useFakeTimers();
    (globalThis as unknown as { fetch: unknown }).fetch = jest.fn(
      (_u: string, init: RequestInit) =>
        new Promise((_r, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const p = client.GET('/api/check-auth');
    const assertion = expect(p).rejects.toMatchObject({ kind: 'timeout' });
    await jest.advanceTimersByTimeAsync(10_000);
    await assertion;

    const slow = createApiClient({ timeoutMs: 60_000 }).GET('/api/check-auth');
    const settled = jest.fn();
    slow.catch(settled);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(settled).not.toHaveBeenCalled();
    const late = expect(slow).rejects.toMatchObject({ kind: 'timeout' });
    await jest.advanceTimersByTimeAsync(50_000);
    await late;
  });

  it('a network failure rejects with kind network', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.GET('/api/check-auth')).rejects.toMatchObject({ kind: 'network' });
  });
});
