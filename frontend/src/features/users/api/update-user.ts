/** PATCH /api/users/:id (admin): { role?, disabled?, password? }; 409 when it would leave no active admin. */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { UpdateUserDto } from '../../../lib/api-schema';

export type UserChanges = UpdateUserDto;

export const updateUser = async (id: string, changes: UserChanges) =>
  mapResult(
    await toResult(client.PATCH('/api/users/{id}', { params: { path: { id } }, body: changes }), {
      fallback: 'Could not save the change.',
      offline: 'Could not save the change. Please try again.',
    }),
    (d) => d.user,
  );
