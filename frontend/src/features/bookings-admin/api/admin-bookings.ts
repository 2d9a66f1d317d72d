/** GET|POST /api/admin/bookings, PATCH /api/admin/bookings/:id (admin): the studio's bookings. */
import useSWR, { useSWRConfig } from 'swr';
import { client, read } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { operations, paths } from '../../../lib/api-schema';
import { SAVE_TEXTS, type AdminBookingInput, type BookingPatch } from './admin-booking-types';

const ADMIN_BOOKINGS_PATH = '/api/admin/bookings' satisfies keyof paths;

export type BookingsFilter = NonNullable<operations['adminBookings_list']['parameters']['query']>;

type AdminBookingsKey = readonly [typeof ADMIN_BOOKINGS_PATH, BookingsFilter];

export const adminBookingsKey = (f: BookingsFilter): AdminBookingsKey => [ADMIN_BOOKINGS_PATH, { from: f.from, to: f.to, status: f.status, q: f.q || undefined }];

export function useAdminBookings(filter: BookingsFilter | null) {
  return useSWR(filter ? adminBookingsKey(filter) : null, async ([, query]: AdminBookingsKey) => (await read(client.GET(ADMIN_BOOKINGS_PATH, { params: { query } }))).items, {
    keepPreviousData: true,
    refreshInterval: 30_000,
  });
}

/** After any change: every bookings list on screen asks again. */
export function useRefreshBookings() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === ADMIN_BOOKINGS_PATH);
}

export const createAdminBooking = async (input: AdminBookingInput) => mapResult(await toResult(client.POST(ADMIN_BOOKINGS_PATH, { body: input }), SAVE_TEXTS), (d) => d.booking);

export const patchAdminBooking = async (id: string, patch: BookingPatch) =>
  mapResult(await toResult(client.PATCH('/api/admin/bookings/{id}', { params: { path: { id } }, body: patch }), SAVE_TEXTS), (d) => d.booking);
