/** GET /api/themes/all — list of themes (spec §7). */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths, Theme } from '../../../lib/api-schema';

export const THEMES_KEY = '/api/themes/all' satisfies keyof paths;

export async function fetchThemes(): Promise<Theme[]> {
  const list = await read(client.GET('/api/themes/all'));
  if (!Array.isArray(list)) throw new Error('Invalid themes response');
  return list.filter((t) => t && t.image && t.image.status !== 'failed');
}

export function useThemes() {
  return useSWR(THEMES_KEY, fetchThemes, { revalidateOnFocus: false, shouldRetryOnError: false });
}
