/** POST /api/login (spec §7): username + password -> { error, message, role, token }. */
import { publicClient, setToken } from '../../../lib/api-client';
import { mapResult, toResult, type ApiResult } from '../../../lib/api-result';
import type { LoginDto, LoginResult } from '../../../lib/api-schema';

export type LoginInput = LoginDto;

/** Signs in; on success stores the token (localStorage `token`). Never throws; says 'Login failed' / 'Login successful' when the server gives no message. */
export async function postLogin(input: LoginInput): Promise<ApiResult<LoginResult>> {
  const result = await toResult(publicClient.POST('/api/login', { body: input }), { fallback: 'Login failed', offline: 'Login failed' });
  if (result.ok && result.data.token) setToken(result.data.token);
  return mapResult(result, (d) => ({ ...d, message: d.message || 'Login successful' }));
}

/** Where to go after the notice (spec §4): /admin, /user, else /login. */
export function pathForRole(role: string | undefined): string {
  if (role === 'admin') return '/admin';
  if (role === 'user') return '/user';
  return '/login';
}
