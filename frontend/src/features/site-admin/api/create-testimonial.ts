/** POST /api/admin/testimonials (admin): a new testimonial, optionally with a photo (data-URL, through the image pipeline). */
import { api } from '../../../lib/api-client';
import { toSaveResult } from './save-result';
import type { CreateTestimonialDto, TestimonialSaved } from '../../../lib/api-schema';

export const TESTIMONIALS_PATH = '/api/admin/testimonials';

/** The create body; PATCH takes any of it, `photo: null` removing the photo. */
export type TestimonialFields = Omit<CreateTestimonialDto, 'photo'> & { photo?: string | null };

export const createTestimonial = (fields: CreateTestimonialDto) =>
  toSaveResult(() => api.post<TestimonialSaved>(TESTIMONIALS_PATH, fields), (d) => d.testimonial, 'Could not add the testimonial.');
