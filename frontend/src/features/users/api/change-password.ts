/** POST /api/auth/password (any signed-in user): current password required; every other session ends. */
import { api } from '../../../lib/api-client';
import type { ApiError as ApiErrorBody, ChangePasswordDto, PasswordChanged } from '../../../lib/api-schema';

export const CHANGE_PASSWORD_PATH = '/api/auth/password';

export type ChangePasswordResult = { ok: true; message: string } | { ok: false; message: string; field?: 'currentPassword' | 'newPassword' };

export async function changePassword(currentPassword: string, newPassword: string): Promise<ChangePasswordResult> {
  try {
    const res = await api.post<PasswordChanged | ApiErrorBody>(CHANGE_PASSWORD_PATH, { currentPassword, newPassword } satisfies ChangePasswordDto);
    if (res.ok && res.data.error === false) return { ok: true, message: res.data.message };
    const fields = (res.data?.error && res.data.fields) || {};
    const field = fields.currentPassword ? 'currentPassword' : fields.newPassword ? 'newPassword' : undefined;
    return { ok: false, message: res.data?.message || 'Could not change the password.', field };
  } catch {
    return { ok: false, message: 'Could not change the password. Please try again.' };
  }
}
