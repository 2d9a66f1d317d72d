/**
 * The api's typed client (spec §7): openapi-fetch over the paths of lib/api-schema.ts (generated from openapi.json),
 * so paths, parameters, bodies and answers are checked by the compiler. Every request:
 * - JSON content type (unless the body is FormData), credentials included,
 * - `Authorization: Bearer <token>` from localStorage key `token`,
 * - 10 s timeout via AbortController (a client of its own for longer ones),
 * - statuses 200-499 resolve (`{ data | error, response }`); 5xx, network errors and timeouts reject with ApiError,
 * - a 401 removes the stored token and calls the unauthorized handler (not for `publicClient`).
 */
import createClient from 'openapi-fetch';
import { APP } from '../config/app-config';
import type { paths } from './api-schema';

export const TOKEN_KEY = 'token';

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

/** Runs the 401 handler (for requests made outside the client, e.g. XHR uploads with progress). */
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
  // A 2xx: openapi-fetch's `data` (its type the operation's own; undefined only for a 204, which no read has).
  return data as D;
}
