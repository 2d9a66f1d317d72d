/** GET /api/client-galleries/{slug}/consents: the family's consents (docs/architecture.md §16), with the gallery's cookie. */
import useSWR from 'swr';
import { publicClient, read } from '../../../lib/api-client';
import type { Consents } from '../../../lib/api-schema';
import { clientGalleryPath } from './client-gallery-types';

export const consentsKey = (slug: string) => `${clientGalleryPath(slug)}/consents`;

export const fetchConsents = (slug: string): Promise<Consents> => read(publicClient.GET('/api/client-galleries/{slug}/consents', { params: { path: { slug } } }));

export function useConsents(slug: string) {
  return useSWR(consentsKey(slug), () => fetchConsents(slug), { revalidateOnFocus: true });
}
