import type { ImageAsset } from '@studio/core/entities/image-asset.entity';
import { toImageRef, type ImageRef } from '@studio/core/images/image-ref';
import { clientApiPath } from './client-gallery-access.service';

const PUBLIC_VARIANTS = '/media/variants/';

/** An ImageRef whose URLs point at the gallery's private image route instead of the public /media. */
export function clientImageRef(asset: ImageAsset, slug: string, opts: { includeError?: boolean } = {}): ImageRef {
  const ref = toImageRef(asset, opts);
  const base = `${clientApiPath(slug)}/media/`;
  const swap = (url: string | null) => (url ? url.split(PUBLIC_VARIANTS).join(base) : url);
  return { ...ref, jpeg: swap(ref.jpeg), webp: swap(ref.webp), srcset: { jpeg: swap(ref.srcset.jpeg)!, webp: swap(ref.srcset.webp)! } };
}
