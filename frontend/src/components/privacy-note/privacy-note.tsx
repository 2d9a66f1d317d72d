import type { ReactNode } from 'react';
import './devanagari-font.css';
import './privacy-note.css';

/**
 * One line under a form that takes a family's details, with the link to the notice (docs/architecture.md §16: the
 * booking form, the client gallery and the contact form link to /privacy). A plain link, not the router's: it works in
 * any frame (the gallery's own, a form rendered alone in a test), and the notice is a server-rendered page anyway.
 */
export function PrivacyNote({ children, tone = 'dark' }: { children?: ReactNode; tone?: 'dark' | 'light' }) {
  return (
    <p className={`privacy-note privacy-note--${tone}`}>
      {children}{' '}
      <a href="/privacy" className="privacy-note__link">
        How we look after your data <span lang="hi">(हिन्दी</span>, <span lang="mr">मराठी)</span>
      </a>
    </p>
  );
}
