import { useCallback, useRef, useState } from 'react';

/** Form submit state (spec §4): idle -> sending -> idle. Ignores re-entry while sending. */
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
