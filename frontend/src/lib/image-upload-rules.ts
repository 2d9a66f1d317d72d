/** Client-side checks before an image upload (spec §5: jpeg, jpg, png, gif, webp; size limit from config). */
import { limits } from '../config/app-config';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';
const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']);
const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

/** The server's MAX_UPLOAD_MB (from the page it served). */
export const MAX_UPLOAD_MB = limits.maxUploadMb;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** Why a file is refused before upload, or null when it may be sent. */
export function refuseReason(file: { name: string; type: string; size: number }, maxBytes = MAX_UPLOAD_BYTES): string | null {
  const typeOk = file.type ? TYPES.has(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'Not an accepted image type (JPEG, JPG, PNG, GIF or WebP)';
  if (file.size > maxBytes) return `Larger than ${Math.round(maxBytes / (1024 * 1024))} MB (${formatBytes(file.size)})`;
  if (file.size === 0) return 'The file is empty';
  return null;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
