/** /api/admin/packages (admin): every package, active or not; create, change, delete. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import { SAVE_TEXTS, type PackageInput, type PackagePatch } from './admin-booking-types';
import type { paths } from '../../../lib/api-schema';

const ADMIN_PACKAGES_PATH = '/api/admin/packages' satisfies keyof paths;

export function useAdminPackages() {
  return useSWR(ADMIN_PACKAGES_PATH, async () => (await read(client.GET(ADMIN_PACKAGES_PATH))).items);
}

export const createPackage = async (input: PackageInput) => mapResult(await toResult(client.POST(ADMIN_PACKAGES_PATH, { body: input }), SAVE_TEXTS), (d) => d.package);
export const updatePackage = async (id: string, input: PackagePatch) =>
  mapResult(await toResult(client.PATCH('/api/admin/packages/{id}', { params: { path: { id } }, body: input }), SAVE_TEXTS), (d) => d.package);
export const deletePackage = (id: string) => toResult(client.DELETE('/api/admin/packages/{id}', { params: { path: { id } } }), SAVE_TEXTS);
