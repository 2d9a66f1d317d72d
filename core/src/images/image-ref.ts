import { DEFAULT_DISPLAY_WIDTH, StoredVariant, VariantFormat } from './variant-spec';

export type ImageStatus = 'processing' | 'ready' | 'failed';

/** How every image appears in API responses (docs/architecture.md §4): references, never bytes. */
export interface ImageRef {
  id: string;
  status: ImageStatus;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  jpeg: string | null;
  webp: string | null;
  srcset: { jpeg: string; webp: string };
  error?: string | null;
}

export interface ImageRefSource {
  id: string;
  status: ImageStatus;
  width?: number | null;
  height?: number | null;
  placeholder?: string | null;
  variants?: StoredVariant[] | null;
  error?: string | null;
}

export const MEDIA_PREFIX = '/media/';
export const mediaUrl = (key: string) => `${MEDIA_PREFIX}${key}`;
const publicMediaUrl = mediaUrl;

/**
 * `url` turns a variant's object key into its URL (default: the public `/media/<key>`; a private photo's is signed,
 * see api/src/media/media-url-signer.ts).
 */
export function toImageRef(asset: ImageRefSource, opts: { includeError?: boolean; url?: (key: string) => string } = {}): ImageRef {
  const mediaUrl = opts.url ?? publicMediaUrl;
  const variants = (asset.variants ?? []).slice().sort((a, b) => a.width - b.width);
  const pick = (format: VariantFormat) => {
    const list = variants.filter((v) => v.format === format);
    const atOrBelow = list.filter((v) => v.width <= DEFAULT_DISPLAY_WIDTH);
    const chosen = atOrBelow.length ? atOrBelow[atOrBelow.length - 1] : list[0];
    return chosen ? mediaUrl(chosen.key) : null;
  };
  const srcset = (format: VariantFormat) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
      .join(', ');
  const ref: ImageRef = {
    id: asset.id,
    status: asset.status,
    width: asset.width ?? null,
    height: asset.height ?? null,
    placeholder: asset.placeholder ?? null,
    jpeg: pick('jpeg'),
    webp: pick('webp'),
    srcset: { jpeg: srcset('jpeg'), webp: srcset('webp') },
  };
  if (opts.includeError) ref.error = asset.error ?? null;
  return ref;
}
