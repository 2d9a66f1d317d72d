/** PUT /api/admin/site (admin): any part of the settings; the answer is the admin view after the save. */
import { api } from '../../../lib/api-client';
import { ADMIN_SITE_KEY } from './get-admin-site';
import { toSaveResult } from './save-result';
import type { AdminSite, SiteCampaign, SiteClaims, SiteStudio } from './site-types';

export interface SitePatch {
  studio?: Partial<SiteStudio>;
  claims?: Partial<SiteClaims>;
  campaign?: Partial<Omit<SiteCampaign, 'active'>>;
}

export const updateSite = (patch: SitePatch) => toSaveResult(() => api.put<AdminSite>(ADMIN_SITE_KEY, patch), (d) => d, 'Could not save the settings.');
