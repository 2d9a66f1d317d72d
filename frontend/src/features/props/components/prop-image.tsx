/**
 * A prop image from an ImageRef: webp/jpeg srcsets once the worker has made them, the tiny
 * placeholder while it is processing, a fallback picture if the file cannot be loaded.
 */
import { useState } from 'react';
import type { ImageRef } from '../../../lib/api-schema';

/** Shown for broken images (spec §2 Utilize). */
export const BROKEN_IMAGE_PLACEHOLDER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="#f5e7d0"/><path d="M30 64l18-22 14 16 10-12 18 18z" fill="#eebcb6"/><circle cx="82" cy="30" r="8" fill="#f7bf5e"/></svg>',
  );

export interface PropImageProps {
  image: ImageRef | null | undefined;
  alt: string;
  sizes: string;
  emptyText?: string;
  className?: string;
}

export function PropImage({ image, alt, sizes, emptyText = 'No image', className = '' }: PropImageProps) {
  const [broken, setBroken] = useState(false);
  if (!image) {
    return (
      <div className={`prop-img prop-img--empty ${className}`} data-testid="prop-image-empty">
        {emptyText}
      </div>
    );
  }
  const src = image.jpeg || image.webp;
  if (broken || image.status === 'failed') {
    return <img className={`prop-img ${className}`} src={BROKEN_IMAGE_PLACEHOLDER} alt={alt} data-testid="prop-image-broken" />;
  }
  if (image.status !== 'ready' || !src) {
    return (
      <div
        className={`prop-img prop-img--processing ${className}`}
        role="img"
        aria-label={`${alt} (processing)`}
        data-testid="prop-image-processing"
        style={image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined}
      >
        <span>Processing…</span>
      </div>
    );
  }
  return (
    <picture className={`prop-img ${className}`} data-testid="prop-image">
      {image.srcset?.webp ? <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} /> : null}
      {image.srcset?.jpeg ? <source type="image/jpeg" srcSet={image.srcset.jpeg} sizes={sizes} /> : null}
      <img src={src} alt={alt} width={image.width || undefined} height={image.height || undefined} loading="lazy" decoding="async" onError={() => setBroken(true)} />
    </picture>
  );
}
