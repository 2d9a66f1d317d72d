/**
 * The family's gallery as the server renders /g/{slug} (public-routes table): only for a request that carries the
 * gallery's cookie (forwarded as is), so the first screen of photos paints before any JS and the browser does not
 * fetch the gallery again. The API never caches such a page.
 */
import type { PageDataInput } from '../../../app/public-routes';
import { clientGalleryKey, fetchClientGallery } from './get-client-gallery';

export const pageData = async ({ path, cookie }: PageDataInput): Promise<[string, unknown]> => {
  const key = clientGalleryKey(path.split('/')[2] ?? '');
  return [key, await fetchClientGallery(key, cookie)];
};
