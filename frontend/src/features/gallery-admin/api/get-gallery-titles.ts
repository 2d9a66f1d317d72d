/** GET /api/gallery/all?limit=1 (spec §7): the existing titles (categories without 'All') for the Title dropdown. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';

export const galleryTitlesKey = ['/api/gallery/all', 'titles'] as const;

export async function fetchGalleryTitles(): Promise<string[]> {
  const page = await read(client.GET('/api/gallery/all', { params: { query: { limit: 1 } } }));
  return (page.categories ?? []).filter((c) => typeof c === 'string' && c && c !== 'All');
}

export function useGalleryTitles() {
  return useSWR(galleryTitlesKey, fetchGalleryTitles, { revalidateOnFocus: false, shouldRetryOnError: false });
}
