import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms` (search boxes: 500 ms price overview, 900 ms Utilize, 300 ms the enquiry inbox). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
