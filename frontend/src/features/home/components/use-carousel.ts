import { useCallback, useEffect, useState } from 'react';

/**
 * Testimonial carousel state (spec §4): the index moves on by one every `intervalMs`,
 * wrapping, while auto-play (initially on) is set. prev/next wrap both ways; goTo jumps.
 */
export function useCarousel(length: number, intervalMs: number, { reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  const [index, setIndex] = useState(0);
  // null until the visitor presses play/pause: then on, except under prefers-reduced-motion, where
  // nothing moves by itself (the play button still starts it).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const next = useCallback(() => setIndex((i) => (i + 1) % length), [length]);
  const prev = useCallback(() => setIndex((i) => (i - 1 + length) % length), [length]);
  const goTo = useCallback((i: number) => setIndex(((i % length) + length) % length), [length]);
  const togglePlay = useCallback(() => setChosen(!playing), [playing]);
  useEffect(() => {
    if (!playing || length < 2) return;
    // Restart the 5 s wait after any manual move.
    const id = setTimeout(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearTimeout(id);
  }, [playing, length, intervalMs, index]);
  return { index, playing, next, prev, goTo, togglePlay };
}
