/** GET /api/check-auth (spec §7): { isAuthenticated, role }. Failure counts as not authenticated (spec §8). */
import useSWR from 'swr';
import { apiRequest, getToken, setToken } from '../../../lib/api-client';
import type { AuthStatus } from '../../../lib/api-schema';

/** The server's AuthStatus, or not signed in. */
export type AuthState = AuthStatus | { isAuthenticated: false; role?: undefined; username?: undefined };

export const CHECK_AUTH_PATH = '/api/check-auth';
/** Keyed by token, so a new sign-in is never answered from an older session's cache. */
export const checkAuthKey = (token: string | null) => (token ? ([CHECK_AUTH_PATH, token] as const) : null);

export async function fetchCheckAuth(): Promise<AuthState> {
  try {
    const res = await apiRequest<AuthStatus>(CHECK_AUTH_PATH, { skipAuthRedirect: true });
    if (res.status === 401) setToken(null);
    if (!res.ok || !res.data || res.data.isAuthenticated !== true) return { isAuthenticated: false };
    return { isAuthenticated: true, role: res.data.role, username: res.data.username };
  } catch {
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
