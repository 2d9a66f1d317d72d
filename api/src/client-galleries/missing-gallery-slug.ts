import { LRUCache } from 'lru-cache';
import { galleryPageSlug } from './client-gallery-page-cookie';
import type { ClientGalleriesRepository } from '@studio/core/client-galleries/client-galleries.repository';

/**
 * For the SPA middleware: the slug of a family's page path when no gallery has it (it then answers from one "not
 * found" page). Slugs found are remembered for a minute, so a family's page views cost no lookup each; a slug not
 * found is always asked again (a gallery made a second ago must open). A gallery deleted within that minute takes the
 * usual render, which answers 404 as well.
 */
export function missingGallerySlug(galleries: Pick<ClientGalleriesRepository, 'slugExists'>): (path: string) => Promise<string | undefined> {
  const known = new LRUCache<string, true>({ max: 1000, ttl: 60_000 });
  return async (path) => {
    const slug = galleryPageSlug(path);
    if (!slug || known.has(slug)) return undefined;
    // The database not answering: the page takes the usual way, which serves the app shell and says so itself.
    const exists = await galleries.slugExists(slug).catch(() => undefined);
    if (exists === false) return slug;
    if (exists) known.set(slug, true);
    return undefined;
  };
}
