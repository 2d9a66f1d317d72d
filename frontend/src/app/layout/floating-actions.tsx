import { studio } from '../../config/app-config';
import { telHref, whatsappHref } from '../../lib/links';
import { IconPhone, IconWhatsApp } from '../../components/ui/icons';

/** Floating call and WhatsApp buttons (spec §2). */
export function FloatingActions() {
  return (
    <div className="fab-stack">
      <a className="fab fab--call" href={telHref(studio)} aria-label={`Call ${studio.name} at +91 ${studio.phone}`} data-testid="fab-call">
        <IconPhone />
      </a>
      <a
        className="fab fab--whatsapp"
        href={whatsappHref(studio)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        data-testid="fab-whatsapp"
      >
        <IconWhatsApp />
      </a>
    </div>
  );
}
