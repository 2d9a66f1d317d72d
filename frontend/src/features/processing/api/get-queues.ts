/** GET /api/admin/queues (admin): every job queue with its counts, polled while the page is open. */
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import type { QueueCounts, QueueList, QueueSummary } from '../../../lib/api-schema';

export type { QueueCounts, QueueSummary };

export const QUEUES_PATH = '/api/admin/queues';
/** Often enough to watch a batch flow through; one cheap Redis round trip per queue. */
export const QUEUES_POLL_MS = 3000;

export const fetchQueues = (path: string) => getJson<QueueList>(path);

export function useQueues() {
  return useSWR(QUEUES_PATH, fetchQueues, { refreshInterval: QUEUES_POLL_MS, keepPreviousData: true, revalidateOnFocus: true });
}
