/** GET /api/admin/bookings/:id (admin): one booking with its change history (who, when, before, after). */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

const ADMIN_BOOKING_PATH = '/api/admin/bookings/{id}' satisfies keyof paths;

export function useAdminBookingHistory(id: string, version: string) {
  // `version` (the booking's status and payment) asks again after a change made in the sheet.
  return useSWR([ADMIN_BOOKING_PATH, id, version] as const, async ([, bookingId]) => (await read(client.GET(ADMIN_BOOKING_PATH, { params: { path: { id: bookingId } } }))).changes ?? []);
}
