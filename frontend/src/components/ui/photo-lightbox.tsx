/**
 * The one full-screen photo viewer of the site (public gallery, client galleries): swipe, arrows,
 * keyboard, pinch/double-tap zoom, pull down to close. Built on yet-another-react-lightbox, which with
 * its CSS lives in a lazy chunk (photo-lightbox-view.tsx): nothing of it is downloaded until a photo
 * is opened (or preloadPhotoLightbox() is called on a first touch/hover of a thumbnail).
 *
 * Controlled: `index` is the open photo (null = closed); `onIndexChange` reports swipes/arrows.
 * `toolbar` adds buttons for the photo on screen, before Close (use LightboxButton for the look and
 * the 48 px target, e.g. a Favourite toggle with aria-pressed).
 */
import { lazy, Suspense, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ImageRef } from '../../lib/api-schema';

export interface LightboxPhoto {
  /** Stable id (React key). */
  id: string;
  image: ImageRef;
  alt: string;
  /** Shown as the caption's heading. */
  title?: string;
  description?: string;
}

export interface PhotoLightboxProps {
  photos: readonly LightboxPhoto[];
  /** Index of the open photo in `photos`; null = closed. */
  index: number | null;
  onIndexChange?: (index: number) => void;
  onClose: () => void;
  /** Extra toolbar buttons for the photo on screen (placed before Close). */
  toolbar?: (photo: LightboxPhoto, index: number) => ReactNode;
  /** Accessible name of the dialog. */
  label?: string;
  /** Stop at the ends instead of wrapping around. */
  finite?: boolean;
  /** Play and full-screen buttons (a client gallery's slideshow); `autoplay` starts playing at once, full screen. */
  slideshow?: { autoplay: boolean };
  testId?: string;
}

const loadView = () => import('./photo-lightbox-view');
const PhotoLightboxView = lazy(loadView);

/** Starts downloading the viewer (JS + CSS) ahead of the first tap; safe to call often. */
export function preloadPhotoLightbox(): void {
  void loadView();
}

export function PhotoLightbox(props: PhotoLightboxProps) {
  if (props.index === null || !props.photos[props.index]) return null;
  return (
    <Suspense fallback={<div className="photo-lightbox-wait" role="status" aria-label="Opening photo" />}>
      <PhotoLightboxView {...props} index={props.index} />
    </Suspense>
  );
}

/** A toolbar button in the lightbox's own style (48x48 target, light icon on the dark backdrop). */
export function LightboxButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`yarl__button photo-lightbox__tool ${className ?? ''}`} {...rest} />;
}
