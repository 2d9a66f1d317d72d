/** GET /api/gallery/all (first ready images) for the About page hero and portrait. */
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import type { GalleryImage, GalleryPage, operations } from '../../../lib/api-schema';

export const aboutImagesKey = ['/api/gallery/all', 'about'] as const;

export async function fetchAboutImages(): Promise<GalleryImage[]> {
  const page = await getJson<GalleryPage>('/api/gallery/all', { page: 1, limit: 4, category: 'All' } satisfies NonNullable<operations['gallery_list']['parameters']['query']>);
  return (page.images ?? []).filter((img) => img.image?.status === 'ready');
}

export function useAboutImages() {
  return useSWR(aboutImagesKey, fetchAboutImages, { revalidateOnFocus: false, shouldRetryOnError: false });
}
