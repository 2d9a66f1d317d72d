/** POST /api/auth/logout (spec §7): revokes the session server-side. The token is removed whatever happens. */
import { publicClient, setToken } from '../../../lib/api-client';

export async function postLogout(): Promise<void> {
  try {
    await publicClient.POST('/api/auth/logout');
  } catch (err) {
    // Spec §8: a logout failure is only logged.
    console.error('Logout failed', err);
  } finally {
    setToken(null);
  }
}
