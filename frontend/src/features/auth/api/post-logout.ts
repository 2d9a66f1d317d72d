/** POST /api/auth/logout (spec §7): revokes the session server-side. The token is removed whatever happens. */
import { api, setToken } from '../../../lib/api-client';

export const LOGOUT_PATH = '/api/auth/logout';

export async function postLogout(): Promise<void> {
  try {
    await api.post(LOGOUT_PATH, {}, { skipAuthRedirect: true });
  } catch (err) {
    // Spec §8: a logout failure is only logged.
    console.error('Logout failed', err);
  } finally {
    setToken(null);
  }
}
