/** GET /api/admin/queues (admin): every job queue with its counts, polled while the page is open. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths, QueueCounts, QueueSummary } from '../../../lib/api-schema';

export type { QueueCounts, QueueSummary };

export const QUEUES_KEY = '/api/admin/queues' satisfies keyof paths;
/** Often enough to watch a batch flow through; one cheap Redis round trip per queue. */
export const QUEUES_POLL_MS = 3000;

export const fetchQueues = () => read(client.GET('/api/admin/queues'));

export function useQueues() {
  return useSWR(QUEUES_KEY, fetchQueues, { refreshInterval: QUEUES_POLL_MS, keepPreviousData: true, revalidateOnFocus: true });
}
