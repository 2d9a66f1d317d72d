/**
 * The parents' receipts, invoice and refund vouchers on their booking page: each opens as a PDF (a plain link: the
 * manage token is the key) and can be sent on WhatsApp (to themselves, a spouse, an employer).
 */
import { studio } from '../../../config/app-config';
import { IconWhatsApp } from '../../../components/ui/icons';
import { formatDay, formatRupees } from '../../../lib/booking-format';
import { useBookingDocuments, type BookingDocument } from '../api/get-booking-documents';

const shareHref = (d: BookingDocument) => {
  const link = typeof window === 'undefined' ? d.url : new URL(d.url, window.location.origin).href;
  return `https://wa.me/?text=${encodeURIComponent(`${d.title} ${d.number} from ${studio.name} (${formatRupees(d.amountPaise)}): ${link}`)}`;
};

export function BookingDocuments({ token, version }: { token: string; version: string }) {
  const { data } = useBookingDocuments(token, version);
  if (!data?.length) return null;
  return (
    <section className="book-section book-docs" aria-labelledby="book-docs-title" data-testid="booking-documents">
      <h2 id="book-docs-title" className="book-step__title">
        Receipts and invoices
      </h2>
      <ul className="book-docs__list">
        {data.map((d) => (
          <li key={d.id} className="book-docs__item" data-testid="booking-document">
            <div className="book-docs__what">
              <span className="book-docs__title">{d.title}</span>
              <span className="book-docs__meta">
                No. {d.number} · {formatDay(d.issuedOn)}
              </span>
            </div>
            <span className="book-docs__amount">{formatRupees(d.amountPaise)}</span>
            <div className="book-docs__actions">
              <a className="btn btn--ghost book-btn--small" href={d.url} target="_blank" rel="noopener" download={`${d.number.replace(/\//g, '-')}.pdf`} aria-label={`Download PDF: ${d.title} ${d.number}`}>
                Download PDF
              </a>
              <a className="btn btn--whatsapp book-btn--small" href={shareHref(d)} target="_blank" rel="noopener noreferrer" aria-label={`Share on WhatsApp: ${d.title} ${d.number}`}>
                <IconWhatsApp /> Share
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
