/** GET /api/booking/packages (public): the active packages, in order. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { BookingPackage, paths } from '../../../lib/api-schema';

export const packagesKey = '/api/booking/packages' satisfies keyof paths;

export const fetchPackages = async (): Promise<BookingPackage[]> => (await read(client.GET('/api/booking/packages'))).items;

export function usePackages() {
  return useSWR(packagesKey, fetchPackages, { revalidateOnFocus: false });
}
