/** N twinkling sparkles placed over the parent (which must be position: relative). */
import './festive.css';

const SPOTS = [
  [8, 14], [88, 10], [22, 72], [72, 64], [48, 8], [94, 46], [4, 44], [62, 88], [36, 36], [80, 84],
];

export function Sparkles({ count, className, testId = 'sparkle' }: { count: number; className?: string; testId?: string }) {
  return (
    <div className={`sparkles ${className ?? ''}`} aria-hidden>
      {Array.from({ length: count }, (_, i) => {
        const [x, y] = SPOTS[i % SPOTS.length];
        return (
          <span
            key={i}
            className="sparkle"
            data-testid={testId}
            style={{ left: `${x}%`, top: `${y}%`, animationDelay: `${(i * 0.37) % 2.4}s`, ['--s' as string]: `${10 + ((i * 5) % 12)}px` }}
          >
            <svg viewBox="0 0 24 24">
              <path d="M12 1.5l2.2 7.3 7.3 2.2-7.3 2.2L12 20.5l-2.2-7.3L2.5 11l7.3-2.2z" fill="currentColor" />
            </svg>
          </span>
        );
      })}
    </div>
  );
}
