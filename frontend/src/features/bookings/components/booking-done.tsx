/** The last step: what happens next, the calendar file and a WhatsApp chat with the reference filled in. */
import { studio } from '../../../config/app-config';
import { whatsappHref } from '../../../lib/links';
import { IconWhatsApp } from '../../../components/ui/icons';
import { calendarHref } from '../api/manage-booking';
import type { Booking } from '../api/booking-types';
import { formatDay, formatSlot } from '../../../lib/booking-format';

export function whenText(b: Booking): string {
  if (b.date && b.start) return `${formatDay(b.date)} at ${formatSlot(b.start)}`;
  if (b.dueDate) return `due ${formatDay(b.dueDate)} (your day is fixed after the birth)`;
  return 'to be fixed with the studio';
}

const NEXT: Partial<Record<Booking['status'], string>> = {
  payment_reported: 'Thank you! We will check the payment and confirm your booking on WhatsApp, usually within a few hours.',
  requested: 'Thank you! The studio will confirm your booking on WhatsApp, usually within a few hours.',
  confirmed: 'Your booking is confirmed. We look forward to seeing you!',
};

export function BookingDone({ booking, token }: { booking: Booking; token: string }) {
  const message = `Hello ${studio.name}, this is ${booking.name}. My booking ${booking.reference} (${booking.package.name}, ${whenText(booking)}).`;
  return (
    <section className="book-done" aria-labelledby="done-title" data-testid="booking-done">
      <div className="book-done__badge" aria-hidden>
        ✓
      </div>
      <h2 id="done-title">{booking.status === 'confirmed' ? 'You are booked!' : 'Request received'}</h2>
      <p>{NEXT[booking.status] ?? ''}</p>
      <p className="book-muted">
        {booking.package.name}, {whenText(booking)}. Reference <strong>{booking.reference}</strong>.
      </p>
      <div className="book-actions">
        {booking.date && (
          <a className="btn btn--ghost" href={calendarHref(token)} download={`${booking.reference}.ics`} data-testid="add-to-calendar">
            Add to calendar
          </a>
        )}
        <a className="btn btn--whatsapp" href={whatsappHref(studio, message)} target="_blank" rel="noopener noreferrer">
          <IconWhatsApp /> WhatsApp the studio
        </a>
      </div>
      <a className="btn btn--ghost" href={`/booking/${token}`} data-testid="manage-link">
        Your booking&apos;s page
      </a>
      <p className="book-muted">Keep this link (bookmark it): you can pay, change or cancel there, and tell us when your baby arrives.</p>
    </section>
  );
}
