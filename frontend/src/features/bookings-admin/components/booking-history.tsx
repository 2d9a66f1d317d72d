/** A booking's change history for staff, in the studio's words (who, when, what from and to). */
import { formatDay, formatInstantTime, formatRupees, formatSlot, STATUS_LABEL, studioToday, type BookingStatus } from '../../../lib/booking-format';
import { useAdminBookingHistory } from '../api/get-admin-booking';
import type { AdminBooking } from '../api/admin-booking-types';

const FIELD: Record<string, string> = {
  status: 'Status',
  paidPaise: 'Paid',
  date: 'Day',
  start: 'Time',
  bornOn: 'Born',
  dueDate: 'Due',
  utr: 'UPI reference',
  note: 'Note',
  holdExpiresAt: 'Held until',
};

function say(field: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return 'none';
  if (field === 'status' && typeof v === 'string') return STATUS_LABEL[v as BookingStatus] ?? v;
  if (field === 'paidPaise' && typeof v === 'number') return formatRupees(v);
  if ((field === 'date' || field === 'bornOn' || field === 'dueDate') && typeof v === 'string') return formatDay(v);
  if (field === 'start' && typeof v === 'string') return formatSlot(v);
  if (field === 'holdExpiresAt' && typeof v === 'string') return formatInstantTime(v);
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
}

const WHO: Record<string, string> = { parents: 'The parents', razorpay: 'Razorpay', system: 'The studio app' };

export function BookingHistory({ booking }: { booking: AdminBooking }) {
  const { data, error } = useAdminBookingHistory(booking.id, `${booking.status}-${booking.paidPaise}-${booking.date}-${booking.start}`);
  if (error) return <p className="bka-muted">Could not load the history.</p>;
  if (!data) return <p className="bka-muted">Loading the history...</p>;
  if (data.length === 0) return <p className="bka-muted">No changes yet.</p>;
  return (
    <ol className="bka-history" data-testid="booking-history">
      {[...data].reverse().map((c) => {
        const when = `${formatDay(studioToday(new Date(c.at)), { year: false })}, ${formatInstantTime(c.at)}`;
        const fields = Object.entries(c.changes).filter(([f]) => f !== 'holdExpiresAt' || Object.keys(c.changes).length === 1);
        return (
          <li key={c.id}>
            <span className="bka-history__when">
              {when} · {WHO[c.actor] ?? c.actor}
            </span>
            <span>
              {c.action === 'create' ? 'Booked' : fields.map(([f, v]) => `${FIELD[f] ?? f}: ${say(f, v.from)} → ${say(f, v.to)}`).join('; ') || 'Updated'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
