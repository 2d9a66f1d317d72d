/**
 * Staff lists answer a page at a time with `nextCursor` (docs/architecture.md §10: a keyset, never OFFSET). Two ways
 * to read one: `readEveryPage` for a list its own filter keeps small (a week's bookings, the payments to check), and
 * `useCursorPages` for a list that grows ("Load more").
 */
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A guard against a server that never says "last page": this many pages at most. */
const MAX_PAGES = 50;

/** Every page of a bounded list, one after another by nextCursor, as one list. */
export async function readEveryPage<T>(fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await fetchPage(cursor);
    items.push(...answer.items);
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return items;
}

/** The pages' keys of the list `key` names (null: not now): it with the previous page's nextCursor, until there is none. */
export function cursorPagesKey<K extends readonly unknown[]>(key: K | null) {
  return (_index: number, previous: CursorPage<unknown> | null): readonly [K, string | null] | null =>
    !key || (previous && !previous.nextCursor) ? null : ([key, previous?.nextCursor ?? null] as const);
}

/**
 * The pages of a list read so far, as one list, and `loadMore` for the next (useSWRInfinite). `key` names the list
 * (null: not now; `mutate(unstable_serialize(cursorPagesKey(key)))` refreshes every page loaded); `fetchPage` receives
 * the key and the previous page's cursor. The first page is asked again whenever the list revalidates (focus, an
 * interval, "Load more"): new rows show at its top, and the pages after it follow its new cursor.
 */
export function useCursorPages<K extends readonly unknown[], T>(
  key: K | null,
  fetchPage: (key: K, cursor: string | undefined) => Promise<CursorPage<T>>,
  config: SWRInfiniteConfiguration<CursorPage<T>> = {},
) {
  const swr = useSWRInfinite<CursorPage<T>, Error, ReturnType<typeof cursorPagesKey<K>>>(
    cursorPagesKey(key),
    ([k, cursor]: readonly [K, string | null]) => fetchPage(k, cursor ?? undefined),
    config,
  );
  const pages = swr.data ?? [];
  return {
    ...swr,
    items: pages.flatMap((p) => p.items),
    hasMore: !!pages[pages.length - 1]?.nextCursor,
    loadMore: () => void swr.setSize(swr.size + 1),
    loadingMore: swr.isValidating && pages.length < swr.size,
  };
}
