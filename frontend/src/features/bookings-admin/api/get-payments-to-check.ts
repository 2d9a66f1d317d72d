/**
 * GET /api/admin/bookings?status=payment_reported (admin): every payment parents reported and staff have not checked,
 * whatever its day. Few by rule (an unconfirmed report is released after reportedReleaseHours), so every page is read:
 * the badge counts them all.
 */
import useSWR from 'swr';
import { readEveryPage } from '../../../lib/cursor-pages';
import { ADMIN_BOOKINGS_PATH, fetchBookingsPage } from './get-bookings-page';

export function usePaymentsToCheck() {
  return useSWR([ADMIN_BOOKINGS_PATH, 'payments-to-check'] as const, () => readEveryPage((cursor) => fetchBookingsPage({ status: 'payment_reported' }, 100, cursor)), {
    refreshInterval: 30_000,
  });
}
