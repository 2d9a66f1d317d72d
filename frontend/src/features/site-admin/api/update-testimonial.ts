/** PATCH /api/admin/testimonials/:id (admin): any field, `order` to move it, `photo: null` to drop the photo. */
import { api } from '../../../lib/api-client';
import { TESTIMONIALS_PATH, type TestimonialFields } from './create-testimonial';
import { toSaveResult } from './save-result';
import type { TestimonialSaved } from '../../../lib/api-schema';

export const updateTestimonial = (id: string, fields: Partial<TestimonialFields>) =>
  toSaveResult(
    () => api.patch<TestimonialSaved>(`${TESTIMONIALS_PATH}/${encodeURIComponent(id)}`, fields),
    (d) => d.testimonial,
    'Could not save the testimonial.',
  );
