/** POST /api/login (spec §7): username + password -> { error, message, role, token }. */
import { ApiError, api, setToken } from '../../../lib/api-client';
import type { ApiError as ApiErrorBody, LoginDto, LoginResult as LoginResponse } from '../../../lib/api-schema';

export const LOGIN_PATH = '/api/login';

export type LoginInput = LoginDto;

/** A success or an error body, read defensively (a proxy may answer with something else). */
type LoginBody = Partial<Omit<LoginResponse, 'error'>> & Partial<Omit<ApiErrorBody, 'error'>> & { error?: boolean };

export interface LoginResult {
  /** Notice type: from the response's `error` field. */
  type: 'success' | 'error';
  message: string;
  role?: string;
}

/** Signs in; on success stores the token (localStorage `token`). Never throws. */
export async function postLogin(input: LoginInput): Promise<LoginResult> {
  try {
    const res = await api.post<LoginBody>(LOGIN_PATH, input, { skipAuthRedirect: true });
    const body = (res.data && typeof res.data === 'object' ? res.data : {});
    const failed = body.error === true || !res.ok;
    if (!failed && body.token) setToken(body.token);
    if (failed) return { type: 'error', message: body.message || 'Login failed' };
    return { type: 'success', message: body.message || 'Login successful', role: body.role };
  } catch (err) {
    const message = err instanceof ApiError && err.kind === 'server' && err.status && err.status < 500 ? err.message : 'Login failed';
    return { type: 'error', message };
  }
}

/** Where to go after the notice (spec §4): /admin, /user, else /login. */
export function pathForRole(role: string | undefined): string {
  if (role === 'admin') return '/admin';
  if (role === 'user') return '/user';
  return '/login';
}
