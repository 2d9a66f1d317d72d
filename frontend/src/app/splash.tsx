/**
 * First-load splash (spec §2): logo, brand line 'Photography', animated progress bar and
 * 'Loading your photography experience...' for 2 seconds, its fade-out included (it is gone 2 s after
 * the navigation started, not 2.45 s: what Lighthouse's Speed Index counts on every public page is
 * mostly the time the splash covers the page, already painted beneath it). It never blocks loading: the
 * page renders beneath it (on public pages it comes with the server's HTML, so it shows from
 * the first paint), it ignores pointer events, and it shows once per browser session (a
 * session cookie, which the server reads to leave it out of later pages).
 */
import { useEffect, useState } from 'react';
import { APP, studio } from '../config/app-config';
import { SPLASH_COOKIE } from '../lib/page-boot';
import './splash.css';

function alreadySeen(): boolean {
  try {
    return document.cookie.split(/;\s*/).includes(`${SPLASH_COOKIE}=seen`);
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    document.cookie = `${SPLASH_COOKIE}=seen; path=/; SameSite=Lax`;
  } catch {
    /* cookies disabled: it shows on every page load, which is harmless */
  }
}

/** How long it fades out, within its 2 s (splash.css's transition and animation say the same). */
const SPLASH_FADE_MS = 450;

export interface SplashProps {
  durationMs?: number;
  /** The server's decision, when the page came server-rendered (hydration must match it). */
  initialShow?: boolean;
}

export function Splash({ durationMs = APP.splashMs, initialShow }: SplashProps) {
  const [phase, setPhase] = useState<'show' | 'leaving' | 'gone'>(() => ((initialShow ?? !alreadySeen()) ? 'show' : 'gone'));
  // Fully shown until the fade starts; the fade ends at durationMs.
  const shownMs = Math.max(0, durationMs - SPLASH_FADE_MS);

  useEffect(() => {
    if (phase === 'gone') return;
    markSeen();
    if (phase === 'show') {
      // Server-rendered, it has been on screen since the first paint: 2 s from the navigation.
      const left = initialShow ? Math.max(0, shownMs - Math.round(performance.now())) : shownMs;
      const t = setTimeout(() => setPhase('leaving'), left);
      return () => clearTimeout(t);
    }
    const t = setTimeout(() => setPhase('gone'), SPLASH_FADE_MS);
    return () => clearTimeout(t);
  }, [phase, shownMs, initialShow]);

  if (phase === 'gone') return null;
  return (
    <div
      className={`splash ${phase === 'leaving' ? 'splash--leaving' : ''}`}
      style={{ animationDelay: `${shownMs}ms, ${durationMs}ms` }}
      role="status"
      aria-live="polite"
      data-testid="splash"
    >
      <div className="splash__inner">
        <img className="splash__logo" src="/logo.png" alt="" width={112} height={112} />
        <p className="splash__name">{studio.name}</p>
        <p className="splash__brand">Photography</p>
        <div className="splash__bar" aria-hidden>
          <span style={{ animationDuration: `${shownMs}ms` }} />
        </div>
        <p className="splash__text">Loading your photography experience...</p>
      </div>
    </div>
  );
}
