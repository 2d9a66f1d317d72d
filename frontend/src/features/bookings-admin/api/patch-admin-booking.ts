/** PATCH /api/admin/bookings/{id} (admin): confirm, reschedule, cancel or record a payment. */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import { SAVE_TEXTS, type BookingPatch } from './admin-booking-types';

export const patchAdminBooking = async (id: string, patch: BookingPatch) =>
  mapResult(await toResult(client.PATCH('/api/admin/bookings/{id}', { params: { path: { id } }, body: patch }), SAVE_TEXTS), (d) => d.booking);
