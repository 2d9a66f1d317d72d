import type { ImageRef } from '../../../lib/api-schema';

export type Downloads = 'none' | 'web' | 'original';

/** A client gallery as the admin API answers it (ARCHITECTURE §12). */
export interface AdminClientGallery {
  id: string;
  slug: string;
  pin: string | null;
  shareUrl: string;
  title: string;
  clientName: string;
  clientPhone: string | null;
  expiresOn: string;
  expired: boolean;
  selectionLimit: number | null;
  downloads: Downloads;
  featureConsent: boolean;
  selectionSubmittedAt: string | null;
  counts: { photos: number; ready: number; favourites: number; views: number; downloads: number };
  createdAt: string;
  photos?: Array<{ _id: string; kind: 'client'; title: string; image: ImageRef; createdAt: string }>;
  favourites?: string[];
}

export const ADMIN_CLIENT_GALLERIES = '/api/admin/client-galleries';

export const messageOf = (data: unknown, fallback: string) => {
  const m = (data as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : Array.isArray(m) && typeof m[0] === 'string' ? m[0] : fallback;
};
