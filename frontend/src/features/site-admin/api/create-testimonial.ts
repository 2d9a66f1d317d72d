/** POST /api/admin/testimonials (admin): a new testimonial, optionally with a photo (data-URL, through the image pipeline). */
import { api } from '../../../lib/api-client';
import { toSaveResult } from './save-result';
import type { AdminTestimonial } from './site-types';

export const TESTIMONIALS_PATH = '/api/admin/testimonials';

export interface TestimonialFields {
  name: string;
  role: string;
  location: string;
  date: string;
  quote: string;
  rating: number;
  order?: number;
  /** A data-URL to add or replace the photo; null removes it. */
  photo?: string | null;
}

export const createTestimonial = (fields: TestimonialFields) =>
  toSaveResult(() => api.post<{ testimonial: AdminTestimonial }>(TESTIMONIALS_PATH, fields), (d) => d.testimonial, 'Could not add the testimonial.');
