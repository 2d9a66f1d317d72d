/** The daily retention job (docs/architecture.md §16): galleries whose photos go within 14 days, and what each run erased. */
import { useId } from 'react';
import { useRetention } from '../api/get-retention';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const day = (d: string) => new Date(`${d}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function RetentionPanel() {
  const id = useId();
  const retention = useRetention();
  const data = retention.data;
  return (
    <section className="panel privacy-admin__panel" aria-labelledby={`${id}-title`} data-testid="privacy-retention">
      <h2 className="privacy-admin__title" id={`${id}-title`}>
        Retention runs
      </h2>
      {retention.error && !data ? (
        <p role="alert">Could not load the retention runs.</p>
      ) : !data ? (
        <p className="privacy-admin__hint">Loading…</p>
      ) : (
        <>
          <p className="privacy-admin__hint">
            Every day: enquiries without a booking after {data.settings.enquiryMonths} months, client gallery photos {data.settings.galleryDaysAfterExpiry} days after expiry, selfies after{' '}
            {data.settings.selfieDays} days, the access log after {data.settings.accessLogDays} days.
          </p>
          {data.warnings.length ? (
            <ul className="privacy-admin__warnings" data-testid="retention-warnings">
              {data.warnings.map((w) => (
                <li key={w.id}>
                  <strong>{w.title}</strong>: expired {day(w.expiresOn)}, its photos are erased on {day(w.photosErasedOn)}. Extend the gallery to keep them.
                </li>
              ))}
            </ul>
          ) : null}
          {data.runs.length === 0 ? (
            <p className="privacy-admin__hint">No run yet.</p>
          ) : (
            <div className="privacy-admin__scroll">
              <table className="privacy-admin__table">
                <thead>
                  <tr>
                    <th scope="col">Run</th>
                    <th scope="col">Enquiries</th>
                    <th scope="col">Gallery photos</th>
                    <th scope="col">Selfies</th>
                    <th scope="col">Log entries</th>
                    <th scope="col">Files</th>
                  </tr>
                </thead>
                <tbody>
                  {data.runs.map((r) => (
                    <tr key={r.startedAt}>
                      <td>
                        {when(r.startedAt)}
                        {r.error ? <span className="privacy-admin__status--error"> · failed: {r.error}</span> : r.finishedAt ? null : ' · running'}
                      </td>
                      <td>{r.erased.enquiries}</td>
                      <td>{r.erased.galleryPhotos}</td>
                      <td>{r.erased.selfies}</td>
                      <td>{r.erased.accessLogs}</td>
                      <td>{r.erased.files}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
