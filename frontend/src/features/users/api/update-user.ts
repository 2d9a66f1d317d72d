/** PATCH /api/users/:id (admin): { role?, disabled?, password? }; 409 when it would leave no active admin. */
import { api } from '../../../lib/api-client';
import type { ApiError as ApiErrorBody, UpdateUserDto, UserUpdated } from '../../../lib/api-schema';
import { USERS_LIST_PATH, type StaffAccount } from './get-users';

export type UserChanges = UpdateUserDto;

export type UpdateUserResult = { ok: true; user: StaffAccount } | { ok: false; message: string };

export async function updateUser(id: string, changes: UserChanges): Promise<UpdateUserResult> {
  try {
    const res = await api.patch<UserUpdated | ApiErrorBody>(`${USERS_LIST_PATH}/${encodeURIComponent(id)}`, changes);
    if (res.ok && res.data.error === false) return { ok: true, user: res.data.user };
    return { ok: false, message: res.data?.message || 'Could not save the change.' };
  } catch {
    return { ok: false, message: 'Could not save the change. Please try again.' };
  }
}
