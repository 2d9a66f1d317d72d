import { act, fireEvent, render, screen } from '@testing-library/react';
import { TestimonialCarousel } from './testimonial-carousel';
import { DEFAULT_STUDIO_CONFIG } from '../../../config/app-config';
import { installMatchMedia } from '../../../testing/browser-mocks';

const slideName = () => screen.getByTestId('carousel-slide').querySelector('.carousel__name')!.textContent;
const currentDot = () => screen.getAllByTestId('carousel-dot').findIndex((d) => d.getAttribute('aria-current') === 'true');

describe('testimonial carousel (spec §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has 3 static testimonials from Mumbai rated 5', () => {
    expect(DEFAULT_STUDIO_CONFIG.testimonials).toHaveLength(3);
    for (const t of DEFAULT_STUDIO_CONFIG.testimonials) {
      expect(t.location).toBe('Mumbai');
      expect(t.rating).toBe(5);
      expect(t.name && t.role && t.image && t.quote && t.date).toBeTruthy();
    }
  });

  it('shows one testimonial with image, name, role, location, date, quote and stars', () => {
    render(<TestimonialCarousel />);
    const slide = screen.getByTestId('carousel-slide');
    const t = DEFAULT_STUDIO_CONFIG.testimonials[0];
    expect(slide.textContent).toContain(t.name);
    expect(slide.textContent).toContain(t.role);
    expect(slide.textContent).toContain(t.location);
    expect(slide.textContent).toContain(t.date);
    expect(slide.textContent).toContain(t.quote);
    expect(slide.querySelector('img')!.getAttribute('src')).toBe(t.image);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' }).querySelectorAll('svg')).toHaveLength(5);
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(1);
  });

  it('moves on every 5 s while auto-play is on, wrapping', () => {
    render(<TestimonialCarousel />);
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[0].name);
    act(() => jest.advanceTimersByTime(4999));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[0].name);
    act(() => jest.advanceTimersByTime(1));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[1].name);
    act(() => jest.advanceTimersByTime(5000));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[2].name);
    act(() => jest.advanceTimersByTime(5000));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[0].name);
  });

  it('arrows wrap in both directions and dots jump', () => {
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[2].name);
    expect(currentDot()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[0].name);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2' }));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[1].name);
    expect(currentDot()).toBe(1);
  });

  it('play/pause toggles auto-play', () => {
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[0].name);
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[1].name);
  });

  it('under prefers-reduced-motion it does not move by itself until play is pressed', () => {
    installMatchMedia(375, { reducedMotion: true });
    render(<TestimonialCarousel />);
    act(() => jest.advanceTimersByTime(20000));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[0].name);
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(slideName()).toBe(DEFAULT_STUDIO_CONFIG.testimonials[1].name);
  });
});
