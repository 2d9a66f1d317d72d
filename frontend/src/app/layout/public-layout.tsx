/** Shell for public pages: header, festive wrapper, floating buttons, footer. */
import { Outlet } from 'react-router';
import { FestiveLights, Fireworks } from '../../components/festive/festive-lights';
import { inFestiveSeason } from '../../components/festive/festive-season';
import { PageErrorBoundary } from '../page-error-boundary';
import { FloatingActions } from './floating-actions';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

export function PublicLayout() {
  return (
    // data-season: 'festive' while the campaign runs, else 'calm' (styles stop every looping decoration).
    <div className="festive-wrapper" data-season={inFestiveSeason() ? 'festive' : 'calm'}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        {/* The garland hangs over the top of each page's hero, not from the sticky header. */}
        <FestiveLights />
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      <FloatingActions />
      <Fireworks />
    </div>
  );
}
