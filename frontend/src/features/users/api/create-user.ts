/** POST /api/users (spec §7): { username, password, role } -> 201; errors carry `message` (409 duplicate). */
import { api } from '../../../lib/api-client';
import type { ApiError as ApiErrorBody, CreateUserDto } from '../../../lib/api-schema';

export const USERS_PATH = '/api/users';

export type CreateUserInput = CreateUserDto;

export type CreateUserResult = { ok: true } | { ok: false; message: string };

export async function createUser(input: CreateUserInput): Promise<CreateUserResult> {
  try {
    const res = await api.post<Partial<ApiErrorBody>>(USERS_PATH, input);
    if (res.status === 201) return { ok: true };
    // Spec §8: a non-201 status is an error with the server message or 'Failed to add user'.
    return { ok: false, message: res.data?.message || 'Failed to add user' };
  } catch {
    return { ok: false, message: 'Failed to add user. Please try again.' };
  }
}
