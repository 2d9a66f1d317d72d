/**
 * GET /api/booking/availability: the open slots of a package between two studio dates (at most 62 days), or for a
 * newborn package the places left in the due date's week; with `manage` (a booking's token) the days its birth allows.
 */
import useSWR from 'swr';
import { buildUrl, getJson } from '../../../lib/api-client';
import type { Availability, DueWeek, operations } from '../../../lib/api-schema';

export type { DueWeek };
type Query = NonNullable<operations['bookings_availability']['parameters']['query']>;

export const AVAILABILITY_PATH = '/api/booking/availability';

export type AvailabilityQuery = Query & ({ packageId: string; from: string; to: string } | { manage: string; from: string; to: string });

export function useAvailability(query: AvailabilityQuery | null) {
  return useSWR(query ? buildUrl(AVAILABILITY_PATH, query) : null, (key: string) => getJson<Required<Pick<Availability, 'days'>>>(key), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

export function useDueWeek(packageId: string | null, dueDate: string | null) {
  return useSWR(packageId && dueDate ? buildUrl(AVAILABILITY_PATH, { packageId, dueDate } satisfies Query) : null, (key: string) => getJson<Required<Pick<Availability, 'dueWeek'>>>(key), {
    revalidateOnFocus: false,
  });
}
