import { act, render, screen } from '@testing-library/react';
import { SPLASH_COOKIE } from '../lib/page-boot';
import { Splash } from './splash';

const clearCookie = () => {
  document.cookie = `${SPLASH_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

describe('splash (spec §2)', () => {
  beforeEach(() => {
    clearCookie();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    clearCookie();
  });

  it('shows the brand, progress bar and text for 2 s (its fade included), once per browser session', () => {
    const { unmount } = render(<Splash />);
    const splash = screen.getByTestId('splash');
    expect(splash.textContent).toContain('Photography');
    expect(splash.textContent).toContain('Loading your photography experience...');
    expect(splash.querySelector('.splash__bar')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1549));
    expect(screen.getByTestId('splash').className).not.toContain('leaving');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('splash').className).toContain('leaving');
    act(() => jest.advanceTimersByTime(450));
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(document.cookie).toContain(`${SPLASH_COOKIE}=seen`);
    unmount();
    render(<Splash />);
    expect(screen.queryByTestId('splash')).toBeNull();
  });

  it("follows the server's decision on a server-rendered page", () => {
    const { unmount } = render(<Splash initialShow={false} />);
    expect(screen.queryByTestId('splash')).toBeNull();
    unmount();
    // The server set the cookie with this very page, yet the page carries the splash.
    document.cookie = `${SPLASH_COOKIE}=seen; path=/`;
    render(<Splash initialShow />);
    expect(screen.getByTestId('splash')).toBeTruthy();
    // On screen since the first paint: it is gone 2 s after the navigation started, the last 450 ms fading.
    act(() => jest.advanceTimersByTime(1550));
    expect(screen.getByTestId('splash').className).toContain('leaving');
    act(() => jest.advanceTimersByTime(450));
    expect(screen.queryByTestId('splash')).toBeNull();
  });
});
