/** GET /api/users (admin): every staff account with role, disabled and last sign-in. */
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import type { StaffAccount, StaffList } from '../../../lib/api-schema';

export type { StaffAccount };

export const USERS_LIST_PATH = '/api/users';

export const usersKey = USERS_LIST_PATH;

export const fetchUsers = (key: string) => getJson<StaffList>(key);

export function useUsers() {
  return useSWR(usersKey, fetchUsers, { keepPreviousData: true });
}
