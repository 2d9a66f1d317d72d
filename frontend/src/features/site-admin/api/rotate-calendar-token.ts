/** POST /api/admin/bookings/calendar-token (admin): a new secret for the studio's calendar feed (the old link stops). */
import { api } from '../../../lib/api-client';
import type { BookingCalendarToken } from '../../../lib/api-schema';

export async function rotateCalendarToken(): Promise<BookingCalendarToken | null> {
  try {
    const res = await api.post<BookingCalendarToken>('/api/admin/bookings/calendar-token', {});
    return res.ok ? res.data : null;
  } catch {
    return null;
  }
}
