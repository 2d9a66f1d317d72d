/**
 * GET /api/check-auth (spec §7): { isAuthenticated, role }. Failure counts as not authenticated (spec §8) when it
 * is the server's answer; without a network a field worker keeps the last session the server confirmed for this
 * token (docs/architecture.md §14: the offline task), until the server answers again (a 401 then sends to /login).
 */
import useSWR from 'swr';
import { ApiError, getToken, publicClient, setToken } from '../../../lib/api-client';
import type { AuthStatus, paths } from '../../../lib/api-schema';

/** The server's AuthStatus (`offline`: the last one it confirmed, the network being away), or not signed in. */
export type AuthState = (AuthStatus & { offline?: boolean }) | { isAuthenticated: false; role?: undefined; username?: undefined; offline?: undefined };

/** Where the last confirmed field worker's session is kept (localStorage, beside the token it was confirmed for). */
export const CONFIRMED_SESSION_KEY = 'studio_confirmed_session';
/** Only the field task goes on offline; other roles need the server. */
const OFFLINE_ROLES = new Set(['user']);

function rememberSession(token: string | null, status: AuthStatus | null): void {
  try {
    if (token && status && OFFLINE_ROLES.has(status.role)) localStorage.setItem(CONFIRMED_SESSION_KEY, JSON.stringify({ token, role: status.role, username: status.username }));
    else localStorage.removeItem(CONFIRMED_SESSION_KEY);
  } catch {
    /* storage unavailable: nothing kept */
  }
}

function confirmedSession(token: string | null): AuthState {
  try {
    const kept = JSON.parse(localStorage.getItem(CONFIRMED_SESSION_KEY) ?? 'null') as { token?: unknown; role?: unknown; username?: unknown } | null;
    if (token && kept?.token === token && typeof kept.role === 'string' && OFFLINE_ROLES.has(kept.role) && typeof kept.username === 'string') {
      return { isAuthenticated: true, role: kept.role as AuthStatus['role'], username: kept.username, offline: true };
    }
  } catch {
    /* unreadable: not signed in */
  }
  return { isAuthenticated: false };
}

export const CHECK_AUTH_PATH = '/api/check-auth' satisfies keyof paths;
/** Keyed by token, so a new sign-in is never answered from an older session's cache. */
export const checkAuthKey = (token: string | null) => (token ? ([CHECK_AUTH_PATH, token] as const) : null);

export async function fetchCheckAuth(): Promise<AuthState> {
  const token = getToken();
  try {
    const { data, response } = await publicClient.GET('/api/check-auth');
    if (response.status === 401) setToken(null);
    if (!response.ok || !data || data.isAuthenticated !== true) {
      rememberSession(null, null);
      return { isAuthenticated: false };
    }
    rememberSession(token, data);
    return { isAuthenticated: true, role: data.role, username: data.username };
  } catch (e) {
    // No answer (no network, a timeout, a 5xx on the way): not the server saying "signed out".
    if (e instanceof ApiError) return confirmedSession(token);
    return { isAuthenticated: false };
  }
}

/** Checks the session on entry (revalidates on every mount of a guarded area). */
export function useCheckAuth() {
  const token = getToken();
  const swr = useSWR(checkAuthKey(token), fetchCheckAuth, {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateIfStale: true,
    shouldRetryOnError: false,
    dedupingInterval: 0,
  });
  return { hasToken: !!token, ...swr };
}
