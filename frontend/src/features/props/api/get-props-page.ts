/** GET /api/props/images?page= (staff, View Price Prop): props newest first, optionally searched, 10 a page (infinite list); admins may include removed ones. */
import { useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { client, read } from '../../../lib/api-client';
import { uniqueBy } from '../../../lib/unique-by';
import type { paths, PropsPage, PropView } from '../../../lib/api-schema';

export const PROPS_LIST_PATH = '/api/props/images' satisfies keyof paths;
/** Page size of the paged prop lists. */
export const PROPS_PAGE_SIZE = 10;

export type PropsPageKey = readonly [typeof PROPS_LIST_PATH, string, boolean, number];

export function propsPageKey(search: string, withRemoved: boolean) {
  return (index: number, previous: PropsPage | null): PropsPageKey | null =>
    previous && !previous.hasMore ? null : ([PROPS_LIST_PATH, search, withRemoved, index + 1] as const);
}

export async function fetchPropsPage([, search, withRemoved, page]: PropsPageKey): Promise<PropsPage> {
  // With `page` the answer is a page; without it (get-all-props), the whole list.
  const body = await read(client.GET(PROPS_LIST_PATH, { params: { query: { page, limit: PROPS_PAGE_SIZE, search: search || undefined, removed: withRemoved ? 'include' : undefined } } }));
  if (Array.isArray(body)) throw new Error('Expected a page of props');
  return body;
}

export function usePropsPages(search: string, withRemoved: boolean) {
  const swr = useSWRInfinite(propsPageKey(search, withRemoved), fetchPropsPage, {
    revalidateOnFocus: false,
    revalidateFirstPage: false,
    shouldRetryOnError: false,
    onError: (err: Error) => console.error('Failed to fetch price overview', err.message), // spec §8: only logged
  });
  // An edit or removal that ends after the search changed applies to the list on screen, not the one it started from.
  const current = useRef(swr.mutate);
  current.current = swr.mutate;
  const pages = swr.data ?? [];
  // A prop that moved to a later page while scrolling is listed once.
  const items = uniqueBy(pages.flatMap((p) => p.data), (x) => x._id);
  const last = pages[pages.length - 1];
  return {
    items,
    hasMore: !swr.error && !!last?.hasMore,
    loading: !swr.error && (swr.isLoading || swr.size > pages.length),
    loaded: pages.length > 0 || !!swr.error,
    loadMore: () => void swr.setSize(swr.size + 1),
    /** Changes the loaded pages in place (an edit or a removal shows at once), without asking the server again. */
    update: (change: (list: PropView[]) => PropView[]) =>
      void current.current((list) => list?.map((p) => ({ ...p, data: change(p.data) })), { revalidate: false }),
    reload: () => void current.current(),
  };
}
