import { useMemo } from 'react';
import type { GalleryImage } from '../../../lib/api-schema';
import { PhotoLightbox, type LightboxPhoto } from '../../../components/ui/photo-lightbox';

/**
 * Where a public photo came from (docs/architecture.md §16): a family's, featured with their portfolio consent, or the
 * studio's own with its statement.
 */
export const provenance = (g: Pick<GalleryImage, 'source' | 'sourceStatement'>) =>
  g.source === 'client' ? 'Shared with the family’s permission' : g.sourceStatement ? `The studio’s own photo: ${g.sourceStatement}` : 'The studio’s own photo';

/** The public gallery's photos in the shared viewer; swiping near the end loads the next page. */
export function GalleryLightbox({
  images,
  index,
  onIndexChange,
  onClose,
  onNearEnd,
}: {
  images: readonly GalleryImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onNearEnd?: () => void;
}) {
  const photos = useMemo<LightboxPhoto[]>(
    () => images.map((g) => ({ id: g._id, image: g.image, alt: g.description || g.title, title: g.title, description: [g.description, provenance(g)].filter(Boolean).join(' · ') })),
    [images],
  );
  return (
    <PhotoLightbox
      photos={photos}
      index={index}
      label="Gallery photo"
      onClose={onClose}
      onIndexChange={(i) => {
        onIndexChange(i);
        if (i >= photos.length - 2) onNearEnd?.();
      }}
    />
  );
}
