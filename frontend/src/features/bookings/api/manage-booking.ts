/** The parents' own booking, by the unguessable token of its manageUrl: read it, report a payment, cancel, the birth, a day. */
import useSWR from 'swr';
import { api, getJson } from '../../../lib/api-client';
import { bookingCall } from './booking-outcome';
import type { Booking, BookingOutcome } from './booking-types';

export const managePath = (token: string) => `/api/bookings/manage/${encodeURIComponent(token)}`;
export const calendarHref = (token: string) => `${managePath(token)}/calendar.ics`;

/** The token of a manageUrl (`…/booking/{token}`). */
export const tokenOf = (manageUrl: string) => manageUrl.replace(/\/+$/, '').split('/').pop() ?? '';

export function useManagedBooking(token: string) {
  return useSWR(managePath(token), async (key: string) => (await getJson<{ booking: Booking }>(key)).booking, { revalidateOnFocus: true, shouldRetryOnError: false });
}

export const reportPayment = (token: string, utr: string): Promise<BookingOutcome> => bookingCall(() => api.post(`${managePath(token)}/payment`, { utr }));
export const cancelBooking = (token: string): Promise<BookingOutcome> => bookingCall(() => api.post(`${managePath(token)}/cancel`, {}));
export const reportBirth = (token: string, bornOn: string): Promise<BookingOutcome> => bookingCall(() => api.post(`${managePath(token)}/birth`, { bornOn }));
export const scheduleBooking = (token: string, date: string, start: string): Promise<BookingOutcome> =>
  bookingCall(() => api.post(`${managePath(token)}/schedule`, { date, start }));
