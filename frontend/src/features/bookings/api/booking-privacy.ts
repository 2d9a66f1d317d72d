/**
 * The family's rights from their booking page (docs/architecture.md §16): GET …/privacy (what is held, the latest
 * erasure), its JSON download and the photos' ZIPs (…/privacy/photos), POST / DELETE …/erasure (schedule, undo until it runs).
 */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { paths } from '../../../lib/api-schema';

const SUMMARY_PATH = '/api/bookings/manage/{token}/privacy' satisfies keyof paths;
const ERASURE_PATH = '/api/bookings/manage/{token}/erasure' satisfies keyof paths;
const PHOTOS_PATH = '/api/bookings/manage/{token}/privacy/photos' satisfies keyof paths;
const path = (token: string) => ({ path: { token } });

export const bookingPrivacyDownloadHref = (token: string) => `/api/bookings/manage/${encodeURIComponent(token)}/privacy/download`;

export function useBookingPrivacy(token: string) {
  return useSWR([SUMMARY_PATH, token] as const, ([, t]) => read(client.GET(SUMMARY_PATH, { params: path(t) })), { revalidateOnFocus: true });
}

export const postBookingErasure = (token: string) => toResult(client.POST(ERASURE_PATH, { params: path(token) }), 'Could not ask for the erasure. Please try again.');
export const deleteBookingErasure = (token: string) => toResult(client.DELETE(ERASURE_PATH, { params: path(token) }), 'Could not undo the erasure. Please try again.');

/** The family's photo ZIPs, polled while one is being made. */
export function useBookingPrivacyPhotos(token: string) {
  return useSWR([PHOTOS_PATH, token] as const, ([, t]) => read(client.GET(PHOTOS_PATH, { params: path(t) })), {
    refreshInterval: (latest) => (latest?.archives.some((a) => a.status === 'queued' || a.status === 'building') ? 1500 : 0),
  });
}

export const postBookingPrivacyPhotos = (token: string) => toResult(client.POST(PHOTOS_PATH, { params: path(token) }), 'Could not prepare your photos. Please try again.');
