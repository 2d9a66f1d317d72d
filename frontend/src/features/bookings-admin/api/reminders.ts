/** The "To send today" list (the worker fills it): WhatsApp messages for staff to send, each marked sent when used. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { paths } from '../../../lib/api-schema';

const REMINDERS_PATH = '/api/admin/bookings/to-send' satisfies keyof paths;

export function useReminders() {
  return useSWR(REMINDERS_PATH, () => read(client.GET(REMINDERS_PATH)), { refreshInterval: 60_000, shouldRetryOnError: false });
}

export const markReminderSent = (id: string) =>
  toResult(client.POST('/api/admin/bookings/to-send/{id}/sent', { params: { path: { id } } }), 'Could not mark it sent.');
