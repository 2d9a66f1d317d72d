/** The whole app, as the browser renders or hydrates it and as the server renders it (same tree). */
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { skipRevalidatingServerData } from '../lib/swr-server-data';
import { Splash } from './splash';

export interface AppRootProps {
  /** The routes in BrowserRouter in the browser, in StaticRouter on the server. */
  router: ReactNode;
  /** Data the server rendered with, by SWR key. */
  swr?: Record<string, unknown>;
  /** The server's splash decision (undefined: the browser decides). */
  splash?: boolean;
}

/** Marks <html data-app-ready> once the app has rendered or hydrated: its controls respond from then on. */
function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

export function AppRoot({ router, swr, splash }: AppRootProps) {
  const [swrConfig] = useState(() => {
    const fallback = swr ?? {};
    return { fallback, use: [skipRevalidatingServerData(fallback)] };
  });
  return (
    <StrictMode>
      <SWRConfig value={swrConfig}>
        {router}
        <Splash initialShow={splash} />
        <AppReady />
      </SWRConfig>
    </StrictMode>
  );
}
