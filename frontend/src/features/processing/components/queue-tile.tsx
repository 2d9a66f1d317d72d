/** One queue on the Processing page: its counts and the operator's buttons. */
import type { QueueSummary } from '../api/get-queues';
import type { QueueAction } from '../api/queue-action';

const LABELS: Record<string, { title: string; hint: string }> = {
  images: { title: 'Images', hint: 'Uploaded photos being turned into web sizes.' },
  enquiries: { title: 'Enquiries', hint: "Enquiries being sent to the studio's sheet." },
  archives: { title: 'Archives', hint: 'ZIP downloads being made for client galleries.' },
};

const COUNTS: Array<{ key: keyof QueueSummary['counts']; label: string }> = [
  { key: 'active', label: 'Active' },
  { key: 'waiting', label: 'Waiting' },
  { key: 'delayed', label: 'Delayed' },
  { key: 'failed', label: 'Failed' },
];

export interface QueueTileProps {
  queue: QueueSummary;
  busy: QueueAction | null;
  onAction: (action: QueueAction) => void;
  /** Only images can be reprocessed; the page asks for confirmation first. */
  onReprocessAll?: () => void;
  /** Clearing failed jobs cannot be undone; the page asks for confirmation first. */
  onCleanFailed?: () => void;
}

export function QueueTile({ queue, busy, onAction, onReprocessAll, onCleanFailed }: QueueTileProps) {
  const label = LABELS[queue.name] ?? { title: queue.name, hint: '' };
  const titleId = `queue-${queue.name}-title`;
  const button = (action: QueueAction, text: string, opts: { disabled?: boolean; onClick?: () => void; heavy?: boolean } = {}) => (
    <button
      type="button"
      className={`btn btn--small btn--ghost ${opts.heavy ? 'queue-tile__heavy' : ''}`}
      disabled={busy !== null || opts.disabled}
      aria-busy={busy === action || undefined}
      onClick={opts.onClick ?? (() => onAction(action))}
    >
      {busy === action ? <span className="spinner" aria-hidden /> : null}
      {text}
    </button>
  );

  return (
    <article className="panel queue-tile" aria-labelledby={titleId} data-testid={`queue-${queue.name}`}>
      <header className="queue-tile__head">
        <h2 className="queue-tile__title" id={titleId}>
          {label.title}
        </h2>
        <span className={`badge ${queue.paused ? 'badge--failed' : 'badge--ready'}`}>{queue.paused ? 'Paused' : 'Running'}</span>
      </header>
      {label.hint ? <p className="queue-tile__hint">{label.hint}</p> : null}
      <dl className="queue-tile__counts">
        {COUNTS.map(({ key, label: text }) => (
          <div key={key} className={`queue-tile__count ${key === 'failed' && queue.counts.failed > 0 ? 'queue-tile__count--alert' : ''}`}>
            <dt>{text}</dt>
            <dd data-testid={`count-${key}`}>{queue.counts[key]}</dd>
          </div>
        ))}
      </dl>
      {/* Everyday actions first; the ones that cannot be undone or load the workers for a while sit
          apart, calm (no alarm colour), and ask before they run. */}
      <div className="queue-tile__actions">
        {queue.paused ? button('resume', 'Resume') : button('pause', 'Pause')}
        {button('run-missing', 'Catch up what was missed')}
      </div>
      <div className="queue-tile__actions queue-tile__actions--heavy">
        {button('clean-failed', 'Clear failed', { disabled: queue.counts.failed === 0, onClick: onCleanFailed, heavy: true })}
        {onReprocessAll ? button('reprocess-all', 'Remake every photo size', { onClick: onReprocessAll, heavy: true }) : null}
      </div>
    </article>
  );
}
