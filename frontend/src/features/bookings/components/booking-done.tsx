/** The last step: the status in plain words, the plan (money, refund rule, next steps, the link kept on WhatsApp). */
import { studio } from '../../../config/app-config';
import { whatsappHref } from '../../../lib/links';
import { IconWhatsApp } from '../../../components/ui/icons';
import { calendarHref } from '../api/manage-booking';
import type { Booking } from '../api/booking-types';
import { BookingPlan } from './booking-plan';
import { BookingStatusBanner } from './booking-status-banner';
import { whenText } from './when-text';

export function BookingDone({ booking, token }: { booking: Booking; token: string }) {
  const message = `Hello ${studio.name}, this is ${booking.name}. My booking ${booking.reference} (${booking.package.name}, ${whenText(booking)}).`;
  return (
    <section className="book-done" aria-labelledby="done-title" data-testid="booking-done">
      <h2 id="done-title" className="book-done__title">
        {booking.status === 'confirmed' ? 'You are booked!' : 'Request received'}
      </h2>
      <BookingStatusBanner booking={booking} />
      <p className="book-muted">
        {booking.package.name}, {whenText(booking)}. Reference <strong>{booking.reference}</strong>.
      </p>
      <BookingPlan booking={booking} />
      <div className="book-actions">
        <a className="btn btn--ghost" href={`/booking/${token}`} data-testid="manage-link">
          Open your booking&apos;s page
        </a>
        {booking.date && (
          <a className="btn btn--ghost" href={calendarHref(token)} download={`${booking.reference}.ics`} data-testid="add-to-calendar">
            Add to calendar
          </a>
        )}
        <a className="btn btn--ghost" href={whatsappHref(studio, message)} target="_blank" rel="noopener noreferrer">
          <IconWhatsApp /> Ask the studio
        </a>
      </div>
    </section>
  );
}
