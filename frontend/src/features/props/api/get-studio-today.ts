/** GET /api/props/today (staff): the studio's today (its time zone), for date pickers: "max today, default today". */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

const STUDIO_TODAY_PATH = '/api/props/today' satisfies keyof paths;

export const fetchStudioToday = () => read(client.GET(STUDIO_TODAY_PATH));

/** `data?.today` is yyyy-mm-dd; undefined until it arrives (or when it could not be read). */
export function useStudioToday() {
  return useSWR(STUDIO_TODAY_PATH, fetchStudioToday, { revalidateOnFocus: false });
}
