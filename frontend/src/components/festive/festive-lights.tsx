/** String of hanging lanterns across the top of the page's hero: 20 on wide screens, 10 below 768 px; only in season. */
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { inFestiveSeason } from './festive-season';
import './festive.css';

const COLORS = ['#f2a93b', '#e8607a', '#f7d488', '#d9771a', '#c94f8a'];

export function lightCount(isDesktop: boolean): number {
  return isDesktop ? 20 : 10;
}

export function FestiveLights() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const n = lightCount(isDesktop);
  if (!inFestiveSeason()) return null;
  return (
    <div className="lights" aria-hidden data-testid="festive-lights" data-count={n}>
      <svg className="lights__wire" viewBox="0 0 100 10" preserveAspectRatio="none">
        <path d="M0 1 Q 25 9 50 3 T 100 1" fill="none" stroke="rgba(91,23,51,.35)" strokeWidth=".4" vectorEffect="non-scaling-stroke" />
      </svg>
      {Array.from({ length: n }, (_, i) => (
        <span
          key={i}
          className={`lights__item${i % 10 === 2 ? ' lights__item--sway' : ''}`}
          data-testid="festive-light"
          style={{ ['--c' as string]: COLORS[i % COLORS.length], ['--d' as string]: `${(i % 5) * 0.45}s`, ['--h' as string]: `${6 + ((i * 7) % 11)}px` }}
        >
          <svg viewBox="0 0 20 32" width="14" height="22">
            <path d="M8 2h4v3H8z" fill="#7a2348" />
            <path d="M10 5c5 0 8 4 8 10s-3 11-8 11S2 21 2 15 5 5 10 5z" fill="var(--c)" />
            <path d="M10 7c2 2 2.5 5 2.5 8s-.5 6-2.5 9M10 7c-2 2-2.5 5-2.5 8s.5 6 2.5 9" fill="none" stroke="rgba(255,255,255,.45)" strokeWidth="1" />
            <path d="M8 26h4l-1 5H9z" fill="#7a2348" />
          </svg>
        </span>
      ))}
    </div>
  );
}

/** A few firework bursts drifting over the page (decorative, paused under reduced motion; only in season). */
export function Fireworks() {
  if (!inFestiveSeason()) return null;
  return (
    <div className="fireworks" aria-hidden>
      {[0, 1, 2].map((b) => (
        <span key={b} className={`firework firework--${b}`}>
          {Array.from({ length: 12 }, (_, r) => (
            <i key={r} style={{ ['--r' as string]: `${r * 30}deg` }} />
          ))}
        </span>
      ))}
    </div>
  );
}
