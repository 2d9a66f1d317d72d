import { useState } from 'react';
import { unstable_serialize, type Middleware } from 'swr';

/**
 * SWR middleware for the data a server-rendered page came with (SWR's `fallback`). That data is as fresh as the page
 * (the page cache follows every change within seconds), so fetching it again as the page hydrates only costs a phone a
 * second download, its parse and its comparison while the page is still loading (/g/ with 200 photos: 28 kB of JSON).
 * The first mount of each such key skips that revalidation; a later mount (coming back to the page), a key change,
 * focus and reconnect revalidate as usual. Keys given as functions (useSWRInfinite's) are left alone.
 */
export function skipRevalidatingServerData(fallback: Record<string, unknown>): Middleware {
  const fresh = new Set(Object.keys(fallback));
  return (useSWRNext) => (key, fetcher, config) => {
    const id = typeof key === 'function' ? undefined : unstable_serialize(key);
    const [first] = useState(() => ({ id, served: id !== undefined && fresh.delete(id) }));
    return useSWRNext(key, fetcher, first.served && first.id === id ? { ...config, revalidateOnMount: false } : config);
  };
}
