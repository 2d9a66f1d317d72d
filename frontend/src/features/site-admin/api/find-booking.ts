/**
 * GET /api/admin/bookings?q= (admin): the booking a reference names, for linking a testimonial to the family it came
 * from (docs/architecture.md §16, purpose `reviews`). Null when no booking has exactly that reference.
 */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';

export const findBookingByReference = async (reference: string) => {
  const ref = reference.trim().toUpperCase();
  return mapResult(await toResult(client.GET('/api/admin/bookings', { params: { query: { q: ref } } }), 'Could not look up the booking.'), (d) => d.items.find((b) => b.reference === ref) ?? null);
};
