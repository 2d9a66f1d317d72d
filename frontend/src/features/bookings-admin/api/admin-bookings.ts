/** GET|POST /api/admin/bookings, PATCH /api/admin/bookings/:id (admin): the studio's bookings. */
import useSWR, { useSWRConfig } from 'swr';
import { api, buildUrl, getJson } from '../../../lib/api-client';
import type { AdminBookingList, operations } from '../../../lib/api-schema';
import type { AdminBooking, AdminBookingInput, BookingPatch, SaveResult } from './admin-booking-types';
import { saveCall } from './save-call';

export const ADMIN_BOOKINGS_PATH = '/api/admin/bookings';

export type BookingsFilter = NonNullable<operations['adminBookings_list']['parameters']['query']>;

export const adminBookingsKey = (f: BookingsFilter) => buildUrl(ADMIN_BOOKINGS_PATH, { from: f.from, to: f.to, status: f.status, q: f.q || undefined } satisfies BookingsFilter);

export function useAdminBookings(filter: BookingsFilter | null) {
  return useSWR(filter ? adminBookingsKey(filter) : null, async (key: string) => (await getJson<AdminBookingList>(key)).items, {
    keepPreviousData: true,
    refreshInterval: 30_000,
  });
}

/** After any change: every bookings list on screen asks again. */
export function useRefreshBookings() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_BOOKINGS_PATH));
}

const pickBooking = (data: unknown) => (data as { booking: AdminBooking }).booking;

export const createAdminBooking = (input: AdminBookingInput): Promise<SaveResult<AdminBooking>> => saveCall(() => api.post(ADMIN_BOOKINGS_PATH, input), pickBooking);

export const patchAdminBooking = (id: string, patch: BookingPatch): Promise<SaveResult<AdminBooking>> =>
  saveCall(() => api.patch(`${ADMIN_BOOKINGS_PATH}/${encodeURIComponent(id)}`, patch), pickBooking);
