/** GET /api/property-photos/check-today (field worker): whether today's selfie is taken, and that photo. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

export const TASK_TODAY_PATH = '/api/property-photos/check-today' satisfies keyof paths;

export const fetchTaskToday = () => read(client.GET(TASK_TODAY_PATH));

/** Read afresh once per visit (a cached answer is never used: `isValidating` says when it is fresh); then the page's state machine owns the day. */
export function useTaskToday() {
  return useSWR(TASK_TODAY_PATH, fetchTaskToday, { revalidateOnMount: true, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
}
