/** Wire types of the parents' API (docs/architecture.md §12), from the generated OpenAPI schema. */
import type { ClientArchive, ClientGalleryView } from '../../../lib/api-schema';

/** GET /api/client-galleries/{slug}. */
export type { ClientGalleryView };
/** GET /api/client-galleries/{slug}/archives/{id}: the part the ZIP button follows (it starts from a guess while queued). */
export type ArchiveStatus = Pick<ClientArchive, 'id' | 'status' | 'progress' | 'url'> & Partial<Pick<ClientArchive, 'error'>>;

export const clientGalleryPath = (slug: string) => `/api/client-galleries/${encodeURIComponent(slug)}`;

/** The message of an error answer, or a fallback. */
export const messageOf = (data: unknown, fallback: string) => {
  const m = (data as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : Array.isArray(m) && typeof m[0] === 'string' ? m[0] : fallback;
};
