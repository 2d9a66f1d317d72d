/** POST /api/users (spec §7): { username, password, role } -> 201; errors carry `message` (409 duplicate). */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { CreateUserDto } from '../../../lib/api-schema';

export type CreateUserInput = CreateUserDto;

/** Spec §8: a failure shows the server's message, else 'Failed to add user'. */
export const createUser = (input: CreateUserInput) =>
  toResult(client.POST('/api/users', { body: input }), { fallback: 'Failed to add user', offline: 'Failed to add user. Please try again.' });
