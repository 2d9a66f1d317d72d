/** One enquiry in the studio's inbox: who, what they asked for, where delivery stands, the studio's own status. */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { STUDIO_STATUSES, type DeliveryStatus, type InboxEnquiry, type StudioStatus } from '../api/get-enquiries';

const SOURCE_LABEL: Record<InboxEnquiry['source'], string> = { footer: 'Footer form', contact: 'Contact page', 'theme-checkout': 'Theme checkout', selection: 'Gallery selection' };
const STUDIO_LABEL: Record<StudioStatus, string> = { new: 'New', contacted: 'Contacted', booked: 'Booked', closed: 'Closed' };
const SERVICE_LABEL: Record<string, string> = { newborn: 'Newborn', baby: 'Baby', family: 'Family' };
const DELIVERY: Record<DeliveryStatus, { label: string; badge: string }> = {
  received: { label: 'Waiting to send', badge: 'processing' },
  processing: { label: 'Sending', badge: 'processing' },
  forwarded: { label: 'Sent to sheet', badge: 'ready' },
  failed: { label: 'Not sent', badge: 'failed' },
  not_configured: { label: 'Inbox only', badge: 'skipped' },
};

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "Book": a staff booking prefilled from the enquiry (the Bookings page reads these). */
export function bookingHref(e: InboxEnquiry): string {
  const q = new URLSearchParams({ new: '1', enquiryId: e.id, name: e.name, phone: e.phone, email: e.email });
  if (e.message) q.set('notes', e.message);
  if (e.service) q.set('kind', e.service);
  return `/admin/bookings?${q.toString()}`;
}

export function EnquiryCard({
  enquiry: e,
  busy,
  onStatus,
  onRetry,
}: {
  enquiry: InboxEnquiry;
  busy: boolean;
  onStatus: (status: StudioStatus) => void;
  onRetry: () => void;
}) {
  const id = useId();
  const [showError, setShowError] = useState(false);
  const delivery = DELIVERY[e.deliveryStatus];
  const retryable = e.deliveryStatus === 'failed' || e.deliveryStatus === 'not_configured';

  return (
    <li className="enquiry panel" data-testid="enquiry" data-id={e.id} aria-labelledby={`${id}-name`}>
      <div className="enquiry__head">
        <div>
          <h2 className="enquiry__name" id={`${id}-name`}>
            {e.name}
          </h2>
          <p className="enquiry__meta">
            <span className="badge">{SOURCE_LABEL[e.source]}</span> <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
          </p>
        </div>
        <div className="field enquiry__status">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={e.studioStatus} disabled={busy} onChange={(ev) => onStatus(ev.target.value as StudioStatus)}>
            {STUDIO_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STUDIO_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <dl className="enquiry__details">
        <div>
          <dt>Phone</dt>
          <dd>
            {e.phone ? <a href={`tel:+91${e.phone}`}>+91 {e.phone}</a> : 'Not given'}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            {/* A client gallery's selection carries no e-mail: an empty mailto: link would have no text. */}
            {e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : 'Not given'}
          </dd>
        </div>
        {e.service ? (
          <div>
            <dt>Service</dt>
            <dd>{SERVICE_LABEL[e.service] ?? e.service}</dd>
          </div>
        ) : null}
        {e.address ? (
          <div className="enquiry__wide">
            <dt>Address</dt>
            <dd className="enquiry__text">{e.address}</dd>
          </div>
        ) : null}
        {e.message ? (
          <div className="enquiry__wide">
            <dt>Message</dt>
            <dd className="enquiry__text">{e.message}</dd>
          </div>
        ) : null}
        {e.themes.length ? (
          <div className="enquiry__wide">
            <dt>Themes</dt>
            <dd>
              <ul className="enquiry__themes">
                {e.themes.map((t, i) => (
                  <li key={`${t.title}-${i}`} className="enquiry__theme">
                    {t.title} <span className={`enquiry__section enquiry__section--${t.section.toLowerCase()}`}>{t.section}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="enquiry__delivery">
        <Link className="btn btn--small enquiry__book" to={bookingHref(e)} data-testid="enquiry-book">
          Book
        </Link>
        <span className={`badge badge--${delivery.badge}`} data-testid="delivery-status">
          {delivery.label}
        </span>
        <span className="enquiry__delivery-text">
          {e.deliveryStatus === 'forwarded' && e.forwardedAt ? `on ${when(e.forwardedAt)}` : null}
          {e.attempts > 0 ? ` · ${e.attempts} ${e.attempts === 1 ? 'try' : 'tries'}` : null}
        </span>
        {e.lastError && e.deliveryStatus !== 'forwarded' ? (
          <button type="button" className="link-btn" aria-expanded={showError} onClick={() => setShowError((s) => !s)}>
            {showError ? 'Hide error' : 'Why?'}
          </button>
        ) : null}
        {retryable ? (
          <button type="button" className="btn btn--small enquiry__retry" disabled={busy} onClick={onRetry}>
            {busy ? 'Retrying...' : 'Retry sending'}
          </button>
        ) : null}
      </div>
      {showError && e.lastError ? (
        <p className="enquiry__error" role="note">
          {e.lastError}
        </p>
      ) : null}
    </li>
  );
}
