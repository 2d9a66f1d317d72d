/** GET /api/admin/site (admin), its part `privacy`: the grievance contact and the retention periods. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

export const PRIVACY_SETTINGS_KEY = ['/api/admin/site' satisfies keyof paths, 'privacy'] as const;

export function usePrivacySettings() {
  return useSWR(PRIVACY_SETTINGS_KEY, async () => (await read(client.GET('/api/admin/site'))).privacy);
}
