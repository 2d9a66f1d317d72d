/** GET|POST /api/bookings/manage/{token}/consents: the family's consents from their booking page (docs/architecture.md §16). */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { ConsentsBodyDto, paths } from '../../../lib/api-schema';

const CONSENTS_PATH = '/api/bookings/manage/{token}/consents' satisfies keyof paths;

export function useBookingConsents(token: string) {
  return useSWR([CONSENTS_PATH, token] as const, ([, t]) => read(client.GET(CONSENTS_PATH, { params: { path: { token: t } } })), { revalidateOnFocus: true });
}

export const postBookingConsents = (token: string, body: ConsentsBodyDto) =>
  toResult(client.POST(CONSENTS_PATH, { params: { path: { token } }, body }), 'Could not save your choice. Please try again.');
