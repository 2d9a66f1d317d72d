/**
 * Erasure requests and their receipts (docs/architecture.md §16): each with its ER- reference, how it was asked,
 * when it runs or ran, what it deleted, and the enquiries that reached the spreadsheet (staff delete those rows there
 * by hand). Staff file one for a family who asks by phone.
 */
import { useId, useState, type FormEvent } from 'react';
import type { AdminBooking } from '../../../lib/api-schema';
import { useSubmit } from '../../../lib/use-submit';
import { findBookings } from '../api/find-family';
import { useErasures } from '../api/get-erasures';
import { postStaffErasure } from '../api/post-staff-erasure';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '');
const STATUS: Record<string, string> = { scheduled: 'Scheduled', running: 'Running', done: 'Done', cancelled: 'Undone' };

export function ErasuresPanel() {
  const id = useId();
  const erasures = useErasures();
  const [q, setQ] = useState('');
  const [booking, setBooking] = useState<AdminBooking | null>(null);
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const search = useSubmit(findBookings);
  const file = useSubmit(postStaffErasure);

  async function find(e: FormEvent) {
    e.preventDefault();
    if (!q.trim()) return;
    const res = await search.run(q.trim());
    if (!res) return;
    if (!res.ok) return setStatus({ ok: false, text: res.message });
    const items = res.data.items;
    setBooking(items.length === 1 ? items[0] : null);
    setStatus(items.length === 1 ? null : { ok: false, text: items.length ? 'More than one booking matches: use the reference.' : 'No booking matches.' });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!booking?.id) return;
    if (!note.trim()) return setStatus({ ok: false, text: 'Say who asked, how, and how you knew it was them.' });
    const res = await file.run({ bookingId: booking.id, note: note.trim() });
    if (!res) return;
    if (!res.ok) return setStatus({ ok: false, text: res.message });
    setStatus({ ok: true, text: `Filed: ${res.data.erasure.reference}, runs ${when(res.data.erasure.runsAt)}.` });
    setBooking(null);
    setNote('');
    void erasures.mutate();
  }

  const items = erasures.data?.items ?? [];
  return (
    <section className="panel privacy-admin__panel" aria-labelledby={`${id}-title`} data-testid="privacy-erasures">
      <h2 className="privacy-admin__title" id={`${id}-title`}>
        Erasure requests
      </h2>
      <form className="privacy-admin__search" onSubmit={(e) => void find(e)} role="search" aria-label="Find the family to erase">
        <div className="field">
          <label htmlFor={`${id}-q`}>A family asked by phone: booking reference, name or phone</label>
          <input id={`${id}-q`} value={q} onChange={(e) => setQ(e.target.value)} placeholder="BK-…" />
        </div>
        <button type="submit" className="btn btn--small btn--ghost" disabled={search.sending}>
          Find
        </button>
      </form>
      {booking ? (
        <form className="privacy-admin__search" onSubmit={(e) => void submit(e)}>
          <p className="privacy-admin__family">
            {booking.reference} · {booking.name} · {booking.phone}
          </p>
          <div className="field">
            <label htmlFor={`${id}-note`}>Who asked, and how you knew it was them</label>
            <input id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} placeholder="The mother, by phone, confirmed the booking link" />
          </div>
          <button type="submit" className="btn btn--small btn--danger" disabled={file.sending}>
            File the erasure
          </button>
        </form>
      ) : null}
      {status ? (
        <p className={status.ok ? 'privacy-admin__status' : 'privacy-admin__status privacy-admin__status--error'} role="status">
          {status.text}
        </p>
      ) : null}

      {erasures.error && !erasures.data ? (
        <p role="alert">Could not load the erasure requests.</p>
      ) : items.length === 0 ? (
        <p className="privacy-admin__hint">{erasures.data ? 'No erasure has been asked for.' : 'Loading…'}</p>
      ) : (
        <div className="privacy-admin__scroll">
          <table className="privacy-admin__table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
                <th scope="col">Asked</th>
                <th scope="col">Runs / ran</th>
                <th scope="col">Deleted</th>
                <th scope="col">In the spreadsheet</th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.id} data-testid={`erasure-${e.reference}`}>
                  <td className="privacy-admin__mono">{e.reference}</td>
                  <td>
                    <span className={`badge badge--${e.status === 'done' ? 'ready' : e.status === 'cancelled' ? 'skipped' : 'processing'}`}>{STATUS[e.status]}</span>
                  </td>
                  <td>
                    {when(e.createdAt)} · {e.via === 'staff' ? `by ${e.by}` : `from the ${e.via} page`}
                    {e.note ? <span className="privacy-admin__hint"> · {e.note}</span> : null}
                  </td>
                  <td>{when(e.doneAt ?? e.runsAt)}</td>
                  <td>{e.deleted ? `${e.deleted.photos} photos, ${e.deleted.files} files, ${e.deleted.bookings} bookings, ${e.deleted.enquiries} enquiries` : '–'}</td>
                  <td>
                    {e.forwardedEnquiries.length
                      ? e.forwardedEnquiries.map((f) => `${f.source} enquiry of ${when(f.createdAt)}`).join('; ') + ': delete these rows there'
                      : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
