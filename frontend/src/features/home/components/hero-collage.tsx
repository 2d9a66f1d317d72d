/**
 * Home hero collage (spec §4): four slots with three images each; every slot moves to its
 * next image every 5 s, wrapping, with a fade. Uses the studio's ready gallery images and
 * falls back to decorative gradient tiles while the gallery is empty or loading.
 */
import { useEffect, useState } from 'react';
import { APP } from '../../../config/app-config';
import type { GalleryImage } from '../../../lib/api-schema';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { Picture } from '../../../components/ui/picture';
import { Diya } from '../../../components/festive/diya';
import { buildCollageSlots } from '../api/get-collage-images';
import { useRotation } from './use-rotation';

/** Must match .collage CSS: slot widths per breakpoint (164, 160, 232 px) less the frame's 5 px border each side. */
export const COLLAGE_SIZES = '(min-width: 1024px) 222px, (min-width: 768px) 150px, 154px';

function CollageSlot({ images, slot, animate }: { images: GalleryImage[]; slot: number; animate: boolean }) {
  const [index] = useRotation(images.length, APP.rotationMs, { enabled: animate, delayMs: slot * 700 });
  // Only the first image loads up front; the others once the page has settled.
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setWarm(true), 3000);
    return () => clearTimeout(t);
  }, []);
  return (
    <div className={`collage__slot collage__slot--${slot}`} data-testid="collage-slot" data-index={index}>
      {images.map((img, k) =>
        k === index || warm ? (
          <div key={`${img._id}-${k}`} className={`collage__frame ${k === index ? 'is-current' : ''}`} aria-hidden={k !== index}>
            <Picture image={img.image} alt={k === index ? img.title : ''} sizes={COLLAGE_SIZES} priority={false} />
          </div>
        ) : null,
      )}
    </div>
  );
}

const FALLBACK = ['Newborn', 'Baby', 'Family', 'Diwali'];

/** Below the hero's large photo (the LCP element), so its images load lazily. */
export function HeroCollage({ images }: { images: GalleryImage[] }) {
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const slots = buildCollageSlots(images);
  return (
    <div className="collage" data-testid="hero-collage">
      {slots.length
        ? slots.map((images, s) => <CollageSlot key={s} slot={s} images={images} animate={!reduced} />)
        : FALLBACK.map((label, s) => (
            <div key={label} className={`collage__slot collage__slot--${s} collage__slot--art`} data-testid="collage-slot">
              <div className="collage__art">
                <Diya size={48} />
                <span>{label}</span>
              </div>
            </div>
          ))}
    </div>
  );
}
