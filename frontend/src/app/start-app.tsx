/**
 * Starts the app (loaded by main.tsx): hydrates a server-rendered public page with the data and
 * guesses the server used, or renders a page the server left empty (staff area, login).
 */
import { startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { startAmbientMotionOnEngagement } from '../lib/ambient-motion';
import { readPageBoot, setAssumedViewport } from '../lib/page-boot';
import { AppRoot } from './app-root';
import { AppRoutes, loadMatchedLazyRoutes } from './router';

const router = (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);

export async function startApp(container: HTMLElement): Promise<void> {
  startAmbientMotionOnEngagement();
  // Its own module graph, evaluated in a task of its own (main.tsx starts fetching it with this one).
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const boot = readPageBoot();
  // A transition makes the first render (or hydration) interruptible: it yields to the browser
  // instead of one long task, which keeps Total Blocking Time low on slow phones.
  if (boot && container.firstElementChild) {
    setAssumedViewport(boot.viewport);
    // Its files lost (a dropped connection; a deploy: lib/reload-on-stale-build.ts reloads once), the page is left as
    // the server sent it, readable and with working links, rather than hydrated into the failed-page message.
    if (!(await loadMatchedLazyRoutes(window.location.pathname).then(() => true, () => false))) return;
    startTransition(() => {
      hydrateRoot(container, <AppRoot router={router} swr={boot.swr} splash={boot.splash} />);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(<AppRoot router={router} />);
  });
}
