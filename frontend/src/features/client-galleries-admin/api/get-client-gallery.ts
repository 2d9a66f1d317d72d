/**
 * GET /api/admin/client-galleries/{id}?first=60&after= — the gallery with a page of its photos, the favourites' photos
 * whole (also sets the admin's image cookie). A 1,000-photo gallery was 2.2 MB in one answer; the pages follow the
 * previous answer's nextCursor as the admin scrolls (docs/architecture.md §10).
 */
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';
import type { AdminClientGallery } from './client-galleries-admin-types';

const PATH = '/api/admin/client-galleries/{id}' satisfies keyof paths;
export const DETAIL_PAGE_PHOTOS = 60;

type PageKey = readonly [typeof PATH, string, string | null];

const pageKeyOf =
  (id: string) =>
  (_index: number, previous: AdminClientGallery | null): PageKey | null =>
    previous && !previous.nextCursor ? null : ([PATH, id, previous?.nextCursor ?? null] as const);

/** The key `mutate(clientGalleryKey(id))` refreshes every loaded page of the gallery with. */
export const clientGalleryKey = (id: string) => unstable_serialize(pageKeyOf(id));

const fetchPage = async ([path, id, after]: PageKey) =>
  (await read(client.GET(path, { params: { path: { id }, query: { first: DETAIL_PAGE_PHOTOS, after: after ?? undefined } } }))).gallery;

/**
 * A changed gallery (a PATCH's answer) into the cached pages without another request: its settings and counts, each
 * page keeping its own photos and cursor.
 */
export const withGallerySettings =
  (gallery: AdminClientGallery) =>
  (pages?: AdminClientGallery[]): AdminClientGallery[] | undefined =>
    pages?.map((page) => ({ ...gallery, photos: page.photos, photoCount: page.photoCount, nextCursor: page.nextCursor, favouritePhotos: page.favouritePhotos, favourites: page.favourites }));

/** The gallery as one object: the first page's fields with every loaded page's photos. */
export function useAdminClientGallery(id: string) {
  const swr = useSWRInfinite(pageKeyOf(id), fetchPage, { revalidateFirstPage: true });
  const pages = swr.data ?? [];
  const first = pages[0];
  const nextCursor = pages[pages.length - 1]?.nextCursor ?? null;
  const data: AdminClientGallery | undefined = first && { ...first, photos: pages.flatMap((p) => p.photos ?? []), nextCursor };
  return {
    data,
    error: swr.error as unknown,
    hasMore: !!nextCursor,
    loadMore: () => void swr.setSize(swr.size + 1),
    loadingMore: swr.isValidating && pages.length < swr.size,
  };
}
