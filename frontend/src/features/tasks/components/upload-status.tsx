/**
 * The task screen's upload line (docs/architecture.md §14): "N photos waiting to upload" or "All photos uploaded",
 * why the oldest is still waiting, the photos the server refused (dropped, with its reason), a full phone.
 */
import { IconCheck } from '../../../components/ui/icons';
import type { UploadQueueState } from './upload-queue';

export const UPLOAD_TEXT = {
  allUploaded: 'All photos uploaded',
  waiting: (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'} waiting to upload`,
  offline: 'No network: they are kept on this phone and upload by themselves when it is back.',
  sending: 'Uploading…',
  refused: 'Not uploaded',
} as const;

export interface UploadStatusProps {
  state: UploadQueueState;
  online: boolean;
  /** A smaller line for the prop modal (no refusals list there). */
  compact?: boolean;
  onDismissRefused?: (captureId: string) => void;
}

export function UploadStatus({ state, online, compact = false, onDismissRefused }: UploadStatusProps) {
  const { waiting } = state;
  const detail = waiting === 0 ? null : !online ? UPLOAD_TEXT.offline : state.lastError ?? (state.sending ? UPLOAD_TEXT.sending : null);
  return (
    <div className={`task-uploads${compact ? ' task-uploads--compact' : ''}`} data-testid={compact ? 'task-uploads-compact' : 'task-uploads'}>
      <p className={`task-uploads__line${waiting ? ' task-uploads__line--waiting' : ' task-uploads__line--done'}`} role="status" aria-live="polite">
        {waiting ? (
          <span className="task-uploads__dot" aria-hidden />
        ) : (
          <IconCheck className="task-uploads__check" aria-hidden width={18} height={18} />
        )}
        <span>{waiting ? UPLOAD_TEXT.waiting(waiting) : UPLOAD_TEXT.allUploaded}</span>
      </p>
      {detail && !compact ? <p className="task-uploads__detail">{detail}</p> : null}
      {state.storageError ? (
        <p className="task-uploads__error" role="alert">
          {state.storageError}
        </p>
      ) : null}
      {!compact && state.refused.length ? (
        <ul className="task-uploads__refused" aria-label="Photos the studio did not take">
          {state.refused.map((r) => (
            <li key={r.captureId}>
              <p>
                <strong>
                  {UPLOAD_TEXT.refused}: {r.propName}
                </strong>
                <span>{r.message}</span>
              </p>
              {onDismissRefused ? (
                <button type="button" className="btn btn--ghost task-uploads__dismiss" onClick={() => onDismissRefused(r.captureId)}>
                  Dismiss
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
