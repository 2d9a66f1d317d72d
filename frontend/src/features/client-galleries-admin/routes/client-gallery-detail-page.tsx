/** /admin/client-galleries/:id: the batch upload, the photos, the link, the PIN, WhatsApp, extend or end, delete. */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DropZone } from '../../../components/ui/drop-zone';
import { IMAGE_ACCEPT, MAX_UPLOAD_MB } from '../../../lib/image-upload-rules';
import { BatchFileList } from '../../../components/upload-batch/batch-file-list';
import { BatchProgress } from '../../../components/upload-batch/batch-progress';
import { ResumeBanner } from '../../../components/upload-batch/resume-banner';
import { useBatchSummary } from '../../../components/upload-batch/use-upload-batch';
import { clientGalleriesKey } from '../api/get-client-galleries';
import { clientGalleryKey, useAdminClientGallery } from '../api/get-client-gallery';
import { deleteClientGallery } from '../api/delete-client-gallery';
import { deleteClientPhoto } from '../api/delete-client-photo';
import { featureClientPhoto } from '../api/post-feature-photo';
import { patchClientGallery, type ClientGalleryPatch } from '../api/patch-client-gallery';
import type { AdminClientGallery } from '../api/client-galleries-admin-types';
import { DownloadsOptions } from '../components/downloads-options';
import { useClientUploadBatch } from '../components/use-client-upload-batch';
import { PinLockNotice } from '../components/pin-lock-notice';
import { whatsappPinUrl, whatsappShareUrl } from '../components/whatsapp-link';
import '../../../components/ui/staff-ui.css';
import '../components/client-galleries-admin.css';

const inDays = (from: string, n: number) => {
  const base = Math.max(Date.now(), new Date(`${from}T00:00:00Z`).getTime());
  return new Date(base + n * 86400_000).toISOString().slice(0, 10);
};
const yesterday = () => new Date(Date.now() - 86400_000 * 1.5).toISOString().slice(0, 10);

export function ClientGalleryDetailPage() {
  const { id = '' } = useParams();
  const { data: gallery, error } = useAdminClientGallery(id);
  if (error) return <section className="staff-page"><p role="alert">Could not load this gallery. <Link to="/admin/client-galleries">Back to Client Galleries</Link></p></section>;
  if (!gallery) return <section className="staff-page"><p role="status">Loading…</p></section>;
  return <Detail gallery={gallery} />;
}

function Detail({ gallery }: { gallery: AdminClientGallery }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { state, runner } = useClientUploadBatch(gallery.id, gallery.slug);
  const { summary, refresh } = useBatchSummary(state);
  const [showPin, setShowPin] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<null | 'delete' | 'reset' | { photo: string }>(null);
  const [busy, setBusy] = useState(false);
  const [expiresOn, setExpiresOn] = useState(gallery.expiresOn);
  const key = clientGalleryKey(gallery.id);

  // New photos appear in the grid as they become ready.
  const ready = summary.counts.ready;
  const lastReady = useRef(ready);
  useEffect(() => {
    if (ready !== lastReady.current) void mutate(key);
    lastReady.current = ready;
  }, [ready, key, mutate]);

  async function save(patch: ClientGalleryPatch, done: string) {
    setBusy(true);
    const res = await patchClientGallery(gallery.id, patch).catch(() => ({ ok: false as const, message: 'No connection' }));
    setBusy(false);
    if (res.ok) {
      await mutate(key, res.gallery, { revalidate: false });
      void mutate(clientGalleriesKey);
      setExpiresOn(res.gallery.expiresOn);
      setMessage(done);
    } else setMessage(res.message);
  }

  async function removePhoto(photoId: string) {
    setBusy(true);
    const ok = await deleteClientPhoto(gallery.id, photoId).catch(() => false);
    setBusy(false);
    setConfirm(null);
    setMessage(ok ? 'Photo removed' : 'Could not remove the photo');
    void mutate(key);
  }

  async function removeGallery() {
    setBusy(true);
    const ok = await deleteClientGallery(gallery.id).catch(() => false);
    setBusy(false);
    setConfirm(null);
    if (ok) {
      // The list may be cached from before: take the gallery out of it now (then ask the server again), so the
      // list never shows a gallery that was just deleted.
      const gone = gallery.id;
      void mutate<{ items: AdminClientGallery[] }>(clientGalleriesKey, (list) => list && { ...list, items: list.items.filter((g) => g.id !== gone) });
      void navigate('/admin/client-galleries');
    } else setMessage('Could not delete the gallery');
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(gallery.shareUrl);
      setMessage('Link copied');
    } catch {
      setMessage(`Copy this link: ${gallery.shareUrl}`);
    }
  }

  const favourites = new Set(gallery.favourites ?? []);
  const photos = gallery.photos ?? [];

  return (
    <section className="staff-page staff-page--wide">
      <p className="cga-back">
        <Link to="/admin/client-galleries">← Client Galleries</Link>
      </p>
      <h1 className="staff-page__title">{gallery.title}</h1>
      <p className="staff-page__lead">
        {gallery.clientName}
        {gallery.clientPhone ? ` · ${gallery.clientPhone}` : ''} · {gallery.counts.photos} photos · {gallery.counts.favourites}
        {gallery.selectionLimit ? ` / ${gallery.selectionLimit}` : ''} favourites · {gallery.counts.views} views · {gallery.counts.downloads} downloads
      </p>
      <PinLockNotice gallery={gallery} />
      {message ? (
        <p className="cga-message" role="status">
          {message}
        </p>
      ) : null}

      <div className="cga-layout">
        <div className="panel cga-share">
          <h2 className="cga-h2">Share</h2>
          <p className="cga-link" data-testid="cga-share-url">
            {gallery.shareUrl}
          </p>
          <div className="cga-actions">
            <button type="button" className="btn btn--small" onClick={() => void copyLink()}>
              Copy link
            </button>
            <a className="btn btn--small btn--whatsapp" href={whatsappShareUrl(gallery.clientPhone, gallery.clientName, gallery.title, gallery.shareUrl)} target="_blank" rel="noopener noreferrer">
              Send link on WhatsApp
            </a>
          </div>
          <div className="cga-pin">
            <span>PIN</span>
            <strong data-testid="cga-pin">{showPin ? (gallery.pin ?? 'unknown: reset it') : '••••'}</strong>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => setShowPin((v) => !v)} aria-pressed={showPin}>
              {showPin ? 'Hide PIN' : 'Show PIN'}
            </button>
            {gallery.pin ? (
              <a className="btn btn--small btn--ghost" href={whatsappPinUrl(gallery.clientPhone, gallery.pin)} target="_blank" rel="noopener noreferrer">
                Send PIN separately
              </a>
            ) : null}
            <button type="button" className="btn btn--small btn--ghost" onClick={() => setConfirm('reset')}>
              Reset PIN
            </button>
          </div>
          <h2 className="cga-h2">Open until</h2>
          <p className="cga-muted">{gallery.expired ? 'This gallery has expired: the family sees "This gallery has expired".' : 'The family can open it until the end of this day.'}</p>
          <div className="cga-actions">
            <label className="cga-inline">
              <span className="visually-hidden">Open until</span>
              <input type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} aria-label="Open until" />
            </label>
            <button type="button" className="btn btn--small" disabled={busy || expiresOn === gallery.expiresOn} onClick={() => void save({ expiresOn }, 'Expiry date saved')}>
              Save date
            </button>
            <button type="button" className="btn btn--small btn--ghost" disabled={busy} onClick={() => void save({ expiresOn: inDays(gallery.expiresOn, 14) }, 'Extended by 14 days')}>
              Extend 14 days
            </button>
            <button type="button" className="btn btn--small btn--ghost" disabled={busy || gallery.expired} onClick={() => void save({ expiresOn: yesterday() }, 'Gallery ended')}>
              End now
            </button>
          </div>
          <h2 className="cga-h2">Settings</h2>
          <div className="cga-actions">
            <label className="cga-inline">
              Downloads{' '}
              <select value={gallery.downloads} onChange={(e) => void save({ downloads: e.target.value as AdminClientGallery['downloads'] }, 'Downloads saved')}>
                <DownloadsOptions />
              </select>
            </label>
            <label className="cga-check">
              <input type="checkbox" checked={gallery.featureConsent} onChange={(e) => void save({ featureConsent: e.target.checked }, 'Saved')} /> May be featured on our site
            </label>
          </div>
          {gallery.selectionSubmittedAt ? (
            <p className="cga-muted">
              Selection submitted {new Date(gallery.selectionSubmittedAt).toLocaleString('en-IN')}.{' '}
              <button type="button" className="btn btn--small btn--ghost" onClick={() => void save({ reopenSelection: true }, 'Selection opened again')}>
                Let them change it
              </button>
            </p>
          ) : null}
          <button type="button" className="btn btn--small btn--danger cga-delete" onClick={() => setConfirm('delete')}>
            Delete gallery
          </button>
        </div>

        <div className="panel cga-upload">
          <h2 className="cga-h2">Add photos</h2>
          <DropZone
            id="cga-drop"
            label="Drag and drop the shoot's photos here, or click to choose"
            hint={`JPEG, PNG, GIF or WebP, up to ${MAX_UPLOAD_MB} MB each. Photos already in this gallery are skipped.`}
            accept={IMAGE_ACCEPT}
            multiple
            onFiles={(files) => {
              runner.addFiles(files);
              runner.submit('', '');
              refresh();
            }}
          />
          {state.items.length ? (
            <>
              {summary.counts['needs-file'] ? (
                <ResumeBanner onForget={() => runner.forgetMissing()}>
                  {summary.counts['needs-file']} files were not sent before the page was closed. Drop the same files again to continue.
                </ResumeBanner>
              ) : null}
              <BatchProgress summary={summary} onRetryFailed={() => runner.retryAllFailed()} onClearFinished={() => runner.clearFinished()} />
              <BatchFileList items={state.items} onRetry={(rid) => runner.retry(rid)} onRemove={(rid) => runner.remove(rid)} />
            </>
          ) : null}
        </div>
      </div>

      <div className="panel cga-photos-panel">
        <h2 className="cga-h2">
          Photos ({photos.length}){favourites.size ? ` · ${favourites.size} chosen` : ''}
        </h2>
        {!photos.length ? <p className="cga-muted">No photos yet.</p> : null}
        <ul className="cga-photos" data-testid="cga-photos">
          {photos.map((p) => (
            <li key={p._id} className="cga-photo" data-favourite={favourites.has(p._id) ? 'true' : 'false'}>
              {p.image.status === 'ready' ? (
                <img src={p.image.srcset.webp.split(', ')[0]?.split(' ')[0] || p.image.jpeg || ''} alt={p.title} loading="lazy" width={p.image.width ?? undefined} height={p.image.height ?? undefined} />
              ) : (
                <span className={`cga-photo__state badge badge--${p.image.status}`}>{p.image.status === 'failed' ? 'Failed' : 'Processing'}</span>
              )}
              <span className="cga-photo__name">
                {favourites.has(p._id) ? '♥ ' : ''}
                {p.title}
              </span>
              <button type="button" className="cga-photo__remove" aria-label={`Remove ${p.title}`} onClick={() => setConfirm({ photo: p._id })}>
                ×
              </button>
              {gallery.featureConsent && p.image.status === 'ready' ? (
                <button
                  type="button"
                  className="cga-photo__feature"
                  aria-label={`Feature ${p.title} on the gallery page`}
                  title="Feature on the gallery page"
                  onClick={() => void featureClientPhoto(gallery.id, p._id, gallery.title).then((r) => setMessage(r.message))}
                >
                  ★
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </div>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === 'delete' ? 'Delete this gallery?' : confirm === 'reset' ? 'Make a new PIN?' : 'Remove this photo?'}
        description={
          confirm === 'delete'
            ? 'Every photo, favourite and download of this gallery is deleted. The family link stops working.'
            : confirm === 'reset'
              ? 'The old PIN stops working at once, and phones that opened the gallery must enter the new one.'
              : 'The family will no longer see it.'
        }
        confirmLabel={confirm === 'delete' ? 'Delete gallery' : confirm === 'reset' ? 'Reset PIN' : 'Remove photo'}
        danger={confirm !== 'reset'}
        busy={busy}
        onConfirm={() => {
          if (confirm === 'delete') void removeGallery();
          else if (confirm === 'reset') void save({ resetPin: true }, 'New PIN made: send it to the family').then(() => {
            setShowPin(true);
            setConfirm(null);
          });
          else if (confirm) void removePhoto(confirm.photo);
        }}
      />
    </section>
  );
}
