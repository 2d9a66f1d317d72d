import { mockFetch } from '../testing/browser-mocks';
import { ApiError, api, apiRequest, getJson, setUnauthorizedHandler } from './api-client';

describe('api client (spec §7)', () => {
  afterEach(() => {
    localStorage.clear();
    jest.useRealTimers();
  });

  it('sends JSON, credentials and the bearer token from localStorage', async () => {
    localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(() => ({ status: 200, body: { ok: 1 } }));
    const res = await api.post<{ ok: number }>('/api/x', { a: 1 });
    expect(res.data).toEqual({ ok: 1 });
    const init = calls[0].init;
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer abc');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
  });

  it('resolves 200-499 and rejects 5xx', async () => {
    mockFetch((url) => ({ status: Number(url.split('/').pop()), body: { message: 'm' } }));
    expect((await apiRequest('/s/404')).status).toBe(404);
    expect((await apiRequest('/s/400')).ok).toBe(false);
    await expect(apiRequest('/s/500')).rejects.toBeInstanceOf(ApiError);
    await expect(getJson('/s/404')).rejects.toMatchObject({ status: 404 });
  });

  it('a 401 removes the token and calls the unauthorized handler', async () => {
    localStorage.setItem('token', 'abc');
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    mockFetch(() => ({ status: 401, body: { error: true } }));
    const res = await apiRequest('/api/check-auth');
    expect(res.status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('times out after 10 s', async () => {
    jest.useFakeTimers();
    (globalThis as unknown as { fetch: unknown }).fetch = jest.fn(
      (_u: string, init: RequestInit) =>
        new Promise((_r, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const p = apiRequest('/slow');
    const assertion = expect(p).rejects.toMatchObject({ kind: 'timeout' });
    jest.advanceTimersByTime(10_000);
    await assertion;
  });

  it('a network failure rejects with kind network', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toMatchObject({ kind: 'network' });
  });
});
