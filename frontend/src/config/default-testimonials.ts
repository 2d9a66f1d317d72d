import type { Testimonial } from './app-config';

/** The spec's three testimonials: what the carousel shows when the page carries none (vite dev, tests). */
export const DEFAULT_TESTIMONIALS: Testimonial[] = [
  {
    id: '1',
    name: 'Rohan Mehta',
    role: 'Father of Baby',
    image: '/testimonials/rohan.svg',
    order: 0,
    photo: null,
    quote:
      'They handled our 9-day-old daughter with so much patience and care. Every photo feels warm and calm, exactly like the first weeks felt to us.',
    rating: 5,
    location: 'Mumbai',
    date: 'October 2025',
  },
  {
    id: '2',
    name: 'Ananya Sharma',
    role: 'New Mom',
    image: '/testimonials/ananya.svg',
    order: 1,
    photo: null,
    quote:
      'The studio was spotless, warm and baby-safe. The Diwali theme with little diyas was magical, and the album made my parents cry happy tears.',
    rating: 5,
    location: 'Mumbai',
    date: 'November 2025',
  },
  {
    id: '3',
    name: 'Sneha Patil',
    role: 'babyshoot',
    image: '/testimonials/sneha.svg',
    order: 2,
    photo: null,
    quote:
      'Our six-month babyshoot was pure fun. They knew every trick to get those giggles, and we received beautifully edited photos within a week.',
    rating: 5,
    location: 'Mumbai',
    date: 'January 2026',
  },
];
