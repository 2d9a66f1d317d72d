/** GET /api/gallery/all?page&limit&category — paged gallery (spec §7), infinite list. */
import { useMemo } from 'react';
import { preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { APP } from '../../../config/app-config';
import { client, read } from '../../../lib/api-client';
import type { GalleryPage, paths } from '../../../lib/api-schema';

export const GALLERY_PATH = '/api/gallery/all' satisfies keyof paths;

export type GalleryPageKey = readonly [typeof GALLERY_PATH, number, string, number];

export function galleryPageKey(page: number, category: string, limit: number = APP.galleryPageSize): GalleryPageKey {
  return [GALLERY_PATH, page, category, limit] as const;
}

export const fetchGalleryPage = ([, page, category, limit]: GalleryPageKey) => read(client.GET(GALLERY_PATH, { params: { query: { page, limit, category } } }));

/** Start loading the first page before the route chunk arrives (called from the route loader). */
export function preloadFirstGalleryPage(category = 'All'): void {
  void preload(galleryPageKey(1, category), fetchGalleryPage).catch(() => undefined);
}

/** The feed's page keys (useSWRInfinite's getKey); `unstable_serialize` of it is the feed's SWR key. */
export function galleryFeedKey(category: string) {
  return (index: number, previous: GalleryPage | null) => (previous && !previous.pagination?.hasMore ? null : galleryPageKey(index + 1, category));
}

export function useGalleryFeed(category: string) {
  const swr = useSWRInfinite(
    galleryFeedKey(category),
    fetchGalleryPage,
    { revalidateFirstPage: false, revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const pages = useMemo(() => swr.data ?? [], [swr.data]);
  // Stable between renders (the lightbox re-syncs its slides whenever this list changes).
  const images = useMemo(() => pages.flatMap((p) => (p.images ?? []).filter((img) => img.image?.status !== 'failed')), [pages]);
  const last = pages[pages.length - 1];
  const hasMore = last ? !!last.pagination?.hasMore : true;
  const firstLoading = swr.isLoading && pages.length === 0;
  const loadingMore = !firstLoading && swr.size > pages.length && !swr.error;
  return {
    images,
    categories: pages[0]?.categories,
    hasMore: pages.length > 0 ? hasMore : false,
    firstLoading,
    loadingMore,
    error: swr.error as Error | undefined,
    size: swr.size,
    // SWR keeps fetch errors in its state (never rejects here): callers fire and forget.
    loadMore: () => void swr.setSize(swr.size + 1),
    retry: () => void swr.mutate(),
  };
}
