/** GET /api/users (admin): every staff account with role, disabled and last sign-in. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths, StaffAccount } from '../../../lib/api-schema';

export type { StaffAccount };

export const usersKey = '/api/users' satisfies keyof paths;

export const fetchUsers = () => read(client.GET('/api/users'));

export function useUsers() {
  return useSWR(usersKey, fetchUsers, { keepPreviousData: true });
}
