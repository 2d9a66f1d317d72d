import { useCallback, useRef, useState } from 'react';

/**
 * The one hook for a write (spec §4): idle -> sending -> idle, `sending` for the button, and no second call while one
 * is on its way (`run` then resolves undefined). `fn` is usually an api write answering ApiResult (lib/api-result.ts),
 * whose result `run` hands back.
 */
export function useSubmit<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setSending(true);
      try {
        return await fn(...args);
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [fn],
  );
  return { sending, run };
}
