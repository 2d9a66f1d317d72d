import { act, render, screen } from '@testing-library/react';
import { SPLASH_SEEN_KEY, Splash } from './splash';

describe('splash (spec §2)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the brand, progress bar and text for 2 s, once per session', () => {
    const { unmount } = render(<Splash />);
    const splash = screen.getByTestId('splash');
    expect(splash.textContent).toContain('Photography');
    expect(splash.textContent).toContain('Loading your photography experience...');
    expect(splash.querySelector('.splash__bar')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('splash').className).not.toContain('leaving');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('splash').className).toContain('leaving');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe('1');
    unmount();
    render(<Splash />);
    expect(screen.queryByTestId('splash')).toBeNull();
  });
});
