/** A small inline diya (oil lamp) with a flickering flame. Decorative. */
export function Diya({ className, size = 56 }: { className?: string; size?: number }) {
  return (
    <svg className={`diya ${className ?? ''}`} viewBox="0 0 64 64" width={size} height={size} aria-hidden focusable={false}>
      <defs>
        <linearGradient id="diya-bowl" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f7c15a" />
          <stop offset="1" stopColor="#c4621b" />
        </linearGradient>
        <radialGradient id="diya-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#ffd36b" stopOpacity=".7" />
          <stop offset="1" stopColor="#ffd36b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="24" r="18" fill="url(#diya-glow)" className="diya__glow" />
      <path d="M6 38h52c-3 12-13 18-26 18S9 50 6 38z" fill="url(#diya-bowl)" />
      <path d="M6 38h52" stroke="#fde3a7" strokeWidth="2.5" strokeLinecap="round" />
      <g className="diya__flame">
        <path d="M32 12c5 7 7 11 7 15a7 7 0 0 1-14 0c0-4 2-8 7-15z" fill="#ffb62e" />
        <path d="M32 20c2.4 3.6 3.4 6 3.4 8a3.4 3.4 0 0 1-6.8 0c0-2 1-4.4 3.4-8z" fill="#fff6d8" />
      </g>
    </svg>
  );
}
