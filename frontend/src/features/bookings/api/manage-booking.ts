/** The parents' own booking, by the unguessable token of its manageUrl: read it, report a payment, cancel, the birth, a day. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import { bookingResult } from './booking-outcome';
import type { paths } from '../../../lib/api-schema';

const MANAGE_PATH = '/api/bookings/manage/{token}' satisfies keyof paths;
const path = (token: string) => ({ path: { token } });

/** Same-origin link to the booking's calendar file (a download the browser saves). */
export const calendarHref = (token: string) => `/api/bookings/manage/${encodeURIComponent(token)}/calendar.ics`;

/** The token of a manageUrl (`…/booking/{token}`). */
export const tokenOf = (manageUrl: string) => manageUrl.replace(/\/+$/, '').split('/').pop() ?? '';

export function useManagedBooking(token: string) {
  return useSWR([MANAGE_PATH, token] as const, async ([, t]) => (await read(client.GET(MANAGE_PATH, { params: path(t) }))).booking, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}

export const reportPayment = (token: string, utr: string) =>
  bookingResult(client.POST('/api/bookings/manage/{token}/payment', { params: path(token), body: { utr } }), 'We could not save the reference. Please try again.');
export const cancelBooking = (token: string) =>
  bookingResult(client.POST('/api/bookings/manage/{token}/cancel', { params: path(token) }), 'We could not cancel it. Please message the studio.');
export const reportBirth = (token: string, bornOn: string) =>
  bookingResult(client.POST('/api/bookings/manage/{token}/birth', { params: path(token), body: { bornOn } }), 'We could not save the date. Please try again.');
export const scheduleBooking = (token: string, date: string, start: string) =>
  bookingResult(client.POST('/api/bookings/manage/{token}/schedule', { params: path(token), body: { date, start } }), 'We could not book that time. Please try another.');
