/** GET /api/gallery/all (first 13 ready images) for the home hero: one large photo + the collage's 12. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { GalleryImage } from '../../../lib/api-schema';

export const COLLAGE_LIMIT = 13;
export const collageKey = ['/api/gallery/all', 'collage'] as const;

export async function fetchCollageImages(): Promise<GalleryImage[]> {
  const page = await read(client.GET('/api/gallery/all', { params: { query: { page: 1, limit: COLLAGE_LIMIT, category: 'All' } } }));
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

/**
 * The hero's one large photo: the first landscape image (it is shown 4:3 on a phone, so a landscape
 * one crops least), else the first. The rest go to the collage.
 */
export function splitHeroPhoto<T extends { image: { width: number | null; height: number | null } }>(images: readonly T[]): { hero: T | undefined; rest: T[] } {
  const i = Math.max(0, images.findIndex((img) => (img.image.width ?? 0) >= (img.image.height ?? 1)));
  return { hero: images[i], rest: images.filter((_, k) => k !== i) };
}
