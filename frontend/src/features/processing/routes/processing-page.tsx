/**
 * /admin/processing: what the workers are doing. One tile per queue (polled every few seconds), pause/resume,
 * clear failed jobs, 'run missing' (rows still waiting whose job was lost) and 'reprocess all' (images, after
 * a confirmation). The full job-level view is bull-board at /admin/queues (same admin session, via its cookie).
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { QUEUES_POLL_MS, useQueues, type QueueSummary } from '../api/get-queues';
import { queueAction, type QueueAction } from '../api/queue-action';
import { QueueTile } from '../components/queue-tile';
import '../../../components/ui/staff-ui.css';
import '../components/processing.css';

export function ProcessingPage() {
  const { data, error, isLoading, mutate } = useQueues();
  const [busy, setBusy] = useState<{ queue: QueueSummary['name']; action: QueueAction } | null>(null);
  const [status, setStatus] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirmReprocess, setConfirmReprocess] = useState<QueueSummary['name'] | null>(null);
  const [confirmClean, setConfirmClean] = useState<QueueSummary['name'] | null>(null);

  const run = async (queue: QueueSummary['name'], action: QueueAction) => {
    setBusy({ queue, action });
    const result = await queueAction(queue, action);
    setBusy(null);
    setConfirmReprocess(null);
    setConfirmClean(null);
    if (result.ok) setStatus(result.data);
    else setNotice({ type: 'error', message: result.message });
    await mutate();
  };

  return (
    <section className="staff-page processing" aria-labelledby="processing-title">
      <h1 className="staff-page__title" id="processing-title">
        Processing
      </h1>
      <p className="staff-page__lead">
        Background work of the site. Counts refresh every {QUEUES_POLL_MS / 1000} seconds.
      </p>
      <div className="processing__bar">
        <p className="processing__status" role="status" aria-live="polite">
          {status}
        </p>
        {/* A full page load: the dashboard is server-rendered, outside this app. */}
        <a className="btn btn--small btn--ghost" href="/admin/queues" target="_blank" rel="noopener">
          Open queue dashboard
        </a>
      </div>

      {error && !data ? (
        <div className="panel" role="alert">
          <p>Could not load the queues.</p>
          <button type="button" className="btn btn--small" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : isLoading && !data ? (
        <p className="staff-loading" role="status">
          <span className="spinner" aria-hidden /> Loading...
        </p>
      ) : (
        <div className="processing__grid">
          {data?.queues.map((q) => (
            <QueueTile
              key={q.name}
              queue={q}
              busy={busy?.queue === q.name ? busy.action : null}
              onAction={(action) => void run(q.name, action)}
              onReprocessAll={q.name === 'images' ? () => setConfirmReprocess(q.name) : undefined}
              onCleanFailed={() => setConfirmClean(q.name)}
            />
          ))}
        </div>
      )}

      <ConfirmDialog
        open={confirmReprocess !== null}
        onOpenChange={(open) => !open && setConfirmReprocess(null)}
        title="Remake every photo size?"
        description="Every photo is made again from its original. This keeps the workers busy for a while; photos stay visible meanwhile."
        confirmLabel="Remake every photo size"
        danger
        busy={busy?.action === 'reprocess-all'}
        onConfirm={() => confirmReprocess && void run(confirmReprocess, 'reprocess-all')}
      />
      <ConfirmDialog
        open={confirmClean !== null}
        onOpenChange={(open) => !open && setConfirmClean(null)}
        title="Clear the failed jobs?"
        description="The failed jobs are removed from this queue's list. This cannot be undone."
        confirmLabel="Clear failed"
        busy={busy?.action === 'clean-failed'}
        onConfirm={() => confirmClean && void run(confirmClean, 'clean-failed')}
      />
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
