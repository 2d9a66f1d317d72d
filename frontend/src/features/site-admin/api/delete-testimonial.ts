/** DELETE /api/admin/testimonials/:id (admin). */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import { saveTexts } from './site-types';

export const deleteTestimonial = (id: string) =>
  toResult(client.DELETE('/api/admin/testimonials/{id}', { params: { path: { id } } }), saveTexts('Could not remove the testimonial.'));
