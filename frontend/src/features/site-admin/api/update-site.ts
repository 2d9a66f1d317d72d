/** PUT /api/admin/site (admin): any part of the settings; the answer is the admin view after the save. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { UpdateSiteDto } from '../../../lib/api-schema';
import { saveTexts } from './site-types';

export const updateSite = (patch: UpdateSiteDto) => toResult(client.PUT('/api/admin/site', { body: patch }), saveTexts('Could not save the settings.'));
