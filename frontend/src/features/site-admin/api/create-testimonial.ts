/** POST /api/admin/testimonials (admin): a new testimonial, optionally with a photo (data-URL, through the image pipeline). */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { CreateTestimonialDto } from '../../../lib/api-schema';
import { saveTexts } from './site-types';

/** The create body; PATCH takes any of it, `photo: null` removing the photo. */
export type TestimonialFields = Omit<CreateTestimonialDto, 'photo'> & { photo?: string | null };

export const createTestimonial = async (fields: CreateTestimonialDto) =>
  mapResult(await toResult(client.POST('/api/admin/testimonials', { body: fields }), saveTexts('Could not add the testimonial.')), (d) => d.testimonial);
