/** An ImageRef (or a just-captured data-URL) for the task screens; text when missing or still processing. */
import type { ImageRef } from '../../../lib/api-schema';

export function TaskImage({ image, alt, className = '', missingText }: { image: ImageRef | string | null | undefined; alt: string; className?: string; missingText: string }) {
  if (!image) return <div className={`task-img task-img--empty ${className}`}>{missingText}</div>;
  if (typeof image === 'string') return <img className={`task-img ${className}`} src={image} alt={alt} />;
  const src = image.status === 'ready' ? image.jpeg || image.webp : null;
  if (!src) {
    return (
      <div
        className={`task-img task-img--empty ${className}`}
        role="img"
        aria-label={alt}
        style={image.placeholder ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover' } : undefined}
      >
        {image.status === 'failed' ? missingText : null}
      </div>
    );
  }
  return (
    <picture className={`task-img ${className}`}>
      {image.srcset?.webp ? <source type="image/webp" srcSet={image.srcset.webp} sizes="20rem" /> : null}
      <img src={src} alt={alt} width={image.width || undefined} height={image.height || undefined} />
    </picture>
  );
}
