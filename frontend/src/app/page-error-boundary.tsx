import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';

/**
 * What a page shows when it cannot be shown: its file did not arrive (a dropped mobile connection, or a build
 * replaced by a deploy: see lib/reload-on-stale-build.ts) or it failed to render. Without it React unmounts the
 * whole app, and the visitor is left with an empty screen and no way on.
 */
export function PageLoadError() {
  return (
    <section className="section section--center container" role="alert">
      <h1>This page could not load</h1>
      <p>Please check your connection and try again.</p>
      <button type="button" className="btn btn--gold" onClick={() => window.location.reload()}>
        Try again
      </button>
    </section>
  );
}

/** Catches a failed page below it (the site's header and footer, when above, stay); the next page clears it. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={PageLoadError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
