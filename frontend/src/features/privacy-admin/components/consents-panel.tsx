/** Consents by family (docs/architecture.md §16): each family's latest choice per purpose, and how it was given. */
import { useId, useMemo } from 'react';
import type { ConsentRecord } from '../../../lib/api-schema';
import { useConsentRecords } from '../api/get-consent-records';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const VIA: Record<ConsentRecord['via'], string> = { booking: 'booking form or page', gallery: 'their gallery', staff: 'paper form' };

interface Family {
  key: string;
  label: string;
  latest: Partial<Record<ConsentRecord['purpose'], ConsentRecord>>;
  count: number;
}

/** Records are newest first: the first one seen per family and purpose is the one that counts. */
function byFamily(records: ConsentRecord[]): Family[] {
  const families = new Map<string, Family>();
  for (const r of records) {
    const key = r.bookingId ? `booking:${r.bookingId}` : `gallery:${r.galleryId}`;
    const f = families.get(key) ?? { key, label: r.bookingId ? `Booking ${r.bookingId.slice(0, 8)}` : `Gallery ${String(r.galleryId).slice(0, 8)}`, latest: {}, count: 0 };
    f.latest[r.purpose] ??= r;
    f.count++;
    families.set(key, f);
  }
  return [...families.values()];
}

function Choice({ r }: { r?: ConsentRecord }) {
  if (!r) return <span className="privacy-admin__hint">Not asked</span>;
  return (
    <span>
      <span className={`badge badge--${r.granted ? 'ready' : 'failed'}`}>{r.granted ? 'Yes' : 'No'}</span>{' '}
      <span className="privacy-admin__hint">
        {when(r.at)} · {VIA[r.via]}
        {r.note ? ` · ${r.note}` : ''} · notice {r.noticeVersion} ({r.lang})
      </span>
    </span>
  );
}

export function ConsentsPanel() {
  const id = useId();
  const records = useConsentRecords();
  const families = useMemo(() => byFamily(records.data?.items ?? []), [records.data]);
  return (
    <section className="panel privacy-admin__panel" aria-labelledby={`${id}-title`} data-testid="privacy-consents">
      <h2 className="privacy-admin__title" id={`${id}-title`}>
        Consents by family
      </h2>
      {records.error && !records.data ? (
        <p role="alert">Could not load the consents.</p>
      ) : !records.data ? (
        <p className="privacy-admin__hint">Loading…</p>
      ) : families.length === 0 ? (
        <p className="privacy-admin__hint">No family has given or refused a consent yet.</p>
      ) : (
        <div className="privacy-admin__scroll">
          <table className="privacy-admin__table">
            <thead>
              <tr>
                <th scope="col">Family</th>
                <th scope="col">Portfolio</th>
                <th scope="col">Reviews</th>
                <th scope="col">Choices</th>
              </tr>
            </thead>
            <tbody>
              {families.map((f) => (
                <tr key={f.key}>
                  <td className="privacy-admin__mono">{f.label}</td>
                  <td>
                    <Choice r={f.latest.portfolio} />
                  </td>
                  <td>
                    <Choice r={f.latest.reviews} />
                  </td>
                  <td>{f.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
