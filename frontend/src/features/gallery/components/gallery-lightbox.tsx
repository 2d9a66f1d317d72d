import { Dialog } from 'radix-ui';
import type { GalleryImage } from '../../../lib/api-types';
import { Picture } from '../../../components/ui/picture';
import { IconChevronLeft, IconChevronRight, IconClose } from '../../../components/ui/icons';

export function GalleryLightbox({
  image,
  onClose,
  onPrev,
  onNext,
}: {
  image: GalleryImage | null;
  onClose: () => void;
  onPrev?: () => void;
  onNext?: () => void;
}) {
  return (
    <Dialog.Root open={!!image} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="lightbox__overlay" />
        <Dialog.Content
          className="lightbox"
          data-testid="lightbox"
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft' && onPrev) onPrev();
            if (e.key === 'ArrowRight' && onNext) onNext();
          }}
        >
          {image ? (
            <>
              <div className="lightbox__media">
                <Picture
                  key={image._id}
                  image={image.image}
                  alt={image.title}
                  sizes="(min-width: 1024px) 80vw, 100vw"
                  priority
                  className="lightbox__pic"
                />
              </div>
              <div className="lightbox__caption">
                <Dialog.Title className="lightbox__title">{image.title}</Dialog.Title>
                <Dialog.Description className="lightbox__desc">{image.description}</Dialog.Description>
              </div>
              {onPrev ? (
                <button type="button" className="lightbox__nav lightbox__nav--prev" onClick={onPrev} aria-label="Previous photo">
                  <IconChevronLeft />
                </button>
              ) : null}
              {onNext ? (
                <button type="button" className="lightbox__nav lightbox__nav--next" onClick={onNext} aria-label="Next photo">
                  <IconChevronRight />
                </button>
              ) : null}
              <Dialog.Close className="lightbox__close" aria-label="Close">
                <IconClose />
              </Dialog.Close>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
