import { studio } from '../../config/app-config';
import { telHref, whatsappHref } from '../../lib/links';
import { IconPhone, IconWhatsApp } from '../../components/ui/icons';

/**
 * Floating call and WhatsApp buttons (spec §2), in their own landmark. Below 768 px they form a slim
 * bar across the bottom of the screen and the page keeps room for it (layout.css), so they never
 * sit over a form control or photo; wider, two round buttons in the corner.
 */
export function FloatingActions() {
  return (
    <aside className="fab-stack" aria-label="Call or message the studio">
      <a className="fab fab--call" href={telHref(studio)} aria-label={`Call ${studio.name} at +91 ${studio.phone}`} data-testid="fab-call">
        <IconPhone />
        <span className="fab__label">Call</span>
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
        <span className="fab__label">WhatsApp</span>
      </a>
    </aside>
  );
}
