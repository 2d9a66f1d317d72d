/** GET /api/gallery/all (first 12 ready images) for the home collage. */
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import type { GalleryImage, GalleryPage } from '../../../lib/api-schema';

export const COLLAGE_LIMIT = 12;
export const collageKey = ['/api/gallery/all', 'collage'] as const;

export async function fetchCollageImages(): Promise<GalleryImage[]> {
  const page = await getJson<GalleryPage>('/api/gallery/all', { page: 1, limit: COLLAGE_LIMIT, category: 'All' });
  return (page.images ?? []).filter((img) => img.image && img.image.status === 'ready');
}

export function useCollageImages() {
  return useSWR(collageKey, fetchCollageImages, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** 4 slots x 3 images, spread so neighbouring slots differ; wraps when fewer than 12. */
export function buildCollageSlots<T>(images: T[], slots = 4, perSlot = 3): T[][] {
  if (images.length === 0) return [];
  return Array.from({ length: slots }, (_, s) => Array.from({ length: perSlot }, (_, k) => images[(s + k * slots) % images.length]));
}
