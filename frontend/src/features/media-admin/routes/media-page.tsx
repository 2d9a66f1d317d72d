/**
 * /admin/media: every gallery image and theme in every status (processing, ready, failed with
 * its reason); retry a failed one, edit its details, delete it (with confirmation).
 */
import { useSubmit } from '../../../lib/use-submit';
import { useCallback, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ToastProvider, useToast } from '../../../components/ui/toast';
import { useAdminMedia, type AdminMediaItem, type MediaKind, type MediaStatus } from '../api/get-admin-media';
import { deleteMedia } from '../api/delete-media';
import { retryMedia } from '../api/retry-media';
import { updateMedia, type MediaChanges } from '../api/update-media';
import { MediaCard } from '../components/media-card';
import { MediaEditDialog } from '../components/media-edit-dialog';
import '../../../components/ui/staff-ui.css';
import '../components/media-admin.css';

const FILTERS: { value: MediaStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'processing', label: 'Processing' },
  { value: 'ready', label: 'Ready' },
  { value: 'failed', label: 'Failed' },
];

export function MediaPage() {
  return (
    <ToastProvider>
      <MediaManager />
    </ToastProvider>
  );
}

function MediaManager() {
  const [kind, setKind] = useState<MediaKind>('gallery');
  return (
    <section className="staff-page staff-page--wide">
      <h1 className="staff-page__title">Media</h1>
      <p className="staff-page__lead">Gallery images and themes in every state. Failed ones show why and can be retried.</p>
      <Tabs.Root value={kind} onValueChange={(v) => setKind(v as MediaKind)}>
        <Tabs.List className="media-tabs" aria-label="Kind of image">
          <Tabs.Trigger value="gallery">Gallery</Tabs.Trigger>
          <Tabs.Trigger value="theme">Themes</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="gallery" style={{ marginTop: '1rem' }}>
          {kind === 'gallery' ? <MediaList kind="gallery" /> : null}
        </Tabs.Content>
        <Tabs.Content value="theme" style={{ marginTop: '1rem' }}>
          {kind === 'theme' ? <MediaList kind="theme" /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function MediaList({ kind }: { kind: MediaKind }) {
  const [status, setStatus] = useState<MediaStatus | 'all'>('all');
  const { items, counts, hasMore, error, isLoading, isValidating, size, setSize, mutate } = useAdminMedia(kind, status);
  const toast = useToast();
  const [busy, setBusy] = useState<Set<string>>(() => new Set());
  const [editing, setEditing] = useState<AdminMediaItem | null>(null);
  const [deleting, setDeleting] = useState<AdminMediaItem | null>(null);
  const { sending: deletingBusy, run: remove } = useSubmit(deleteMedia);

  const mark = (id: string, on: boolean) =>
    setBusy((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });

  const onRetry = useCallback(
    async (item: AdminMediaItem) => {
      mark(item._id, true);
      const r = await retryMedia(item.kind, item._id);
      mark(item._id, false);
      toast(r.ok ? `Processing "${item.title}" again` : r.message, r.ok ? 'success' : 'error');
      await mutate();
    },
    [mutate, toast],
  );

  const onSave = useCallback(
    async (item: AdminMediaItem, changes: MediaChanges) => {
      const r = await updateMedia(item.kind, item._id, changes);
      if (!r.ok) return r.message;
      toast('Changes saved', 'success');
      await mutate();
      return null;
    },
    [mutate, toast],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    const r = await remove(deleting.kind, deleting._id);
    if (!r) return;
    toast(r.ok ? `Deleted "${deleting.title}"` : r.message, r.ok ? 'success' : 'error');
    setDeleting(null);
    await mutate();
  };

  const total = counts.processing + counts.ready + counts.failed;
  const countOf = (v: MediaStatus | 'all') => (v === 'all' ? total : counts[v]);

  return (
    <>
      <div className="media-toolbar">
        <div className="media-filter" role="group" aria-label="Filter by status">
          {FILTERS.map((f) => (
            <button key={f.value} type="button" aria-pressed={status === f.value} onClick={() => setStatus(f.value)}>
              {f.label} ({countOf(f.value)})
            </button>
          ))}
        </div>
        {isValidating && !isLoading ? <span className="spinner" aria-label="Refreshing" role="status" /> : null}
      </div>
      {error ? (
        <p className="media-empty" role="alert">
          Could not load the images. <button type="button" className="link-btn" onClick={() => void mutate()}>Try again</button>
        </p>
      ) : isLoading ? (
        <div className="staff-loading" role="status">
          <span className="spinner" aria-hidden /> Loading...
        </div>
      ) : items.length === 0 ? (
        <p className="media-empty">Nothing here yet.</p>
      ) : (
        <ul className="media-grid">
          {items.map((item) => (
            <MediaCard key={item._id} item={item} busy={busy.has(item._id)} onEdit={setEditing} onRetry={(i) => void onRetry(i)} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {hasMore ? (
        <div className="media-more">
          <button type="button" className="btn btn--ghost" disabled={isValidating} onClick={() => void setSize(size + 1)}>
            Load more
          </button>
        </div>
      ) : null}
      <MediaEditDialog item={editing} onClose={() => setEditing(null)} onSave={onSave} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete image"
        description={deleting ? `Delete "${deleting.title}"? It disappears from the site, and its files are removed.` : ''}
        confirmLabel="Delete"
        danger
        busy={deletingBusy}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
