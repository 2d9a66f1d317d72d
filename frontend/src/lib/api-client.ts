/**
 * Fetch wrapper for our API (spec §7):
 * - JSON content type (unless the body is FormData), credentials included,
 * - `Authorization: Bearer <token>` from localStorage key `token`,
 * - 10 s timeout via AbortController,
 * - statuses 200-499 resolve (the caller reads `status`); 5xx, network errors and
 *   timeouts reject with ApiError,
 * - a 401 removes the stored token and navigates to /login.
 */
import createClient from 'openapi-fetch';
import { APP } from '../config/app-config';
import type { paths } from './api-schema';

export const TOKEN_KEY = 'token';

export interface ApiResponse<T> {
  status: number;
  ok: boolean;
  data: T;
  headers: Headers;
}

export type ApiErrorKind = 'network' | 'timeout' | 'server' | 'status';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Do not remove the token / redirect on 401 (e.g. the login call itself). */
  skipAuthRedirect?: boolean;
}

/** '' in the browser (same origin). The server renderer sets its own address: Node's fetch needs absolute URLs. */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

let onUnauthorized: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

/** The router registers client-side navigation here; defaults to a full page load. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Runs the 401 handler (for requests made outside apiRequest, e.g. XHR uploads with progress). */
export function triggerUnauthorized(): void {
  onUnauthorized();
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* storage unavailable (private mode): ignore */
  }
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Per-client options: a longer timeout (uploads), or no 401 handling (sign-in, a family's gallery). */
export interface SendOptions {
  timeoutMs?: number;
  /** Do not remove the token / redirect on 401 (e.g. the login call itself). */
  skipAuthRedirect?: boolean;
}

/**
 * What openapi-fetch builds for each call, kept as the URL (a path: the origin is added when sent) and its init.
 * Not the platform's Request: that one wants an absolute URL in Node (server rendering sets the origin later) and is
 * missing in jsdom.
 */
class PlainRequest {
  readonly method: string;
  constructor(
    readonly url: string,
    readonly init: RequestInit = {},
  ) {
    this.method = (init.method ?? 'GET').toUpperCase();
  }
}

/** 'content-type' -> 'Content-Type' (Headers lower-cases every name). */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

const messageIn = (data: unknown) => {
  const m = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof m === 'string' ? m : Array.isArray(m) && typeof m[0] === 'string' ? m[0] : undefined;
};

/**
 * The one way a request leaves the app: the origin, JSON accept, the bearer token, credentials, the timeout; a 401
 * clears the token and calls the unauthorized handler; 5xx, network errors and timeouts reject with ApiError.
 */
async function send(request: PlainRequest, opts: SendOptions): Promise<Response> {
  const { timeoutMs = APP.apiTimeoutMs } = opts;
  const headers: Record<string, string> = { Accept: 'application/json' };
  new Headers(request.init.headers).forEach((value, name) => {
    headers[headerName(name)] = value;
  });
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const signal = request.init.signal ?? undefined;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  signal?.addEventListener('abort', onOuterAbort);

  let res: Response;
  try {
    res = await fetch(apiOrigin + request.url, {
      method: request.method,
      headers,
      credentials: 'include',
      body: request.init.body,
      signal: controller.signal,
    });
  } catch (err) {
    if (timedOut) throw new ApiError('Request timed out', 'timeout');
    if (signal?.aborted) throw err;
    throw new ApiError('Network error', 'network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }

  if (res.status === 401 && !opts.skipAuthRedirect) {
    setToken(null);
    onUnauthorized();
  }
  if (res.status < 200 || res.status > 499) {
    let data: unknown = null;
    try {
      const text = await res.text();
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    throw new ApiError(messageIn(data) ?? `Request failed (${res.status})`, 'server', res.status, data);
  }
  return res;
}

/** A typed client of the api (paths and answers from lib/api-schema.ts, generated from openapi.json). */
export function createApiClient(opts: SendOptions = {}) {
  return createClient<paths>({
    // openapi-fetch only calls `new Request(url, init)` and reads `method`: the plain one above is enough.
    Request: PlainRequest as unknown as typeof Request,
    fetch: (request) => send(request as unknown as PlainRequest, opts),
  });
}

/** The app's client: `client.GET('/api/…', { params: { path, query } })`, `client.POST(…, { body })`. */
export const client = createApiClient();
/** For calls whose 401 is an answer, not a lost session (sign-in, a family's gallery behind its PIN). */
export const publicClient = createApiClient({ skipAuthRedirect: true });

/** What every client call resolves with (openapi-fetch's answer). */
export interface CallAnswer<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** The server's message of an error answer (its `message`, or the first of a list), if it has one. */
export const errorMessage = (error: unknown): string | undefined => messageIn(error);

/**
 * For SWR fetchers: the body of a 2xx answer (its type inferred from the call), else an ApiError (kind 'status').
 * `const page = await read(client.GET('/api/gallery/all', { params: { query } }))`.
 */
export async function read<D>(call: Promise<CallAnswer<D>>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(messageIn(error) ?? `Request failed (${response.status})`, 'status', response.status, error);
  return data as D;
}

/* ---- Being replaced by `client` (above): removed once every feature calls the typed client. ---- */

export async function apiRequest<T = unknown>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = opts.body === undefined ? 'GET' : 'POST', body, query, signal, timeoutMs = APP.apiTimeoutMs } = opts;
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (!isForm) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  signal?.addEventListener('abort', onOuterAbort);

  let res: Response;
  try {
    res = await fetch(apiOrigin + buildUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (err) {
    if (timedOut) throw new ApiError('Request timed out', 'timeout');
    if (signal?.aborted) throw err;
    throw new ApiError('Network error', 'network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }

  const type = res.headers.get('content-type') ?? '';
  let data: unknown = null;
  try {
    data = type.includes('json') ? await res.json() : await res.text();
  } catch {
    data = null;
  }

  if (res.status === 401 && !opts.skipAuthRedirect) {
    setToken(null);
    onUnauthorized();
  }
  if (res.status < 200 || res.status > 499) {
    const message = (data as { message?: string } | null)?.message ?? `Request failed (${res.status})`;
    throw new ApiError(message, 'server', res.status, data);
  }
  return { status: res.status, ok: res.status >= 200 && res.status < 300, data: data as T, headers: res.headers };
}

export const api = {
  get: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...opts, method: 'DELETE' }),
};

/** For SWR fetchers: resolve with the body of a 2xx answer, throw ApiError otherwise. */
export async function getJson<T>(path: string, query?: RequestOptions['query']): Promise<T> {
  const res = await apiRequest<T>(path, { query });
  if (!res.ok) {
    const message = (res.data as { message?: string } | null)?.message ?? `Request failed (${res.status})`;
    throw new ApiError(message, 'status', res.status, res.data);
  }
  return res.data;
}

/** For SWR fetchers of reads sent as POST (a body instead of a query): like getJson. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await api.post<T>(path, body);
  if (!res.ok) {
    const message = (res.data as { message?: string } | null)?.message ?? `Request failed (${res.status})`;
    throw new ApiError(message, 'status', res.status, res.data);
  }
  return res.data;
}
