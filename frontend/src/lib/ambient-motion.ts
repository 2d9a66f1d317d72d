/**
 * Ambient decorations (lanterns swaying, sparkles, fireworks, floating diyas) start moving only
 * once the visitor engages with the page (scroll, touch, pointer, key) or after a few seconds,
 * so they never compete with the first load on a mid-range phone. CSS keys off `html.motion-on`;
 * prefers-reduced-motion still stops them entirely.
 */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

export function startAmbientMotionOnEngagement(delayMs = 8000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const root = document.documentElement;
  const cleanup = () => {
    EVENTS.forEach((e) => window.removeEventListener(e, on));
    clearTimeout(timer);
  };
  function on() {
    root.classList.add('motion-on');
    cleanup();
  }
  const timer = setTimeout(on, delayMs);
  EVENTS.forEach((e) => window.addEventListener(e, on, { once: true, passive: true }));
  return cleanup;
}
