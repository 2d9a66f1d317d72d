import type { ImageStatus, ImageRef } from '@studio/core/images/image-ref';

export type MediaKind = 'gallery' | 'theme';
export const MEDIA_KINDS: MediaKind[] = ['gallery', 'theme'];

/** How admins see a gallery image or theme (docs/api-contract.md): every status, with the failure reason. */
export interface AdminMediaItem {
  _id: string;
  kind: MediaKind;
  title: string;
  description?: string;
  isPremium?: boolean;
  image: ImageRef;
  createdAt: string;
  /** Where it came from (docs/architecture.md §16): a theme is always the studio's own. */
  source: 'studio' | 'client';
  sourceStatement: string | null;
}

export type StatusCounts = Record<ImageStatus, number>;

export interface MediaListFilter {
  status?: ImageStatus;
  limit: number;
  /** The rows after this one (a decoded `cursor`). */
  after?: { createdAt: Date; id: string };
}

export interface MediaPatch {
  title?: string;
  description?: string;
  isPremium?: boolean;
  sourceStatement?: string | null;
}

/** What the admin media screens need from each kind (gallery, themes). */
export interface MediaKindAdmin {
  adminList(filter: MediaListFilter): Promise<{ items: AdminMediaItem[]; hasMore: boolean; nextCursor: string | null }>;
  adminCounts(): Promise<StatusCounts>;
  adminRetry(id: string): Promise<AdminMediaItem>;
  adminUpdate(id: string, patch: MediaPatch): Promise<AdminMediaItem>;
  adminRemove(id: string): Promise<void>;
}

export function toCounts(rows: Array<{ status: string; count: number | string }>): StatusCounts {
  const counts: StatusCounts = { processing: 0, ready: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as ImageStatus] = Number(r.count);
  return counts;
}

export const iso = (d: Date | string) => new Date(d).toISOString();
