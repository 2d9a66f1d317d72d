/** Wire types of the client galleries' admin API (docs/architecture.md §12), from the generated OpenAPI schema. */
import type { AdminClientGallery } from '../../../lib/api-schema';

export type { AdminClientGallery };
export type Downloads = AdminClientGallery['downloads'];

export const ADMIN_CLIENT_GALLERIES = '/api/admin/client-galleries';

export const messageOf = (data: unknown, fallback: string) => {
  const m = (data as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : Array.isArray(m) && typeof m[0] === 'string' ? m[0] : fallback;
};
