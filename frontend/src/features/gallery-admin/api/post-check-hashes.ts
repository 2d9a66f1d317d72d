/** POST /api/gallery/check-hashes (admin): { hashes } -> { existing }: which photos the gallery already has. */
import { client } from '../../../lib/api-client';

/** Resolves with the hashes already in the gallery; rejects when the check could not be made. */
export async function postCheckHashes(hashes: string[]): Promise<string[]> {
  const { data, response } = await client.POST('/api/gallery/check-hashes', { body: { hashes } });
  if (!response.ok || !Array.isArray(data?.existing)) throw new Error(`check-hashes answered ${response.status}`);
  return data.existing;
}
