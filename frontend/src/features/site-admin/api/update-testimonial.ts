/** PATCH /api/admin/testimonials/:id (admin): any field, `order` to move it, `photo: null` to drop the photo. */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { TestimonialFields } from './create-testimonial';
import { saveTexts } from './site-types';

export const updateTestimonial = async (id: string, fields: Partial<TestimonialFields>) =>
  mapResult(
    await toResult(client.PATCH('/api/admin/testimonials/{id}', { params: { path: { id } }, body: fields }), saveTexts('Could not save the testimonial.')),
    (d) => d.testimonial,
  );
