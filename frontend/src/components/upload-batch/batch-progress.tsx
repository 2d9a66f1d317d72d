/** Overall progress of the batch: one bar, counts per state, the time left, and batch actions. */
import { formatDuration, type BatchSummary } from './upload-batch-selectors';
import '../ui/staff-ui.css';
import './upload-batch.css';

export function BatchProgress({
  summary,
  onRetryFailed,
  onClearFinished,
}: {
  summary: BatchSummary;
  onRetryFailed: () => void;
  onClearFinished: () => void;
}) {
  const { counts } = summary;
  const pct = Math.round(summary.fraction * 100);
  const left = summary.submitted - summary.done;
  const eta =
    left === 0 ? (summary.submitted ? 'All done' : '') : summary.etaSeconds === null ? 'Estimating time left...' : `About ${formatDuration(summary.etaSeconds)} left`;
  const parts: [string, number][] = [
    ['ready', counts.ready],
    ['processing', counts.processing],
    ['uploading', counts.uploading],
    ['hashing', counts.hashing],
    ['queued', counts.queued],
    ['failed', counts.failed],
    ['skipped', counts.skipped],
    ['refused', counts.refused],
    ['to drop again', counts['needs-file']],
  ];
  return (
    <div
      className="batch-progress"
      data-testid="batch-summary"
      data-ready={counts.ready}
      data-failed={counts.failed}
      data-skipped={counts.skipped}
      data-refused={counts.refused}
      data-processing={counts.processing}
      data-uploading={counts.uploading}
      data-needs-file={counts['needs-file']}
      data-done={summary.done}
      data-submitted={summary.submitted}
    >
      <div className="batch-progress__head">
        <strong>
          {summary.done} of {summary.submitted} done
        </strong>
        <span className="batch-progress__eta">{eta}</span>
      </div>
      <div className={`bar ${left === 0 && summary.submitted ? 'bar--done' : ''}`} role="progressbar" aria-label="Batch progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-valuetext={`${pct}%`}>
        <div className="bar__fill" style={{ width: `${pct}%` }} />
      </div>
      <p className="batch-progress__counts" aria-live="polite">
        {parts
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${n} ${k}`)
          .join(' · ') || 'No files yet'}
      </p>
      <div className="batch-progress__actions">
        {counts.failed ? (
          <button type="button" className="btn btn--small btn--ghost" onClick={onRetryFailed}>
            Retry failed ({counts.failed})
          </button>
        ) : null}
        {counts.ready + counts.skipped + counts.refused ? (
          <button type="button" className="btn btn--small btn--ghost" onClick={onClearFinished}>
            Clear finished
          </button>
        ) : null}
      </div>
    </div>
  );
}
