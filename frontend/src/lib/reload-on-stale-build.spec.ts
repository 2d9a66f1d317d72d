import { STALE_BUILD_RELOAD_KEY, reloadOnStaleBuild } from './reload-on-stale-build';

describe('reloadOnStaleBuild', () => {
  const reload = jest.fn();
  const fakeWindow = () => {
    const target = new EventTarget();
    return Object.assign(target, { location: { pathname: '/gallery', reload }, sessionStorage: window.sessionStorage }) as unknown as Window;
  };
  const preloadError = () => new Event('vite:preloadError', { cancelable: true });

  beforeEach(() => {
    reload.mockClear();
    window.sessionStorage.clear();
  });

  it('reloads once when a route file of the build is missing, and lets a second failure on the same page throw', () => {
    const win = fakeWindow();
    reloadOnStaleBuild(win);
    const first = preloadError();
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(window.sessionStorage.getItem(STALE_BUILD_RELOAD_KEY)).toBe('/gallery');
    const second = preloadError();
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
