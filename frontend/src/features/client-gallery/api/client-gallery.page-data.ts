/**
 * The family's gallery as the server renders /g/{slug} (public-routes table). With the gallery's cookie (forwarded as
 * is): its first screen of photos, so they paint before any JS, with the data for that screen (the browser fetches the
 * rest after hydrating); the API never caches such a page. Without it: what anyone is told (the PIN screen, expired,
 * unknown), so the browser does not ask again.
 */
import type { PageDataInput } from '../../../app/public-routes';
import { clientGalleryKey, fetchClientGallery, firstPhotos, firstPhotosOnly, type GalleryState } from './get-client-gallery';

export const pageData = async ({ path, cookie, viewport }: PageDataInput): Promise<[string, unknown]> => {
  const slug = path.split('/')[2] ?? '';
  return [clientGalleryKey(slug), firstPhotosOnly(await fetchClientGallery(slug, cookie, firstPhotos(viewport)), viewport)];
};

/** No such gallery: the page answers 404 (and is not kept: a flood of made-up slugs must not fill the page caches). */
export const pageStatus = (data: unknown): number => ((data as GalleryState | undefined)?.kind === 'missing' ? 404 : 200);
