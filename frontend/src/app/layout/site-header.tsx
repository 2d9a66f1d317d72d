import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { studio } from '../../config/app-config';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { IconMenu } from '../../components/ui/icons';
import { NAV_LINKS } from './nav-links';
import { useSidePanel } from './use-side-panel';
import '../../components/ui/ui.css';

// The phone's side panel (radix Dialog, about 14 kB of gzip with its focus trap and scroll lock) is fetched when
// first wanted, not with every page: most visitors never open it.
const loadSidePanel = () => import('./side-panel');
const SidePanel = lazy(loadSidePanel);
const preloadSidePanel = () => void loadSidePanel();

export function SiteHeader() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const panel = useSidePanel(isDesktop);
  // Once opened, the panel stays mounted (closed), so it animates out and opens again at once.
  const [panelWanted, setPanelWanted] = useState(false);
  if (panel.open && !panelWanted) setPanelWanted(true);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {/* Named by its visible text (a screen reader says what a sighted user reads), then "home". */}
        <Link to="/" className="brand" aria-label={`${studio.name} Photography, home`}>
          <img src="/logo.png" alt="" width={56} height={56} className="brand__logo" />
          <span className="brand__text">
            <span className="brand__name">{studio.name}</span>{' '}
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
          <>
            <button
              type="button"
              className="icon-btn menu-btn"
              aria-label={panel.open ? 'Close menu' : 'Open menu'}
              aria-expanded={panel.open}
              aria-controls="side-panel"
              onClick={panel.toggle}
              // The panel's code comes on intent: a finger on the button starts the download.
              onPointerDown={preloadSidePanel}
              onFocus={preloadSidePanel}
            >
              <IconMenu />
            </button>
            {panelWanted ? (
              <Suspense fallback={null}>
                <SidePanel panel={panel} />
              </Suspense>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
