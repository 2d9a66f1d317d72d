/**
 * GET /api/admin/bookings?waiting=true (admin): the live bookings without a day (newborns waiting for theirs), due date
 * soonest first, a page at a time ("Load more"): found however many other bookings there are.
 */
import { useCursorPages } from '../../../lib/cursor-pages';
import { ADMIN_BOOKINGS_PATH, fetchBookingsPage } from './get-bookings-page';

export const WAITING_PAGE_SIZE = 50;

export function useWaitingBookings(enabled: boolean) {
  return useCursorPages(enabled ? ([ADMIN_BOOKINGS_PATH, 'waiting'] as const) : null, (_key, cursor) => fetchBookingsPage({ waiting: true }, WAITING_PAGE_SIZE, cursor), {
    refreshInterval: 30_000,
  });
}
