/** One image in the media manager: thumbnail, title, status (with the failure reason) and actions. */
import { memo } from 'react';
import { Picture } from '../../../components/ui/picture';
import type { AdminMediaItem } from '../api/get-admin-media';

const STATUS_LABEL = { processing: 'Processing', ready: 'Ready', failed: 'Failed' } as const;

/** Where the photo came from, as the public site says it (docs/architecture.md §16); a missing statement is flagged. */
export const provenanceOf = (item: Pick<AdminMediaItem, 'source' | 'sourceStatement'>) =>
  item.source === 'client' ? 'A family’s photo, shown with their consent' : item.sourceStatement ? `Studio’s own: ${item.sourceStatement}` : 'Studio’s own: no statement yet';

export const MediaCard = memo(function MediaCard({
  item,
  busy,
  onEdit,
  onRetry,
  onDelete,
}: {
  item: AdminMediaItem;
  busy: boolean;
  onEdit: (item: AdminMediaItem) => void;
  onRetry: (item: AdminMediaItem) => void;
  onDelete: (item: AdminMediaItem) => void;
}) {
  const status = item.image?.status ?? 'processing';
  return (
    <li className="media-card" data-testid="media-card" data-status={status} data-title={item.title}>
      <div className="media-card__thumb">
        {status === 'ready' && (item.image.jpeg || item.image.webp) ? (
          <Picture image={item.image} alt="" sizes="(min-width: 768px) 14rem, 45vw" />
        ) : (
          <div className={`media-card__state media-card__state--${status}`} aria-hidden>
            {status === 'processing' ? <span className="spinner" /> : '!'}
          </div>
        )}
      </div>
      <div className="media-card__body">
        <div className="media-card__top">
          <span className={`badge badge--${status}`}>{STATUS_LABEL[status]}</span>
          {item.kind === 'theme' ? <span className="badge">{item.isPremium ? 'Premium' : 'General'}</span> : null}
        </div>
        <h2 className="media-card__title">{item.title}</h2>
        {item.description ? <p className="media-card__desc">{item.description}</p> : null}
        <p className="media-card__source">{provenanceOf(item)}</p>
        {status === 'failed' ? (
          <p className="media-card__error" role="note">
            {item.image.error || 'Processing failed'}
          </p>
        ) : null}
        <div className="media-card__actions">
          {status === 'failed' ? (
            <button type="button" className="btn btn--small" disabled={busy} onClick={() => onRetry(item)} aria-label={`Retry ${item.title}`}>
              Retry
            </button>
          ) : null}
          <button type="button" className="btn btn--small btn--ghost" disabled={busy} onClick={() => onEdit(item)} aria-label={`Edit ${item.title}`}>
            Edit
          </button>
          <button type="button" className="btn btn--small btn--ghost media-card__delete" disabled={busy} onClick={() => onDelete(item)} aria-label={`Delete ${item.title}`}>
            Delete
          </button>
        </div>
      </div>
    </li>
  );
});
