/** GET /api/admin/bookings (admin), read for the admin home: today's sessions and every payment to check. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { AdminBooking, paths } from '../../../lib/api-schema';

const ADMIN_BOOKINGS_PATH = '/api/admin/bookings' satisfies keyof paths;

export type { AdminBooking };

export function useTodayBookings(today: string) {
  return useSWR([ADMIN_BOOKINGS_PATH, 'today', today] as const, async () => (await read(client.GET(ADMIN_BOOKINGS_PATH, { params: { query: { from: today, to: today } } }))).items, {
    refreshInterval: 60_000,
  });
}

export function usePaymentsToCheck() {
  return useSWR([ADMIN_BOOKINGS_PATH, 'to-check'] as const, async () => (await read(client.GET(ADMIN_BOOKINGS_PATH, { params: { query: { status: 'payment_reported' } } }))).items, {
    refreshInterval: 60_000,
  });
}
