/** GET /api/admin/site (admin): the settings as stored, every testimonial (any photo state) and the recent changes. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

export const ADMIN_SITE_KEY = '/api/admin/site' satisfies keyof paths;

export const fetchAdminSite = () => read(client.GET('/api/admin/site'));

/** Refreshes while a testimonial photo is still being processed. */
export function useAdminSite() {
  return useSWR(ADMIN_SITE_KEY, fetchAdminSite, {
    refreshInterval: (latest) => (latest?.testimonials.some((t) => t.photo?.status === 'processing') ? 2000 : 0),
  });
}
