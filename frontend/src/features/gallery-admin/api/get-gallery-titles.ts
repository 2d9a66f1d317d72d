/** GET /api/gallery/all?limit=1 (spec §7): the existing titles (categories without 'All') for the Title dropdown. */
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import type { GalleryPage, operations } from '../../../lib/api-schema';

export const galleryTitlesKey = ['/api/gallery/all', 'titles'] as const;

export async function fetchGalleryTitles(): Promise<string[]> {
  const page = await getJson<GalleryPage>('/api/gallery/all', { limit: 1 } satisfies NonNullable<operations['gallery_list']['parameters']['query']>);
  return (page.categories ?? []).filter((c) => typeof c === 'string' && c && c !== 'All');
}

export function useGalleryTitles() {
  return useSWR(galleryTitlesKey, fetchGalleryTitles, { revalidateOnFocus: false, shouldRetryOnError: false });
}
