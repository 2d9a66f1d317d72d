/** The lazy part of PhotoLightbox (see photo-lightbox.tsx): the library, its zoom plugin and CSS. */
import { useMemo, type HTMLAttributes } from 'react';
import Lightbox, { useLightboxState, type ImageSource, type SlideImage } from 'yet-another-react-lightbox';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import './photo-lightbox.css';
import type { ImageRef } from '../../lib/api-schema';
import type { LightboxPhoto, PhotoLightboxProps } from './photo-lightbox';

let webpSupport: boolean | undefined;
function supportsWebp(): boolean {
  if (webpSupport === undefined) {
    try {
      const c = document.createElement('canvas');
      c.width = c.height = 1;
      webpSupport = c.toDataURL('image/webp').startsWith('data:image/webp');
    } catch {
      webpSupport = false;
    }
  }
  return webpSupport;
}

/** "/a/320.webp 320w, /a/640.webp 640w" -> [{src, width, height}]: the library then picks by its own `sizes`. */
export function parseSrcset(srcset: string, ratio: number): ImageSource[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([src, w]) => ({ src, width: Number.parseInt(w ?? '', 10) }))
    .filter((s) => s.src && Number.isFinite(s.width) && s.width > 0)
    .map((s) => ({ ...s, height: Math.round(s.width * ratio) }));
}

export function toSlide(photo: LightboxPhoto, webp: boolean): SlideImage {
  const img: ImageRef = photo.image;
  const ratio = img.width && img.height ? img.height / img.width : 1;
  const srcset = (webp ? img.srcset?.webp : '') || img.srcset?.jpeg || '';
  return {
    src: (webp ? img.webp : '') || img.jpeg || img.webp || '',
    alt: photo.alt,
    width: img.width || undefined,
    height: img.height || undefined,
    srcSet: srcset ? parseSrcset(srcset, ratio) : undefined,
  };
}

function Caption({ photos }: { photos: readonly LightboxPhoto[] }) {
  const { currentIndex } = useLightboxState();
  const photo = photos[currentIndex];
  if (!photo || (!photo.title && !photo.description)) return null;
  return (
    <div className="photo-lightbox__caption">
      {photo.title ? <h2 className="photo-lightbox__title">{photo.title}</h2> : null}
      {photo.description ? <p className="photo-lightbox__desc">{photo.description}</p> : null}
      {photos.length > 1 ? (
        <p className="photo-lightbox__count">
          {currentIndex + 1} / {photos.length}
        </p>
      ) : null}
    </div>
  );
}

function ExtraTools({ photos, render }: { photos: readonly LightboxPhoto[]; render: NonNullable<PhotoLightboxProps['toolbar']> }) {
  const { currentIndex } = useLightboxState();
  const photo = photos[currentIndex];
  return photo ? <>{render(photo, currentIndex)}</> : null;
}

export default function PhotoLightboxView({ photos, index, onIndexChange, onClose, toolbar, label = 'Photo viewer', finite, slideshow, testId = 'lightbox' }: PhotoLightboxProps & { index: number }) {
  const webp = supportsWebp();
  const slides = useMemo(() => photos.map((p) => toSlide(p, webp)), [photos, webp]);
  const captioned = photos.some((p) => p.title || p.description);
  return (
    <Lightbox
      open
      index={index}
      slides={slides}
      close={onClose}
      plugins={slideshow ? [Zoom, Slideshow, Fullscreen] : [Zoom]}
      slideshow={{ autoplay: slideshow?.autoplay ?? false, delay: 4000 }}
      fullscreen={{ auto: slideshow?.autoplay ?? false }}
      className={`photo-lightbox${captioned ? ' photo-lightbox--captioned' : ''}`}
      portal={{ container: { 'data-testid': testId } as HTMLAttributes<HTMLDivElement> }}
      labels={{ Lightbox: label, 'Photo gallery': 'Photos', Previous: 'Previous photo', Next: 'Next photo', Close: 'Close', Play: 'Play the slideshow', Pause: 'Pause the slideshow' }}
      carousel={{ finite: finite ?? photos.length < 2, padding: 0, spacing: '8%', preload: 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: false }}
      toolbar={{ buttons: [...(slideshow ? ['slideshow', 'fullscreen'] : []), ...(toolbar ? [<ExtraTools key="extra" photos={photos} render={toolbar} />] : []), 'close'] }}
      render={{
        controls: () => <Caption photos={photos} />,
        ...(photos.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : {}),
      }}
      on={{ view: ({ index: i }) => onIndexChange?.(i) }}
    />
  );
}
