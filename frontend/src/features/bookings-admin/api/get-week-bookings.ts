/**
 * GET /api/admin/bookings?from&to (admin): every booking of the days shown, by start. A week holds what the studio can
 * shoot in seven days (and the cancelled ones), so its pages are read to the end: the grid is never cut.
 */
import useSWR from 'swr';
import { readEveryPage } from '../../../lib/cursor-pages';
import { ADMIN_BOOKINGS_PATH, fetchBookingsPage } from './get-bookings-page';

export function useWeekBookings(range: { from: string; to: string } | null) {
  return useSWR(
    range ? ([ADMIN_BOOKINGS_PATH, 'days', range.from, range.to] as const) : null,
    ([, , from, to]) => readEveryPage((cursor) => fetchBookingsPage({ from, to }, 100, cursor)),
    { keepPreviousData: true, refreshInterval: 30_000 },
  );
}
