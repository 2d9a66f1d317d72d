/** The session key that remembers which page was reloaded for a stale build, so a page is reloaded once at most. */
export const STALE_BUILD_RELOAD_KEY = 'studio-stale-build-reload';

/**
 * A page left open across a deploy asks for route files the new build no longer has (the api answers 404, and
 * slowly: refusal-delay.ts). Vite reports that as `vite:preloadError`; the page then loads the new build once,
 * instead of showing nothing. A second failure on the same page (the file really is missing) is left to throw.
 */
export function reloadOnStaleBuild(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const page = win.location.pathname;
    try {
      if (win.sessionStorage.getItem(STALE_BUILD_RELOAD_KEY) === page) return;
      win.sessionStorage.setItem(STALE_BUILD_RELOAD_KEY, page);
    } catch {
      return; // no session storage: no way to tell a first failure from a loop
    }
    event.preventDefault();
    win.location.reload();
  });
}
