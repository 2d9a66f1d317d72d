/** Who opened a family's data, and when (docs/architecture.md §16): kept a year, filtered by subject and dates. */
import { useId, useState } from 'react';
import { useAccessLog } from '../api/get-access-log';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const WHAT: Record<string, string> = { 'client-gallery': 'Client gallery', booking: 'Booking', 'enquiry-export': 'Enquiry export' };

export function AccessLogPanel() {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const log = useAccessLog({ subject: subject.trim(), from, to });
  const items = log.data?.items ?? [];
  return (
    <section className="panel privacy-admin__panel" aria-labelledby={`${id}-title`} data-testid="privacy-access-log">
      <h2 className="privacy-admin__title" id={`${id}-title`}>
        Access log
      </h2>
      <div className="privacy-admin__filters">
        <div className="field">
          <label htmlFor={`${id}-subject`}>Subject</label>
          <input id={`${id}-subject`} value={subject} onChange={(e) => setSubject(e.target.value)} placeholder="gallery:… or booking:…" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>Before</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      {log.error && !log.data ? (
        <p role="alert">Could not load the access log.</p>
      ) : !log.data ? (
        <p className="privacy-admin__hint">Loading…</p>
      ) : items.length === 0 ? (
        <p className="privacy-admin__hint">Nobody opened a family’s data in this window.</p>
      ) : (
        <div className="privacy-admin__scroll">
          <table className="privacy-admin__table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Subject</th>
              </tr>
            </thead>
            <tbody>
              {items.map((e, i) => (
                <tr key={`${e.at}-${i}`}>
                  <td>{when(e.at)}</td>
                  <td>{e.who}</td>
                  <td>{WHAT[e.what] ?? e.what}</td>
                  <td className="privacy-admin__mono">{e.subject}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
