/** Who changed what on the site and when (the last 20 saves). */
import type { SiteChangeRow } from '../api/site-types';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '(empty)' : Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : JSON.stringify(v));

/** `labels`: a field's words for staff ('booking.upiId' → 'Online booking · UPI ID'); a field without one shows its last part. */
export function ChangeLog({ changes, labels = {} }: { changes: SiteChangeRow[]; labels?: Record<string, string> }) {
  return (
    <section className="panel site-form" aria-labelledby="site-changes-title">
      <h2 className="site-form__title" id="site-changes-title">
        Recent changes
      </h2>
      {changes.length === 0 ? (
        <p className="site-empty">No changes yet: the site shows the first-run settings.</p>
      ) : (
        <ol className="change-log" data-testid="change-log">
          {changes.map((c) => (
            <li key={c.id} className="change-log__item">
              <p className="change-log__head">
                <strong>{c.username}</strong> {c.action === 'create' ? 'added' : c.action === 'delete' ? 'removed' : 'changed'}{' '}
                {c.subject === 'testimonial' ? 'a testimonial' : 'the settings'} · <time dateTime={c.at}>{when(c.at)}</time>
              </p>
              <ul className="change-log__fields">
                {Object.entries(c.changes)
                  .slice(0, 6)
                  .map(([field, d]) => (
                    <li key={field}>
                      <span className="change-log__field">{labels[field] ?? field.split('.').pop()}</span>: {c.action === 'create' ? show(d.to) : c.action === 'delete' ? show(d.from) : `${show(d.from)} → ${show(d.to)}`}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
