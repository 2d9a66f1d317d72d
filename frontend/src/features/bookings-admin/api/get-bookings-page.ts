/**
 * GET /api/admin/bookings?from&to&status&q&waiting&limit&cursor (admin) → { items: AdminBooking[], nextCursor }: one
 * page of the studio's bookings (docs/architecture.md §13). Days come by start, `waiting` by due date, the rest newest
 * first; `nextCursor` names the next page (a keyset, not an offset). The page's questions are the files beside this.
 */
import { client, read } from '../../../lib/api-client';
import type { operations, paths } from '../../../lib/api-schema';

export const ADMIN_BOOKINGS_PATH = '/api/admin/bookings' satisfies keyof paths;

/** The filters; the page size and the cursor are each question's own. */
export type BookingsQuery = Omit<NonNullable<operations['adminBookings_list']['parameters']['query']>, 'limit' | 'cursor'>;

export const fetchBookingsPage = (query: BookingsQuery, limit: number, cursor?: string) =>
  read(client.GET(ADMIN_BOOKINGS_PATH, { params: { query: { ...query, limit, cursor } } }));
