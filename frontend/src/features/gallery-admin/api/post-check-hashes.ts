/** POST /api/gallery/check-hashes (admin): { hashes } -> { existing }: which photos the gallery already has. */
import { api } from '../../../lib/api-client';
import type { CheckHashesDto } from '../../../lib/api-schema';

export const CHECK_HASHES_PATH = '/api/gallery/check-hashes';

/** Resolves with the hashes already in the gallery; rejects when the check could not be made. */
export async function postCheckHashes(hashes: string[]): Promise<string[]> {
  const res = await api.post<{ existing?: string[] }>(CHECK_HASHES_PATH, { hashes } satisfies CheckHashesDto);
  if (!res.ok || !Array.isArray(res.data?.existing)) throw new Error(`check-hashes answered ${res.status}`);
  return res.data.existing;
}
