/**
 * Staff record a family's signed paper form (docs/architecture.md §16): find the family by booking reference, name or
 * phone, then each purpose yes or no, the notice's language and a note saying which form and where it is filed.
 */
import { useId, useState, type FormEvent } from 'react';
import type { AdminBooking as Booking } from '../../../lib/api-schema';
import { useSubmit } from '../../../lib/use-submit';
import { mutate } from 'swr';
import { findBookings } from '../api/find-family';
import { CONSENT_RECORDS_KEY } from '../api/get-consent-records';
import { postStaffConsent } from '../api/post-staff-consent';

type Choice = '' | 'yes' | 'no';
const asBool = (c: Choice) => (c === '' ? undefined : c === 'yes');

export function PaperConsentForm() {
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Booking[] | null>(null);
  const [moreMatch, setMoreMatch] = useState(false);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [portfolio, setPortfolio] = useState<Choice>('');
  const [reviews, setReviews] = useState<Choice>('');
  const [lang, setLang] = useState<'en' | 'hi' | 'mr'>('en');
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const search = useSubmit(findBookings);
  const record = useSubmit(postStaffConsent);

  async function find(e: FormEvent) {
    e.preventDefault();
    if (!q.trim()) return;
    const res = await search.run(q.trim());
    if (!res) return;
    if (res.ok) {
      setFound(res.data.items);
      setMoreMatch(res.data.nextCursor !== null);
      setBooking(res.data.items.length === 1 ? res.data.items[0] : null);
    } else setStatus({ ok: false, text: res.message });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!booking?.id) return setStatus({ ok: false, text: 'Choose the family’s booking first.' });
    if (!portfolio && !reviews) return setStatus({ ok: false, text: 'Say yes or no for at least one use.' });
    if (!note.trim()) return setStatus({ ok: false, text: 'Say which form, signed by whom, and where it is filed.' });
    const res = await record.run({ bookingId: booking.id, portfolio: asBool(portfolio), reviews: asBool(reviews), lang, note: note.trim() });
    if (!res) return;
    if (res.ok) {
      setStatus({ ok: true, text: `Recorded for ${booking.reference}.` });
      setNote('');
      setPortfolio('');
      setReviews('');
      void mutate(CONSENT_RECORDS_KEY);
    } else setStatus({ ok: false, text: res.message });
  }

  const choice = (name: string, value: Choice, set: (c: Choice) => void) => (
    <fieldset className="privacy-admin__choice">
      <legend>{name}</legend>
      {(['yes', 'no'] as const).map((c) => (
        <label key={c} className="check">
          <input type="radio" name={`${id}-${name}`} checked={value === c} onChange={() => set(c)} /> {c === 'yes' ? 'Agreed' : 'Refused'}
        </label>
      ))}
    </fieldset>
  );

  return (
    <section className="panel privacy-admin__panel" aria-labelledby={`${id}-title`} data-testid="paper-consent">
      <h2 className="privacy-admin__title" id={`${id}-title`}>
        Record a signed paper form
      </h2>
      <form className="privacy-admin__search" onSubmit={(e) => void find(e)} role="search" aria-label="Find the family">
        <div className="field">
          <label htmlFor={`${id}-q`}>Booking reference, name or phone</label>
          <input id={`${id}-q`} value={q} onChange={(e) => setQ(e.target.value)} placeholder="BK-…" />
        </div>
        <button type="submit" className="btn btn--small btn--ghost" disabled={search.sending}>
          Find
        </button>
      </form>
      {found && found.length === 0 ? <p className="privacy-admin__hint">No booking matches.</p> : null}
      {found && found.length > 1 ? (
        <ul className="privacy-admin__found">
          {found.map((b) => (
            <li key={b.reference}>
              <label className="check">
                <input type="radio" name={`${id}-booking`} checked={booking?.reference === b.reference} onChange={() => setBooking(b)} /> {b.reference} · {b.name} · {b.phone}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {found && moreMatch ? <p className="privacy-admin__hint">These are the newest {found.length}: more match. Add the phone or the reference to find the family.</p> : null}
      {booking ? (
        <form onSubmit={(e) => void submit(e)}>
          <p className="privacy-admin__family">
            {booking.reference} · {booking.name} · {booking.phone}
          </p>
          <div className="privacy-admin__choices">
            {choice('Portfolio', portfolio, setPortfolio)}
            {choice('Reviews', reviews, setReviews)}
            <div className="field">
              <label htmlFor={`${id}-lang`}>Notice read in</label>
              <select id={`${id}-lang`} value={lang} onChange={(e) => setLang(e.target.value as 'en' | 'hi' | 'mr')}>
                <option value="en">English</option>
                <option value="hi">हिन्दी</option>
                <option value="mr">मराठी</option>
              </select>
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-note`}>Note</label>
            <input id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} placeholder="Release form signed by the mother, 3 Dec, file 12" />
          </div>
          <div className="privacy-admin__actions">
            <button type="submit" className="btn btn--small" disabled={record.sending}>
              Record the form
            </button>
          </div>
        </form>
      ) : null}
      {status ? (
        <p className={status.ok ? 'privacy-admin__status' : 'privacy-admin__status privacy-admin__status--error'} role="status">
          {status.text}
        </p>
      ) : null}
    </section>
  );
}
