/**
 * One enquiry in the studio's inbox, compact enough for a phone: who and when, what they asked for, how to reach
 * them (call, e-mail, a WhatsApp reply), where delivery stands and the studio's own status.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { studio } from '../../../config/app-config';
import { whatsappHref } from '../../../lib/links';
import { IconMail, IconPhone, IconWhatsApp } from '../../../components/ui/icons';
import { STUDIO_STATUSES, type DeliveryStatus, type InboxEnquiry, type StudioStatus } from '../api/get-enquiries';

const SOURCE_LABEL: Record<InboxEnquiry['source'], string> = { footer: 'Footer form', contact: 'Contact page', 'theme-checkout': 'Theme checkout', selection: 'Gallery selection' };
const STUDIO_LABEL: Record<StudioStatus, string> = { new: 'New', contacted: 'Contacted', booked: 'Booked', closed: 'Closed' };
const SERVICE_LABEL: Record<string, string> = { newborn: 'Newborn', baby: 'Baby', family: 'Family' };
const DELIVERY: Record<DeliveryStatus, { label: string; badge: string }> = {
  received: { label: 'Waiting to send', badge: 'processing' },
  processing: { label: 'Sending', badge: 'processing' },
  forwarded: { label: 'Sent to sheet', badge: 'ready' },
  failed: { label: 'Not sent', badge: 'failed' },
  not_configured: { label: 'Kept here (no spreadsheet set up)', badge: 'skipped' },
};

/** dd/mm/yyyy, hh:mm (24 h): short enough to sit beside the source on a phone. */
const when = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

/**
 * The studio's reply on WhatsApp to the parent's own number (wa.me: 91 and the 10 digits), prefilled with a
 * greeting the studio edits before sending. Null without a phone number.
 */
export function replyOnWhatsAppHref(e: Pick<InboxEnquiry, 'name' | 'phone' | 'service'>, studioName: string): string | null {
  if (!e.phone || !/^\d{10}$/.test(e.phone)) return null;
  const first = e.name.trim().split(/\s+/)[0] || e.name.trim();
  const about = e.service && SERVICE_LABEL[e.service] ? ` for a ${SERVICE_LABEL[e.service].toLowerCase()} photoshoot` : '';
  const text = `Hi ${first}, this is ${studioName}. Thank you for your enquiry${about}! When would be a good time to talk about your session?`;
  return whatsappHref({ whatsapp: `91${e.phone}`, whatsappMessage: text });
}

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
  // Only a delivery that failed can be sent again: one kept here has nowhere to send to.
  const retryable = e.deliveryStatus === 'failed';
  const reply = replyOnWhatsAppHref(e, studio.name);

  return (
    <li className="enquiry panel" data-testid="enquiry" data-id={e.id} aria-labelledby={`${id}-name`}>
      <div className="enquiry__head">
        <div className="enquiry__who">
          <h2 className="enquiry__name" id={`${id}-name`}>
            {e.name}
          </h2>
          <p className="enquiry__meta">
            <span className="badge">{SOURCE_LABEL[e.source]}</span> <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
            {e.service ? (
              <>
                {' '}
                <span aria-hidden>·</span> <span className="enquiry__service">{SERVICE_LABEL[e.service] ?? e.service}</span>
              </>
            ) : null}
          </p>
        </div>
        <div className="enquiry__status">
          <label htmlFor={`${id}-status`} className="visually-hidden">
            Status
          </label>
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
        {e.message ? (
          <div className="enquiry__wide">
            <dt className="visually-hidden">Message</dt>
            <dd className="enquiry__text enquiry__message">{e.message}</dd>
          </div>
        ) : null}
        {e.themes.length ? (
          <div className="enquiry__wide">
            <dt className="visually-hidden">Themes</dt>
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
        {e.address ? (
          <div className="enquiry__wide enquiry__address">
            <dt>Address</dt>
            <dd className="enquiry__text">{e.address}</dd>
          </div>
        ) : null}
        <div className="enquiry__contact">
          <dt className="visually-hidden">Phone</dt>
          <dd>
            {e.phone ? (
              <a href={`tel:+91${e.phone}`}>
                <IconPhone /> +91 {e.phone}
              </a>
            ) : (
              <span className="enquiry__none">No phone</span>
            )}
          </dd>
        </div>
        <div className="enquiry__contact">
          <dt className="visually-hidden">Email</dt>
          <dd>
            {/* A client gallery's selection carries no e-mail: an empty mailto: link would have no text. */}
            {e.email ? (
              <a href={`mailto:${e.email}`}>
                <IconMail /> <span className="enquiry__ellipsis">{e.email}</span>
              </a>
            ) : (
              <span className="enquiry__none">No e-mail</span>
            )}
          </dd>
        </div>
      </dl>

      <div className="enquiry__actions">
        {/* A family's photo selection is not a booking: it opens the client galleries, where the choice is seen. */}
        {e.source === 'selection' ? (
          <Link className="btn btn--small btn--ghost" to="/admin/client-galleries" data-testid="enquiry-selection">
            See the chosen photos
          </Link>
        ) : (
          <Link className="btn btn--small btn--ghost enquiry__book" to={bookingHref(e)} data-testid="enquiry-book">
            Book
          </Link>
        )}
        {reply ? (
          <a className="btn btn--small btn--whatsapp" href={reply} target="_blank" rel="noopener noreferrer" data-testid="enquiry-reply">
            <IconWhatsApp /> Reply on WhatsApp
          </a>
        ) : null}
        <span className="enquiry__delivery">
          <span className={`badge badge--${delivery.badge}`} data-testid="delivery-status">
            {delivery.label}
          </span>
          <span className="enquiry__delivery-text">
            {e.deliveryStatus === 'forwarded' && e.forwardedAt ? `on ${when(e.forwardedAt)}` : null}
            {e.attempts > 1 ? ` · tried ${e.attempts} times` : null}
          </span>
          {e.lastError && e.deliveryStatus !== 'forwarded' ? (
            <button type="button" className="link-btn" aria-expanded={showError} onClick={() => setShowError((v) => !v)}>
              {showError ? 'Hide the reason' : 'Why not sent?'}
            </button>
          ) : null}
        </span>
        {retryable ? (
          <button type="button" className="btn btn--small btn--ghost enquiry__retry" disabled={busy} onClick={onRetry}>
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
