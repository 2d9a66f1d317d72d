/**
 * GET /api/booking/availability: the open slots of a package between two studio dates (at most 62 days), or for a
 * newborn package the places left in the due date's week; with `manage` (a booking's token) the days its birth allows.
 */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { DueWeek, operations, paths } from '../../../lib/api-schema';

export type { DueWeek };
type Query = NonNullable<operations['bookings_availability']['parameters']['query']>;

export const AVAILABILITY_PATH = '/api/booking/availability' satisfies keyof paths;

export type AvailabilityQuery = Query & ({ packageId: string; from: string; to: string } | { manage: string; from: string; to: string });

type AvailabilityKey = readonly [typeof AVAILABILITY_PATH, Query];

/** Every availability answer on screen (after a 409: the slot was just taken). */
export const isAvailabilityKey = (key: unknown) => Array.isArray(key) && key[0] === AVAILABILITY_PATH;

const fetchAvailability = ([, query]: AvailabilityKey) => read(client.GET(AVAILABILITY_PATH, { params: { query } }));

export function useAvailability(query: AvailabilityQuery | null) {
  return useSWR(query ? ([AVAILABILITY_PATH, query] as const) : null, fetchAvailability, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

export function useDueWeek(packageId: string | null, dueDate: string | null) {
  return useSWR(packageId && dueDate ? ([AVAILABILITY_PATH, { packageId, dueDate }] as const) : null, fetchAvailability, {
    revalidateOnFocus: false,
  });
}
