import { useEffect, useState } from 'react';

/**
 * Index that moves on by one every `intervalMs`, wrapping at `length` (spec §4 collage and
 * carousel). `delayMs` offsets the first step; `enabled` false stops it.
 */
export function useRotation(length: number, intervalMs: number, { enabled = true, delayMs = 0 } = {}) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!enabled || length < 2) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      setIndex((i) => (i + 1) % length);
      interval = setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    }, intervalMs + delayMs);
    return () => {
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  }, [enabled, length, intervalMs, delayMs]);
  return [index % Math.max(length, 1), setIndex] as const;
}
