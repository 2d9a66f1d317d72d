/**
 * Responsive image from an ImageRef: <picture> with webp + jpeg srcsets and `sizes`,
 * intrinsic width/height (no layout shift), the tiny placeholder blurred underneath
 * until the image has loaded. Lazy by default; pass priority for the LCP image.
 */
import { useState, type CSSProperties } from 'react';
import type { ImageRef } from '../../lib/api-schema';

export interface PictureProps {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the image is displayed. */
  sizes: string;
  priority?: boolean;
  /**
   * A lazy image the page wants after its priority ones even while it is on screen (fetchpriority="low": Chrome
   * would otherwise raise an on-screen image to high and share the phone's bandwidth with the LCP image).
   */
  low?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
}

export function Picture({ image, alt, sizes, priority = false, low = false, className, imgClassName, style }: PictureProps) {
  const [loaded, setLoaded] = useState(false);
  const phStyle = { ...style, '--ph': image.placeholder ? `url("${image.placeholder}")` : 'none' } as CSSProperties;
  return (
    <picture className={`pic ${className ?? ''}`} data-loaded={loaded ? 'true' : 'false'} style={phStyle}>
      {image.srcset?.webp ? <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} /> : null}
      {image.srcset?.jpeg ? <source type="image/jpeg" srcSet={image.srcset.jpeg} sizes={sizes} /> : null}
      <img
        src={image.jpeg || image.webp || undefined}
        alt={alt}
        width={image.width || undefined}
        height={image.height || undefined}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : low ? 'low' : 'auto'}
        className={imgClassName}
        onLoad={() => setLoaded(true)}
        ref={(el) => {
          if (el?.complete && el.naturalWidth > 0 && !loaded) setLoaded(true);
        }}
      />
    </picture>
  );
}
