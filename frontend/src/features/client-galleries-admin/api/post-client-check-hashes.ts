/** POST /api/admin/client-galleries/{id}/photos/check-hashes { hashes } — which the gallery already holds. */
import { apiRequest } from '../../../lib/api-client';
import type { ClientCheckHashesDto } from '../../../lib/api-schema';
import { ADMIN_CLIENT_GALLERIES } from './client-galleries-admin-types';

export async function postClientCheckHashes(id: string, hashes: string[]): Promise<string[]> {
  const res = await apiRequest<{ existing: string[] }>(`${ADMIN_CLIENT_GALLERIES}/${id}/photos/check-hashes`, { method: 'POST', body: { hashes } satisfies ClientCheckHashesDto });
  if (!res.ok) throw new Error('check failed');
  return res.data.existing;
}
