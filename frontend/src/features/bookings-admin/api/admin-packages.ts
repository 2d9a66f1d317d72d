/** /api/admin/packages (admin): every package, active or not; create, change, delete. */
import useSWR from 'swr';
import { api, getJson } from '../../../lib/api-client';
import type { BookingPackageList } from '../../../lib/api-schema';
import type { AdminPackage, PackageInput, PackagePatch, SaveResult } from './admin-booking-types';
import { saveCall } from './save-call';

export const ADMIN_PACKAGES_PATH = '/api/admin/packages';

export function useAdminPackages() {
  return useSWR(ADMIN_PACKAGES_PATH, async (key: string) => (await getJson<BookingPackageList>(key)).items);
}

const pickPackage = (data: unknown) => (data as { package: AdminPackage }).package;

export const createPackage = (input: PackageInput): Promise<SaveResult<AdminPackage>> => saveCall(() => api.post(ADMIN_PACKAGES_PATH, input), pickPackage);
export const updatePackage = (id: string, input: PackagePatch): Promise<SaveResult<AdminPackage>> =>
  saveCall(() => api.patch(`${ADMIN_PACKAGES_PATH}/${encodeURIComponent(id)}`, input), pickPackage);
export const deletePackage = (id: string): Promise<SaveResult<null>> => saveCall(() => api.delete(`${ADMIN_PACKAGES_PATH}/${encodeURIComponent(id)}`), () => null);
