/**
 * GET /api/admin/bookings (admin), read for the admin home: today's sessions (?from=today&to=today) and every payment
 * to check (?status=payment_reported). The list answers a page at a time; both questions are small by nature (one
 * day; reports are released after reportedReleaseHours), so every page is read and the tiles count them all.
 */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { AdminBooking, operations, paths } from '../../../lib/api-schema';
import { readEveryPage } from '../../../lib/cursor-pages';

const ADMIN_BOOKINGS_PATH = '/api/admin/bookings' satisfies keyof paths;

export type { AdminBooking };

type Query = NonNullable<operations['adminBookings_list']['parameters']['query']>;
const everyPage = (query: Query) => readEveryPage((cursor) => read(client.GET(ADMIN_BOOKINGS_PATH, { params: { query: { ...query, limit: 100, cursor } } })));

export function useTodayBookings(today: string) {
  return useSWR([ADMIN_BOOKINGS_PATH, 'today', today] as const, () => everyPage({ from: today, to: today }), { refreshInterval: 60_000 });
}

export function usePaymentsToCheck() {
  return useSWR([ADMIN_BOOKINGS_PATH, 'to-check'] as const, () => everyPage({ status: 'payment_reported' }), { refreshInterval: 60_000 });
}
