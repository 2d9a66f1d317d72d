import { act, render, screen } from '@testing-library/react';
import { StatCounter, StatsSection } from './stats-section';
import { useCountUp } from './use-count-up';

describe('stat counter (spec §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 0 -> 100 in 50 steps over 4 s, then shows the target with a plus sign', () => {
    render(<StatCounter target={100} />);
    const shown = () => screen.getByTestId('stat-counter').textContent;
    expect(shown()).toBe('0');
    act(() => jest.advanceTimersByTime(80)); // one step = 4000 / 50 ms
    expect(shown()).toBe('2');
    act(() => jest.advanceTimersByTime(80 * 24));
    expect(shown()).toBe('50');
    act(() => jest.advanceTimersByTime(80 * 24));
    expect(shown()).toBe('98');
    act(() => jest.advanceTimersByTime(80));
    expect(shown()).toBe('100+');
    act(() => jest.advanceTimersByTime(10000));
    expect(shown()).toBe('100+');
  });

  it('waits for start', () => {
    const { rerender } = render(<StatCounter target={100} start={false} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('stat-counter').textContent).toBe('0');
    rerender(<StatCounter target={100} start />);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByTestId('stat-counter').textContent).toBe('100+');
  });

  it('useCountUp exposes exactly 50 distinct steps', () => {
    const seen: number[] = [];
    function Probe() {
      const { value } = useCountUp(100, { steps: 50, durationMs: 4000 });
      seen.push(value);
      return null;
    }
    render(<Probe />);
    for (let i = 0; i < 60; i++) act(() => jest.advanceTimersByTime(80));
    expect([...new Set(seen)]).toHaveLength(51); // 0 and the 50 steps
    expect(seen[seen.length - 1]).toBe(100);
  });

  it('shows 100+ Happy Families, 5+ Years Experience and a 5.0 Rating', () => {
    render(<StatsSection />);
    act(() => jest.advanceTimersByTime(4000));
    const text = screen.getByLabelText('Studio in numbers').textContent;
    expect(text).toContain('100+');
    expect(text).toContain('Happy Families');
    expect(text).toContain('5+');
    expect(text).toContain("Years' Experience in Photoshoots");
    expect(text).toContain('5.0');
    expect(text).toContain('Rating');
  });
});
