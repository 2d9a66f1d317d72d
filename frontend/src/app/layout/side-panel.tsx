/** The phone's side panel (spec §4), loaded by SiteHeader when first opened. */
import { NavLink } from 'react-router';
import { Dialog } from '../../components/ui/dialog';
import { IconClose } from '../../components/ui/icons';
import { studio } from '../../config/app-config';
import { NAV_LINKS } from './nav-links';
import type { useSidePanel } from './use-side-panel';

export default function SidePanel({ panel }: { panel: ReturnType<typeof useSidePanel> }) {
  return (
    <Dialog.Root open={panel.open} onOpenChange={panel.setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay ui-sheet-overlay" data-testid="side-panel-overlay" />
        <Dialog.Content className="ui-sheet side-panel" id="side-panel" data-testid="side-panel" aria-describedby={undefined}>
          <div className="ui-sheet__head">
            <Dialog.Title className="ui-sheet__title">Menu</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Close menu">
              <IconClose />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="side-panel__nav">
            <ul>
              {NAV_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.to === '/'} className="side-panel__link" onClick={panel.close}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="side-panel__foot">
            {studio.openingHours}
            <br />
            {studio.phoneDisplay}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
