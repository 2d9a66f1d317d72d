/**
 * GET /api/admin/bookings?q= (admin): bookings whose reference, name, phone or e-mail holds the search, newest first, a
 * page at a time ("Load more").
 */
import { useCursorPages } from '../../../lib/cursor-pages';
import { ADMIN_BOOKINGS_PATH, fetchBookingsPage } from './get-bookings-page';

export const SEARCH_PAGE_SIZE = 50;

export function useBookingSearch(q: string) {
  return useCursorPages(q ? ([ADMIN_BOOKINGS_PATH, 'search', q] as const) : null, ([, , text], cursor) => fetchBookingsPage({ q: text }, SEARCH_PAGE_SIZE, cursor), {
    keepPreviousData: true,
  });
}
