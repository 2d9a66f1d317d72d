/** Wire types of the parents' API (docs/architecture.md §12), from the generated OpenAPI schema. */
import type { ClientArchive, ClientGalleryView } from '../../../lib/api-schema';

/** GET /api/client-galleries/{slug}. */
export type { ClientGalleryView };
/** GET /api/client-galleries/{slug}/archives/{id}: the part the ZIP button follows (it starts from a guess while queued). */
export type ArchiveStatus = Pick<ClientArchive, 'id' | 'status' | 'progress' | 'url'> & Partial<Pick<ClientArchive, 'error'>>;

/** Same-origin links (the gallery's cookie goes with them): the page's SWR key, downloads the browser saves. */
export const clientGalleryPath = (slug: string) => `/api/client-galleries/${encodeURIComponent(slug)}`;

/** What the family's page says when no answer came. */
export const NO_CONNECTION = 'No connection. Please try again.';
