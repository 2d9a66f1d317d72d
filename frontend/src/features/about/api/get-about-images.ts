/** GET /api/gallery/all (first ready images) for the About page hero and portrait. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { GalleryImage } from '../../../lib/api-schema';

export const aboutImagesKey = ['/api/gallery/all', 'about'] as const;

export async function fetchAboutImages(): Promise<GalleryImage[]> {
  const page = await read(client.GET('/api/gallery/all', { params: { query: { page: 1, limit: 4, category: 'All' } } }));
  return (page.images ?? []).filter((img) => img.image?.status === 'ready');
}

export function useAboutImages() {
  return useSWR(aboutImagesKey, fetchAboutImages, { revalidateOnFocus: false, shouldRetryOnError: false });
}
