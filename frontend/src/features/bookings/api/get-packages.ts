/** GET /api/booking/packages (public): the active packages, in order. */
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import type { BookingPackage, BookingPackageList } from '../../../lib/api-schema';

export const PACKAGES_PATH = '/api/booking/packages';
export const packagesKey = PACKAGES_PATH;

export const fetchPackages = async (): Promise<BookingPackage[]> => (await getJson<BookingPackageList>(PACKAGES_PATH)).items;

export function usePackages() {
  return useSWR(packagesKey, fetchPackages, { revalidateOnFocus: false });
}
