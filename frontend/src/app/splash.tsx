/**
 * First-load splash (spec §2): logo, brand line 'Photography', animated progress bar and
 * 'Loading your photography experience...' for 2 seconds. It never blocks loading: the
 * app renders beneath it, it ignores pointer events, and it shows once per browser
 * session (sessionStorage).
 */
import { useEffect, useState } from 'react';
import { APP, studio } from '../config/app-config';
import './splash.css';

export const SPLASH_SEEN_KEY = 'studio:splash-seen';

function alreadySeen(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function Splash({ durationMs = APP.splashMs }: { durationMs?: number }) {
  const [phase, setPhase] = useState<'show' | 'leaving' | 'gone'>(() => (alreadySeen() ? 'gone' : 'show'));

  useEffect(() => {
    if (phase === 'gone') return;
    try {
      sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    } catch {
      /* ignore */
    }
    if (phase === 'show') {
      const t = setTimeout(() => setPhase('leaving'), durationMs);
      return () => clearTimeout(t);
    }
    const t = setTimeout(() => setPhase('gone'), 450);
    return () => clearTimeout(t);
  }, [phase, durationMs]);

  if (phase === 'gone') return null;
  return (
    <div className={`splash ${phase === 'leaving' ? 'splash--leaving' : ''}`} role="status" aria-live="polite" data-testid="splash">
      <div className="splash__inner">
        <img className="splash__logo" src="/logo.png" alt="" width={112} height={112} />
        <p className="splash__name">{studio.name}</p>
        <p className="splash__brand">Photography</p>
        <div className="splash__bar" aria-hidden>
          <span style={{ animationDuration: `${durationMs}ms` }} />
        </div>
        <p className="splash__text">Loading your photography experience...</p>
      </div>
    </div>
  );
}
