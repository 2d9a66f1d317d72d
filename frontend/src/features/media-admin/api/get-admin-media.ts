/**
 * GET /api/admin/media?kind=gallery|theme&status=processing|ready|failed&cursor=&limit=20 (admin)
 * -> { items: AdminMediaItem[], hasMore, nextCursor, counts: { processing, ready, failed } }, newest first; each page
 * follows the previous one's nextCursor (a keyset, not an offset: a photo uploaded meanwhile neither repeats a row nor
 * hides one).
 */
import useSWRInfinite from 'swr/infinite';
import { client, read } from '../../../lib/api-client';
import type { AdminMediaItem, AdminMediaPage, paths } from '../../../lib/api-schema';

export type { AdminMediaItem, AdminMediaPage };

export type MediaKind = AdminMediaItem['kind'];
export type MediaStatus = AdminMediaItem['image']['status'];

export const ADMIN_MEDIA_PATH = '/api/admin/media' satisfies keyof paths;
export const MEDIA_PAGE_SIZE = 20;

export type AdminMediaKey = readonly [typeof ADMIN_MEDIA_PATH, MediaKind, MediaStatus | 'all', string | null];

export function adminMediaKey(kind: MediaKind, status: MediaStatus | 'all') {
  return (_pageIndex: number, previous: AdminMediaPage | null): AdminMediaKey | null =>
    previous && !previous.nextCursor ? null : ([ADMIN_MEDIA_PATH, kind, status, previous?.nextCursor ?? null] as const);
}

export function fetchAdminMedia([, kind, status, cursor]: AdminMediaKey): Promise<AdminMediaPage> {
  return read(client.GET(ADMIN_MEDIA_PATH, { params: { query: { kind, status: status === 'all' ? undefined : status, cursor: cursor ?? undefined, limit: MEDIA_PAGE_SIZE } } }));
}

export function useAdminMedia(kind: MediaKind, status: MediaStatus | 'all') {
  const swr = useSWRInfinite(adminMediaKey(kind, status), fetchAdminMedia, {
    revalidateFirstPage: true,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    // While something is processing, refresh every few seconds to show it reach ready or failed.
    refreshInterval: (pages?: AdminMediaPage[]) => ((pages?.[0]?.counts?.processing ?? 0) > 0 ? 3000 : 0),
  });
  const pages = swr.data ?? [];
  const items = pages.flatMap((p) => p.items ?? []);
  const counts = pages[0]?.counts ?? { processing: 0, ready: 0, failed: 0 };
  const hasMore = !!pages[pages.length - 1]?.nextCursor;
  return { ...swr, items, counts, hasMore };
}
