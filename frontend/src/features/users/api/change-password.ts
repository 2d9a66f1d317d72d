/** POST /api/auth/password (any signed-in user): current password required; every other session ends. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';

export const changePassword = (currentPassword: string, newPassword: string) =>
  toResult(client.POST('/api/auth/password', { body: { currentPassword, newPassword } }), {
    fallback: 'Could not change the password.',
    offline: 'Could not change the password. Please try again.',
  });
