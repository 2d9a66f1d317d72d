/**
 * The site's one primary call to action: booking a session. It is the only filled (gold) button a public screen
 * shows; browsing actions (View Themes, Back to Home) are outlined. Every booking button on the public pages is
 * this component, so where booking happens is decided here once.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { studio } from '../../config/app-config';
import { whatsappHref } from '../../lib/links';
import { IconWhatsApp } from '../ui/icons';

/** Where a visitor books: a WhatsApp chat with the prefilled booking text today. When the booking page lands, this ONE line becomes '/book'. */
const BOOKING_TARGET = 'whatsapp' as 'whatsapp' | '/book';

export interface BookCtaProps {
  /** The spec's words for the place: 'Book a Session', 'Book via WhatsApp'. */
  children: ReactNode;
  testId?: string;
  /** Extra classes (a full-width button, a section's spacing). */
  className?: string;
}

export function BookCta({ children, testId, className }: BookCtaProps) {
  const cls = `btn btn--gold btn--book${className ? ` ${className}` : ''}`;
  if (BOOKING_TARGET === '/book') {
    return (
      <Link to="/book" className={cls} data-testid={testId} data-book-cta="">
        {children}
      </Link>
    );
  }
  return (
    <a href={whatsappHref(studio)} target="_blank" rel="noopener noreferrer" className={cls} data-testid={testId} data-book-cta="">
      <IconWhatsApp /> {children}
    </a>
  );
}
