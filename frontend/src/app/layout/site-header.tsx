import { Link, NavLink } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import { studio } from '../../config/app-config';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { IconClose, IconMenu } from '../../components/ui/icons';
import { FestiveLights } from '../../components/festive/festive-lights';
import { NAV_LINKS } from './nav-links';
import { useSidePanel } from './use-side-panel';
import '../../components/ui/ui.css';

export function SiteHeader() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const panel = useSidePanel(isDesktop);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" aria-label={`${studio.name}, home`}>
          <img src="/logo.png" alt="" width={56} height={56} className="brand__logo" />
          <span className="brand__text" aria-hidden>
            <span className="brand__name">{studio.name}</span>
            <span className="brand__line">Photography</span>
          </span>
        </Link>

        {isDesktop ? (
          <nav aria-label="Main" className="site-nav">
            <ul>
              {NAV_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.to === '/'} className="site-nav__link">
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <Dialog.Root open={panel.open} onOpenChange={panel.setOpen}>
            <button
              type="button"
              className="icon-btn menu-btn"
              aria-label={panel.open ? 'Close menu' : 'Open menu'}
              aria-expanded={panel.open}
              aria-controls="side-panel"
              onClick={panel.toggle}
            >
              <IconMenu />
            </button>
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
        )}
      </div>
      <FestiveLights />
    </header>
  );
}
