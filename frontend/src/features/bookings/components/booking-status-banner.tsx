/** A booking's status as one full-width line in plain words, with what it means for the parents. */
import type { Booking } from '../api/booking-types';
import { formatInstantTime, STATUS_LABEL } from '../../../lib/booking-format';

function detail(b: Booking): string {
  switch (b.status) {
    case 'held':
      return b.holdExpiresAt ? `Your time is held until ${formatInstantTime(b.holdExpiresAt)} today. Pay the advance to keep it.` : 'Pay the advance to keep your time.';
    case 'payment_reported':
      return 'Thank you! We confirm on WhatsApp once we see the payment, usually within a few hours.';
    case 'requested':
      return 'The studio confirms your booking on WhatsApp, usually within a few hours.';
    case 'confirmed':
      return 'Your time is reserved for you. We look forward to seeing you!';
    case 'completed':
      return 'Thank you for coming to the studio.';
    case 'cancelled':
      return 'This booking was cancelled and its time released.';
    case 'expired':
      return 'The hold ended before we received the advance, so the time was released.';
  }
}

export function BookingStatusBanner({ booking }: { booking: Booking }) {
  return (
    <div className={`book-banner book-banner--${booking.status}`} data-testid="booking-status" role="status">
      <p className="book-banner__title">{STATUS_LABEL[booking.status]}</p>
      <p className="book-banner__text">{detail(booking)}</p>
    </div>
  );
}
