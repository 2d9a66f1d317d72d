/** GET /api/admin/client-galleries?limit&cursor — the galleries with their counts, newest first, a page at a time. */
import { unstable_serialize } from 'swr/infinite';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';
import { cursorPagesKey, useCursorPages } from '../../../lib/cursor-pages';

const PATH = '/api/admin/client-galleries' satisfies keyof paths;
export const CLIENT_GALLERIES_PAGE_SIZE = 50;

const LIST = [PATH] as const;

/** The key `mutate(clientGalleriesKey)` refreshes every loaded page with. */
export const clientGalleriesKey = unstable_serialize(cursorPagesKey(LIST));

export function useClientGalleries() {
  return useCursorPages(LIST, (_key, cursor) => read(client.GET(PATH, { params: { query: { limit: CLIENT_GALLERIES_PAGE_SIZE, cursor } } })));
}
