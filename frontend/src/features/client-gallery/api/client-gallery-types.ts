import type { ImageRef } from '../../../lib/api-schema';

/** GET /api/client-galleries/{slug} (ARCHITECTURE §12). */
export interface ClientGalleryView {
  title: string;
  clientName: string;
  expiresOn: string;
  selectionLimit: number | null;
  downloads: 'none' | 'web' | 'original';
  photos: Array<{ id: string; image: ImageRef }>;
  favourites: string[];
  selectionSubmittedAt: string | null;
}

export interface ArchiveStatus {
  id: string;
  status: 'queued' | 'building' | 'ready' | 'failed';
  progress: number;
  url: string | null;
  error?: string | null;
}

export const clientGalleryPath = (slug: string) => `/api/client-galleries/${encodeURIComponent(slug)}`;

/** The message of an error answer, or a fallback. */
export const messageOf = (data: unknown, fallback: string) => {
  const m = (data as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : Array.isArray(m) && typeof m[0] === 'string' ? m[0] : fallback;
};
