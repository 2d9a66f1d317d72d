/** GET /api/bookings/manage/{token}/documents: the parents' receipts, invoice and refund vouchers (docs/architecture.md §17). */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { BookingDocument, paths } from '../../../lib/api-schema';

export type { BookingDocument };

const DOCUMENTS_PATH = '/api/bookings/manage/{token}/documents' satisfies keyof paths;

/** `version` (the booking's status and paid amount) asks again when a payment or a change may have issued one. */
export function useBookingDocuments(token: string, version: string) {
  return useSWR([DOCUMENTS_PATH, token, version] as const, async ([, t]) => (await read(client.GET(DOCUMENTS_PATH, { params: { path: { token: t } } }))).items, {
    shouldRetryOnError: false,
  });
}
