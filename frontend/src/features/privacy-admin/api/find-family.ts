/**
 * GET /api/admin/bookings?q= (admin): the family a booking reference, name or phone names (their booking's id). The
 * first page, newest first (50): a reference or a phone finds one family; `nextCursor` says more match.
 */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';

export const findBookings = (q: string) => toResult(client.GET('/api/admin/bookings', { params: { query: { q } } }), 'Could not search the bookings.');
