/** PUT /api/admin/site (admin): any part of the settings; the answer is the admin view after the save. */
import { api } from '../../../lib/api-client';
import { ADMIN_SITE_KEY } from './get-admin-site';
import { toSaveResult } from './save-result';
import type { AdminSite, UpdateSiteDto } from '../../../lib/api-schema';

export const updateSite = (patch: UpdateSiteDto) => toSaveResult(() => api.put<AdminSite>(ADMIN_SITE_KEY, patch), (d) => d, 'Could not save the settings.');
