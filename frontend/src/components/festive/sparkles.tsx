/**
 * N sparkles along the left and right edges of the parent (which must be position: relative), in
 * the page margin beside the container, so they never sit on text, buttons or photos. Only every
 * third one twinkles (fewer loops at once); none move under prefers-reduced-motion. Only in season (festive-season.ts).
 */
import { inFestiveSeason } from './festive-season';
import './festive.css';

/** Heights (% of the parent) down the edges; sides alternate. */
const HEIGHTS = [12, 30, 48, 66, 84, 22, 58, 76, 40, 94];

export function Sparkles({ count, className, testId = 'sparkle' }: { count: number; className?: string; testId?: string }) {
  if (!inFestiveSeason()) return null;
  return (
    <div className={`sparkles ${className ?? ''}`} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className={`sparkle ${i % 2 ? 'sparkle--right' : 'sparkle--left'} ${i % 3 === 0 ? 'sparkle--twinkle' : ''}`}
          data-testid={testId}
          style={{ top: `${HEIGHTS[i % HEIGHTS.length]}%`, animationDelay: `${(i * 0.37) % 2.4}s`, ['--s' as string]: `${10 + ((i * 5) % 12)}px` }}
        >
          <svg viewBox="0 0 24 24">
            <path d="M12 1.5l2.2 7.3 7.3 2.2-7.3 2.2L12 20.5l-2.2-7.3L2.5 11l7.3-2.2z" fill="currentColor" />
          </svg>
        </span>
      ))}
    </div>
  );
}
