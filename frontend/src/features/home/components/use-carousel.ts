import { useCallback, useEffect, useState } from 'react';

/**
 * Testimonial carousel state (spec §4): the index moves on by one every `intervalMs`,
 * wrapping, while auto-play (initially on) is set. prev/next wrap both ways; goTo jumps.
 */
export function useCarousel(length: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const next = useCallback(() => setIndex((i) => (i + 1) % length), [length]);
  const prev = useCallback(() => setIndex((i) => (i - 1 + length) % length), [length]);
  const goTo = useCallback((i: number) => setIndex(((i % length) + length) % length), [length]);
  const togglePlay = useCallback(() => setPlaying((p) => !p), []);
  useEffect(() => {
    if (!playing || length < 2) return;
    // Restart the 5 s wait after any manual move.
    const id = setTimeout(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearTimeout(id);
  }, [playing, length, intervalMs, index]);
  return { index, playing, next, prev, goTo, togglePlay };
}
