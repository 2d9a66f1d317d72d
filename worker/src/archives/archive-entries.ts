import type { ArchivePhoto } from '@studio/core/archives/archives.repository';

/** The object a photo's ZIP entry is read from: the original byte for byte, or the largest JPEG variant. */
export function archiveSourceKey(photo: Pick<ArchivePhoto, 'originalKey' | 'variants'>, size: 'web' | 'original'): string | null {
  if (size === 'original') return photo.originalKey;
  const jpegs = photo.variants.filter((v) => v.format === 'jpeg' && !v.key.includes('/thumb.')).sort((a, b) => b.width - a.width);
  return jpegs[0]?.key ?? null;
}

const EXT_BY_TYPE: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'image/gif': '.gif' };

/**
 * The entry's name: the camera's file name (what the studio and the parents know the photo by), made safe for
 * every unzip tool (no folders, no control characters), with the right extension for the bytes, unique in the ZIP.
 */
export function archiveEntryName(photo: Pick<ArchivePhoto, 'fileName' | 'contentType'>, size: 'web' | 'original', used: Set<string>): string {
  const cleaned = photo.fileName
    .replace(/^.*[\\/]/, '')
    // Control characters are exactly what this strips from names inside the archive.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '_')
    .trim();
  const base = (cleaned.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'photo').slice(0, 120);
  const ext = size === 'web' ? '.jpg' : (EXT_BY_TYPE[photo.contentType] ?? '.jpg');
  let name = `${base}${ext}`;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})${ext}`;
  used.add(name.toLowerCase());
  return name;
}
