/**
 * The booking steps' way on (Back, Continue) with what is chosen so far. On a phone it sticks to the bottom of the
 * screen, in the place of the call and WhatsApp bar (hidden while it shows: bookings.css), so Continue is always in
 * reach after five packages or fourteen days; wider, it sits at the end of the step.
 */
import type { ReactNode } from 'react';

export function StepBar({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <div className="book-stepbar" data-testid="book-stepbar">
      {summary && (
        <p className="book-stepbar__summary" aria-live="polite">
          {summary}
        </p>
      )}
      <div className="book-stepbar__actions">{children}</div>
    </div>
  );
}
