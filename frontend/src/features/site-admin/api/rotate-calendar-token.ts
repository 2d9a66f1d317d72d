/** POST /api/admin/bookings/calendar-token (admin): a new secret for the studio's calendar feed (the old link stops). */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';

export const rotateCalendarToken = () => toResult(client.POST('/api/admin/bookings/calendar-token'), 'Could not make a new link.');
