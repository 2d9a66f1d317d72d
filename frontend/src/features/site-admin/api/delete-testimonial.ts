/** DELETE /api/admin/testimonials/:id (admin). */
import { api } from '../../../lib/api-client';
import { TESTIMONIALS_PATH } from './create-testimonial';
import type { Message } from '../../../lib/api-schema';
import { toSaveResult } from './save-result';

export const deleteTestimonial = (id: string) =>
  toSaveResult(() => api.delete<Message>(`${TESTIMONIALS_PATH}/${encodeURIComponent(id)}`), () => true, 'Could not remove the testimonial.');
