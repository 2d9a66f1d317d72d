import type { GalleryImage } from '../../../lib/api-schema';
import { Picture } from '../../../components/ui/picture';
import { Diya } from '../../../components/festive/diya';

/** Must match .hero-photo CSS: 480 px in the two-column hero, else the container (max 36rem). */
export const HERO_PHOTO_SIZES = '(min-width: 1024px) 480px, (min-width: 640px) 576px, calc(100vw - 32px)';

/** The hero's one large photo (the page's LCP element): eager, high priority, server-rendered. */
export function HeroPhoto({ image }: { image: GalleryImage | undefined }) {
  return (
    <figure className="hero-photo" data-testid="hero-photo">
      {image ? (
        <Picture image={image.image} alt={image.description || image.title} sizes={HERO_PHOTO_SIZES} priority className="hero-photo__pic" />
      ) : (
        <div className="hero-photo__art" aria-hidden>
          <Diya size={72} />
        </div>
      )}
    </figure>
  );
}
