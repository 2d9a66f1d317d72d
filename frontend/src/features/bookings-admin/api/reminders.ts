/** The "To send today" list (the worker fills it): WhatsApp messages for staff to send, each marked sent when used. */
import useSWR from 'swr';
import { api, getJson } from '../../../lib/api-client';
import type { BookingReminderList } from '../../../lib/api-schema';

export const REMINDERS_PATH = '/api/admin/bookings/to-send';

export function useReminders() {
  return useSWR(REMINDERS_PATH, (key: string) => getJson<BookingReminderList>(key), { refreshInterval: 60_000, shouldRetryOnError: false });
}

export async function markReminderSent(id: string): Promise<boolean> {
  try {
    return (await api.post(`${REMINDERS_PATH}/${encodeURIComponent(id)}/sent`, {})).ok;
  } catch {
    return false;
  }
}
