/** The studio's calendar feed (its bookings in a phone's calendar app): the link to subscribe to, and a new one. */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { rotateCalendarToken } from '../api/rotate-calendar-token';

export const feedUrl = (token: string) => `${typeof window === 'undefined' ? '' : window.location.origin}/api/admin/bookings/calendar.ics?token=${encodeURIComponent(token)}`;

export function CalendarFeed({ token, onRotated }: { token: string; onRotated: () => void }) {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <section className="panel site-form" aria-labelledby="calendar-feed-title" data-testid="calendar-feed">
      <h2 className="site-form__title" id="calendar-feed-title">
        Calendar feed
      </h2>
      <p className="site-form__lead">Add this link to the studio phone's calendar (Subscribe to calendar / From URL) to see every booking there. Keep it private.</p>
      {token ? (
        <p className="site-form__feed">
          <code>{feedUrl(token)}</code>
        </p>
      ) : (
        <p className="site-form__lead">No link yet: make one below.</p>
      )}
      <div className="site-form__actions">
        <button type="button" className="btn btn--ghost" onClick={() => (token ? setAsking(true) : void rotateCalendarToken().then((r) => (r.ok ? onRotated() : setFailed(true))))}>
          {token ? 'Make a new link' : 'Make the link'}
        </button>
        {failed && (
          <p className="site-form__status site-form__status--error" role="alert">
            Could not make a new link. Please try again.
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Make a new calendar link?"
        description="The old link stops working: phones subscribed to it must add the new one."
        confirmLabel="Make a new link"
        onConfirm={() => {
          setAsking(false);
          void rotateCalendarToken().then((r) => (r.ok ? onRotated() : setFailed(true)));
        }}
      />
    </section>
  );
}
