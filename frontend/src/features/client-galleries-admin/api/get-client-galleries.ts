/** GET /api/admin/client-galleries?limit&cursor — the galleries with their counts, newest first, a page at a time. */
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { client, read } from '../../../lib/api-client';
import type { AdminClientGalleryList, paths } from '../../../lib/api-schema';

const PATH = '/api/admin/client-galleries' satisfies keyof paths;
export const CLIENT_GALLERIES_PAGE_SIZE = 50;

type PageKey = readonly [typeof PATH, string | null];

const pageKey = (_index: number, previous: AdminClientGalleryList | null): PageKey | null =>
  previous && !previous.nextCursor ? null : ([PATH, previous?.nextCursor ?? null] as const);

/** The key `mutate(clientGalleriesKey)` refreshes every loaded page with. */
export const clientGalleriesKey = unstable_serialize(pageKey);

const fetchPage = ([, cursor]: PageKey) =>
  read(client.GET(PATH, { params: { query: { limit: CLIENT_GALLERIES_PAGE_SIZE, cursor: cursor ?? undefined } } }));

export function useClientGalleries() {
  const swr = useSWRInfinite(pageKey, fetchPage, { revalidateFirstPage: true });
  const pages = swr.data ?? [];
  return {
    ...swr,
    items: pages.flatMap((p) => p.items),
    hasMore: !!pages[pages.length - 1]?.nextCursor,
    loadMore: () => void swr.setSize(swr.size + 1),
    loadingMore: swr.isValidating && pages.length < swr.size,
  };
}
