/**
 * GET /api/admin/media?kind=gallery|theme&status=processing|ready|failed&page=&limit=20 (admin)
 * -> { items: AdminMediaItem[], hasMore, counts: { processing, ready, failed } }, newest first.
 */
import useSWRInfinite from 'swr/infinite';
import { client, read } from '../../../lib/api-client';
import type { AdminMediaItem, AdminMediaPage, paths } from '../../../lib/api-schema';

export type { AdminMediaItem, AdminMediaPage };

export type MediaKind = AdminMediaItem['kind'];
export type MediaStatus = AdminMediaItem['image']['status'];

export const ADMIN_MEDIA_PATH = '/api/admin/media' satisfies keyof paths;
export const MEDIA_PAGE_SIZE = 20;

export type AdminMediaKey = readonly [typeof ADMIN_MEDIA_PATH, MediaKind, MediaStatus | 'all', number];

export function adminMediaKey(kind: MediaKind, status: MediaStatus | 'all') {
  return (pageIndex: number, previous: AdminMediaPage | null): AdminMediaKey | null =>
    previous && !previous.hasMore ? null : ([ADMIN_MEDIA_PATH, kind, status, pageIndex + 1] as const);
}

export function fetchAdminMedia([, kind, status, page]: AdminMediaKey): Promise<AdminMediaPage> {
  return read(client.GET(ADMIN_MEDIA_PATH, { params: { query: { kind, status: status === 'all' ? undefined : status, page, limit: MEDIA_PAGE_SIZE } } }));
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
  const hasMore = pages.length ? !!pages[pages.length - 1]?.hasMore : false;
  return { ...swr, items, counts, hasMore };
}
