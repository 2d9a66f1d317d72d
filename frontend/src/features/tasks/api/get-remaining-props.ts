/** GET /api/property-photos/all (field worker): the props still without a photo today. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

export const REMAINING_PROPS_PATH = '/api/property-photos/all' satisfies keyof paths;

export const fetchRemainingProps = () => read(client.GET(REMAINING_PROPS_PATH));

/** Only once the day has started (`enabled`); read afresh once per visit, like useTaskToday. */
export function useRemainingProps(enabled: boolean) {
  return useSWR(enabled ? REMAINING_PROPS_PATH : null, fetchRemainingProps, { revalidateOnMount: true, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false });
}
