/** PUT /api/admin/site { privacy } (admin): the grievance contact and the retention periods; answers the settings. */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { PrivacySettingsPatchDto } from '../../../lib/api-schema';

export const putPrivacySettings = async (privacy: PrivacySettingsPatchDto) =>
  mapResult(await toResult(client.PUT('/api/admin/site', { body: { privacy } }), 'Could not save the privacy settings.'), (d) => d.privacy);
