/** POST /api/props/fetch (admin, View Prop): the props of a day, with the workers' photos of them, 10 a page (infinite list). */
import { useEffect } from 'react';
import useSWRInfinite from 'swr/infinite';
import { client, read } from '../../../lib/api-client';
import { uniqueBy } from '../../../lib/unique-by';
import type { paths, PropsDayPage, WorkerPhoto } from '../../../lib/api-schema';
import { PROPS_PAGE_SIZE } from './get-props-page';

export const PROPS_DAY_PATH = '/api/props/fetch' satisfies keyof paths;

export type PropsDayKey = readonly [typeof PROPS_DAY_PATH, string, number];

/** useSWRInfinite's getKey for one day (yyyy-mm-dd); none until the day is known. */
export function propsDayKey(selectedDate: string | null) {
  return (index: number, previous: PropsDayPage | null): PropsDayKey | null =>
    !selectedDate || (previous && !previous.hasMore) ? null : ([PROPS_DAY_PATH, selectedDate, index + 1] as const);
}

export function fetchPropsDay([, selectedDate, page]: PropsDayKey): Promise<PropsDayPage> {
  return read(client.POST(PROPS_DAY_PATH, { body: { selectedDate, page, limit: PROPS_PAGE_SIZE } }));
}

/**
 * The workers' photos come with signed URLs that expire within the hour (the api signs them: field photos are never
 * public), so a View Prop page left open asks for its loaded pages again this often while it is shown: the photos
 * not yet loaded (lazy, lightbox widths) always have URLs with at least half an hour left.
 */
export const SIGNED_PHOTOS_REFRESH_MS = 10 * 60_000;

export function usePropsDay(selectedDate: string | null) {
  const swr = useSWRInfinite(propsDayKey(selectedDate), fetchPropsDay, {
    revalidateOnFocus: false,
    revalidateFirstPage: false,
    shouldRetryOnError: false,
    onError: (err: Error) => console.error('Failed to fetch properties', err.message), // spec §8: only logged
  });
  const { mutate } = swr;
  useEffect(() => {
    if (!selectedDate) return;
    let last = Date.now();
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < SIGNED_PHOTOS_REFRESH_MS) return;
      last = Date.now();
      void mutate(); // every loaded page again
    };
    const timer = setInterval(refresh, 60_000);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [selectedDate, mutate]);
  const pages = swr.data ?? [];
  // A prop that moved to a later page while scrolling is listed once.
  const rows = uniqueBy(pages.flatMap((p) => p.responseData), (x) => x.propertyId);
  const last = pages[pages.length - 1];
  const userPhotos: WorkerPhoto[] = pages[0]?.userPhoto ?? [];
  const loading = !!selectedDate && !swr.error && (swr.isLoading || swr.size > pages.length);
  return {
    rows,
    userPhotos,
    total: last?.Total_properties ?? 0,
    // After a failed page, no more pages are asked for (as before: the list stays as it is).
    hasMore: !swr.error && !!last?.hasMore,
    loading,
    loaded: !!selectedDate && (pages.length > 0 || !!swr.error),
    loadMore: () => void swr.setSize(swr.size + 1),
  };
}
