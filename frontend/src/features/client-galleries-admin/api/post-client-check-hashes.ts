/** POST /api/admin/client-galleries/{id}/photos/check-hashes { hashes } — which the gallery already holds. */
import { client } from '../../../lib/api-client';

/** Resolves with the hashes the gallery already holds; rejects when the check could not be made. */
export async function postClientCheckHashes(id: string, hashes: string[]): Promise<string[]> {
  const { data, response } = await client.POST('/api/admin/client-galleries/{id}/photos/check-hashes', { params: { path: { id } }, body: { hashes } });
  if (!response.ok || !data) throw new Error('check failed');
  return data.existing;
}
