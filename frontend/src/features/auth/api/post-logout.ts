/**
 * POST /api/auth/logout (spec §7): revokes the session server-side. The token is removed whatever happens, with the
 * session the phone kept for working offline (docs/architecture.md §16: no token stays on a shared phone).
 */
import { publicClient, setToken } from '../../../lib/api-client';
import { CONFIRMED_SESSION_KEY } from './get-check-auth';

export async function postLogout(): Promise<void> {
  try {
    await publicClient.POST('/api/auth/logout');
  } catch (err) {
    // Spec §8: a logout failure is only logged.
    console.error('Logout failed', err);
  } finally {
    setToken(null);
    try {
      localStorage.removeItem(CONFIRMED_SESSION_KEY);
    } catch {
      /* storage unavailable: nothing was kept */
    }
  }
}
