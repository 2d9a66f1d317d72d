/**
 * A booking's receipts, invoice and refund vouchers for staff (docs/architecture.md §17), and giving money back: a
 * refund (at most what was paid) makes a numbered Refund Voucher.
 */
import { useId, useState, type FormEvent } from 'react';
import { formatDay, formatRupees } from '../../../lib/booking-format';
import { downloadDocument, useAdminBookingDocuments } from '../api/booking-documents';
import type { AdminBooking, BookingPatch } from '../api/admin-booking-types';
import { rupeesToPaise } from './booking-week';

export function BookingDocumentsPanel({
  booking,
  busy,
  save,
}: {
  booking: AdminBooking;
  busy: boolean;
  save: (changes: BookingPatch, done: string) => Promise<void>;
}) {
  const id = useId();
  const { data } = useAdminBookingDocuments(booking.id, `${booking.status}:${booking.paidPaise}`);
  const [refund, setRefund] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submitRefund = (e: FormEvent) => {
    e.preventDefault();
    const paise = rupeesToPaise(refund);
    if (paise === null || paise <= 0) return setProblem('Enter the amount given back in rupees, e.g. 1500.');
    if (paise > booking.paidPaise) return setProblem(`At most what was paid: ${formatRupees(booking.paidPaise)}.`);
    setProblem(null);
    void save({ refundPaise: paise }, `Refunded ${formatRupees(paise)}: a Refund Voucher was issued.`).then(() => setRefund(''));
  };

  return (
    <>
      {data && data.length > 0 && (
        <ul className="bka-docs" data-testid="staff-booking-documents">
          {data.map((d) => (
            <li key={d.id} className="bka-docs__item">
              <span>
                <strong>{d.title}</strong> {d.number} · {formatDay(d.issuedOn)}
              </span>
              <span className="bka-docs__amount">{formatRupees(d.amountPaise)}</span>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void downloadDocument(d)} aria-label={`PDF of ${d.title} ${d.number}`}>
                PDF
              </button>
            </li>
          ))}
        </ul>
      )}
      {data?.length === 0 && <p className="bka-muted">No receipts yet: one is issued with each payment accepted.</p>}
      {booking.paidPaise > 0 && (
        <form className="bka-inline" onSubmit={submitRefund} noValidate>
          <div className="field">
            <label htmlFor={`${id}-refund`}>Refund (₹, at most {formatRupees(booking.paidPaise)})</label>
            <input id={`${id}-refund`} inputMode="decimal" value={refund} onChange={(e) => setRefund(e.target.value)} aria-describedby={problem ? `${id}-refund-err` : undefined} />
          </div>
          <button type="submit" className="btn btn--ghost btn--small" disabled={busy || !refund}>
            Record refund
          </button>
          {problem && (
            <p className="bka-msg bka-msg--error" id={`${id}-refund-err`} role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </>
  );
}
