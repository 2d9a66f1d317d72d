/**
 * /admin/client-galleries/:id: one group to share the gallery (link, WhatsApp, PIN), its access settings, the batch
 * upload, the photos (all or the family's favourites, whose file names copy for the editing software), and apart
 * from all that, confirmed, what ends, resets or deletes.
 */
import { useSubmit } from '../../../lib/use-submit';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DropZone } from '../../../components/ui/drop-zone';
import { IconCopy, IconHeart, IconTrash, IconWhatsApp } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/select';
import { IMAGE_ACCEPT, MAX_UPLOAD_MB } from '../../../lib/image-upload-rules';
import { BatchFileList } from '../../../components/upload-batch/batch-file-list';
import { BatchProgress } from '../../../components/upload-batch/batch-progress';
import { ResumeBanner } from '../../../components/upload-batch/resume-banner';
import { useBatchSummary } from '../../../components/upload-batch/use-upload-batch';
import { clientGalleriesKey } from '../api/get-client-galleries';
import { clientGalleryKey, useAdminClientGallery, withGallerySettings } from '../api/get-client-gallery';
import { deleteClientGallery } from '../api/delete-client-gallery';
import { deleteClientPhoto } from '../api/delete-client-photo';
import { featureClientPhoto } from '../api/post-feature-photo';
import { patchClientGallery, type ClientGalleryPatch } from '../api/patch-client-gallery';
import type { AdminClientGallery } from '../api/client-galleries-admin-types';
import type { AdminClientGalleryList } from '../../../lib/api-schema';
import { DOWNLOADS } from '../components/downloads-options';
import { fromDayMonthYear, toDayMonthYear, toDayMonthYearTime } from '../components/day-month-year';
import { useClientUploadBatch } from '../components/use-client-upload-batch';
import { PinLockNotice } from '../components/pin-lock-notice';
import { ShowMorePhotos } from '../components/show-more-photos';
import { whatsappPinUrl, whatsappShareUrl } from '../components/whatsapp-link';
import '../../../components/ui/staff-ui.css';
import '../components/client-galleries-admin.css';
import '../components/client-gallery-detail.css';

const inDays = (from: string, n: number) => {
  const base = Math.max(Date.now(), new Date(`${from}T00:00:00Z`).getTime());
  return new Date(base + n * 86400_000).toISOString().slice(0, 10);
};
const yesterday = () => new Date(Date.now() - 86400_000 * 1.5).toISOString().slice(0, 10);

export function ClientGalleryDetailPage() {
  const { id = '' } = useParams();
  const { data: gallery, error, hasMore, loadMore, loadingMore } = useAdminClientGallery(id);
  if (error) return <section className="staff-page"><p role="alert">Could not load this gallery. <Link to="/admin/client-galleries">Back to Client Galleries</Link></p></section>;
  if (!gallery) return <section className="staff-page"><p role="status">Loading…</p></section>;
  return <Detail gallery={gallery} more={hasMore ? { loadMore, loadingMore } : null} />;
}

/** `more`: the gallery has photos beyond those loaded (a page of 60 at a time). */
function Detail({ gallery, more }: { gallery: AdminClientGallery; more: { loadMore: () => void; loadingMore: boolean } | null }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { state, runner } = useClientUploadBatch(gallery.id, gallery.slug);
  const { summary, refresh } = useBatchSummary(state);
  const [showPin, setShowPin] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<null | 'delete' | 'reset' | 'end' | { photo: string }>(null);
  /** One change at a time (each button waits for the one on its way). */
  const { sending: busy, run: exclusive } = useSubmit((work: () => Promise<void>) => work());
  const [expiresText, setExpiresText] = useState(toDayMonthYear(gallery.expiresOn));
  const [editsText, setEditsText] = useState(gallery.editsReadyBy ? toDayMonthYear(gallery.editsReadyBy) : '');
  const [filter, setFilter] = useState<'all' | 'chosen'>('all');
  const key = clientGalleryKey(gallery.id);

  // New photos appear in the grid as they become ready.
  const ready = summary.counts.ready;
  const lastReady = useRef(ready);
  useEffect(() => {
    if (ready !== lastReady.current) void mutate(key);
    lastReady.current = ready;
  }, [ready, key, mutate]);

  const save = (patch: ClientGalleryPatch, done: string) =>
    exclusive(async () => {
      const res = await patchClientGallery(gallery.id, patch);
      if (res.ok) {
        await mutate(key, withGallerySettings(res.data), { revalidate: false });
        void mutate(clientGalleriesKey);
        setExpiresText(toDayMonthYear(res.data.expiresOn));
        setMessage(done);
      } else setMessage(res.message);
    });

  const removePhoto = (photoId: string) =>
    exclusive(async () => {
      const { ok } = await deleteClientPhoto(gallery.id, photoId);
      setConfirm(null);
      setMessage(ok ? 'Photo removed' : 'Could not remove the photo');
      void mutate(key);
    });

  const removeGallery = () => exclusive(removeGalleryNow);

  async function removeGalleryNow() {
    const { ok } = await deleteClientGallery(gallery.id);
    setConfirm(null);
    if (ok) {
      // The list may be cached from before: take the gallery out of it now (then ask the server again), so the
      // list never shows a gallery that was just deleted.
      const gone = gallery.id;
      void mutate<AdminClientGalleryList[]>(clientGalleriesKey, (pages) => pages?.map((page) => ({ ...page, items: page.items.filter((g) => g.id !== gone) })));
      void navigate('/admin/client-galleries');
    } else setMessage('Could not delete the gallery');
  }

  async function copyText(text: string, done: string, fallback: string) {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(done);
    } catch {
      setMessage(fallback);
    }
  }
  const copyLink = () => copyText(gallery.shareUrl, 'Link copied', `Copy this link: ${gallery.shareUrl}`);

  const favourites = new Set(gallery.favourites ?? []);
  const photos = gallery.photos ?? [];
  // Every chosen photo, loaded or not (the answer carries them whole).
  const chosen = gallery.favouritePhotos ?? photos.filter((p) => favourites.has(p._id));
  const photoCount = gallery.photoCount ?? photos.length;
  const shown = filter === 'chosen' ? chosen : photos;
  // The favourites' file names, one a line, for the editing software's search.
  const copyNames = () =>
    copyText(chosen.map((p) => p.title).join('\n'), `Copied ${chosen.length} file ${chosen.length === 1 ? 'name' : 'names'}`, `Copy these file names: ${chosen.map((p) => p.title).join(', ')}`);
  const typedDate = fromDayMonthYear(expiresText);
  const typedEdits = fromDayMonthYear(editsText);

  return (
    <section className="staff-page staff-page--wide cga-detail">
      <p className="cga-back">
        <Link to="/admin/client-galleries">← Client Galleries</Link>
      </p>
      <h1 className="staff-page__title">{gallery.title}</h1>
      <ul className="cga-summary" aria-label="About this gallery">
        <li>
          <strong>{gallery.clientName}</strong>
          {gallery.clientPhone ? ` · ${gallery.clientPhone}` : ''}
        </li>
        <li>{gallery.counts.photos} photos</li>
        <li>
          {gallery.counts.favourites}
          {gallery.selectionLimit ? ` / ${gallery.selectionLimit}` : ''} favourites
        </li>
        <li>{gallery.counts.views} views</li>
        <li>{gallery.counts.downloads} downloads</li>
        <li className={gallery.expired ? 'cga-summary__expired' : undefined}>
          {gallery.expired ? 'Expired' : 'Open until'} {toDayMonthYear(gallery.expiresOn)}
        </li>
      </ul>
      <PinLockNotice gallery={gallery} />
      {message ? (
        <p className="cga-message" role="status">
          {message}
        </p>
      ) : null}

      <div className="cga-layout">
        <div className="cga-column">
          <div className="panel cga-share" role="group" aria-labelledby="cga-share-title">
            <h2 className="cga-h2" id="cga-share-title">
              Share with the family
            </h2>
            <p className="cga-link" data-testid="cga-share-url">
              {gallery.shareUrl}
            </p>
            <div className="cga-actions">
              <a className="btn btn--small btn--whatsapp" href={whatsappShareUrl(gallery.clientPhone, gallery.clientName, gallery.title, gallery.shareUrl)} target="_blank" rel="noopener noreferrer">
                <IconWhatsApp /> Send link on WhatsApp
              </a>
              <button type="button" className="btn btn--small btn--ghost" onClick={() => void copyLink()}>
                <IconCopy /> Copy link
              </button>
            </div>
            <div className="cga-pin">
              <span className="cga-pin__label">PIN</span>
              <strong data-testid="cga-pin">{showPin ? (gallery.pin ?? 'unknown: reset it') : '••••'}</strong>
              <button type="button" className="btn btn--small btn--ghost" onClick={() => setShowPin((v) => !v)} aria-pressed={showPin}>
                {showPin ? 'Hide PIN' : 'Show PIN'}
              </button>
              {gallery.pin ? (
                <a className="btn btn--small btn--ghost" href={whatsappPinUrl(gallery.clientPhone, gallery.pin)} target="_blank" rel="noopener noreferrer">
                  Send PIN separately
                </a>
              ) : null}
            </div>
          </div>

          <div className="panel cga-settings">
            <h2 className="cga-h2">Access</h2>
            <p className="cga-muted">
              {gallery.expired ? 'This gallery has expired: the family sees "This gallery has expired".' : `The family can open it until the end of ${toDayMonthYear(gallery.expiresOn)}.`}
            </p>
            <form
              className="cga-actions"
              onSubmit={(e) => {
                e.preventDefault();
                if (typedDate) void save({ expiresOn: typedDate }, 'Expiry date saved');
              }}
            >
              <div className="cga-field">
                <label htmlFor="cga-expires">Open until (dd/mm/yyyy)</label>
                <input
                  id="cga-expires"
                  className="cga-input"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="dd/mm/yyyy"
                  value={expiresText}
                  aria-invalid={expiresText !== '' && !typedDate ? true : undefined}
                  onChange={(e) => setExpiresText(e.target.value)}
                />
              </div>
              <button type="submit" className="btn btn--small" disabled={busy || !typedDate || typedDate === gallery.expiresOn}>
                Save date
              </button>
              <button type="button" className="btn btn--small btn--ghost" disabled={busy} onClick={() => void save({ expiresOn: inDays(gallery.expiresOn, 14) }, 'Extended by 14 days')}>
                Extend 14 days
              </button>
            </form>
            {expiresText !== '' && !typedDate ? <p className="field-error">Enter the date as dd/mm/yyyy, e.g. 05/12/2026.</p> : null}
            <div className="cga-actions">
              <div className="cga-field">
                <label htmlFor="cga-downloads">Downloads</label>
                <Select
                  id="cga-downloads"
                  testId="cga-downloads"
                  value={gallery.downloads}
                  choices={DOWNLOADS.map(([value, label]) => ({ value, label }))}
                  disabled={busy}
                  onChange={(v) => void save({ downloads: v }, 'Downloads saved')}
                />
              </div>
              {/* Portfolio use follows the family's own consent (docs/architecture.md §16), no switch of ours. */}
              <p className={gallery.portfolioConsent ? 'cga-consent cga-consent--yes' : 'cga-consent'} data-testid="cga-portfolio-consent">
                {gallery.portfolioConsent
                  ? 'The family agreed to portfolio use: their photos may be featured.'
                  : 'The family has not agreed to portfolio use: their photos cannot be featured.'}{' '}
                <Link to="/admin/privacy">Consents</Link>
              </p>
            </div>
            {/* The family reads this day after sending their selection ("Your edited photos by …"). */}
            <form
              className="cga-actions"
              onSubmit={(e) => {
                e.preventDefault();
                if (editsText === '') void save({ editsReadyBy: null }, 'Edited photos day removed');
                else if (typedEdits) void save({ editsReadyBy: typedEdits }, 'Edited photos day saved');
              }}
            >
              <div className="cga-field">
                <label htmlFor="cga-edits">Edited photos ready by (dd/mm/yyyy)</label>
                <input
                  id="cga-edits"
                  className="cga-input"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="dd/mm/yyyy"
                  value={editsText}
                  aria-invalid={editsText !== '' && !typedEdits ? true : undefined}
                  onChange={(e) => setEditsText(e.target.value)}
                />
              </div>
              <button type="submit" className="btn btn--small" disabled={busy || (editsText !== '' && !typedEdits) || (typedEdits ?? null) === gallery.editsReadyBy}>
                Save day
              </button>
            </form>
            {editsText !== '' && !typedEdits ? <p className="field-error">Enter the date as dd/mm/yyyy, e.g. 05/12/2026.</p> : null}
            {gallery.selectionSubmittedAt ? (
              <p className="cga-muted">
                Selection submitted {toDayMonthYearTime(gallery.selectionSubmittedAt)}.{' '}
                <button type="button" className="btn btn--small btn--ghost" onClick={() => void save({ reopenSelection: true }, 'Selection opened again')}>
                  Let them change it
                </button>
              </p>
            ) : null}
          </div>
        </div>

        <div className="panel cga-upload">
          <h2 className="cga-h2">Add photos</h2>
          <label htmlFor="cga-drop" className="visually-hidden">
            Photos to add to this gallery
          </label>
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
        <div className="cga-photos-head">
          <h2 className="cga-h2">
            Photos ({photoCount}){favourites.size ? ` · ${favourites.size} chosen` : ''}
          </h2>
          <div className="cga-filter" role="group" aria-label="Show">
            <button type="button" className="cga-filter__btn" aria-pressed={filter === 'all'} onClick={() => setFilter('all')}>
              All ({photoCount})
            </button>
            <button type="button" className="cga-filter__btn" aria-pressed={filter === 'chosen'} onClick={() => setFilter('chosen')}>
              <IconHeart /> Favourites ({chosen.length})
            </button>
          </div>
          <button type="button" className="btn btn--small btn--ghost" disabled={chosen.length === 0} onClick={() => void copyNames()}>
            <IconCopy /> Copy file names
          </button>
        </div>
        {!photos.length ? <p className="cga-muted">No photos yet.</p> : null}
        {photos.length > 0 && shown.length === 0 ? <p className="cga-muted">The family has not chosen any photos yet.</p> : null}
        <ul className="cga-photos" data-testid="cga-photos">
          {shown.map((p) => (
            <li key={p._id} className="cga-photo" data-favourite={favourites.has(p._id) ? 'true' : 'false'}>
              {p.image.status === 'ready' ? (
                <img src={p.image.srcset.webp.split(', ')[0]?.split(' ')[0] || p.image.jpeg || ''} alt={p.title} loading="lazy" width={p.image.width ?? undefined} height={p.image.height ?? undefined} />
              ) : (
                <span className={`cga-photo__state badge badge--${p.image.status}`}>{p.image.status === 'failed' ? 'Failed' : 'Processing'}</span>
              )}
              {favourites.has(p._id) ? (
                <span className="cga-photo__chosen" data-testid="cga-chosen">
                  <IconHeart /> Chosen
                </span>
              ) : null}
              <span className="cga-photo__name">{p.title}</span>
              <button type="button" className="cga-photo__remove" aria-label={`Remove ${p.title}`} onClick={() => setConfirm({ photo: p._id })}>
                <IconTrash />
              </button>
              {gallery.portfolioConsent && p.image.status === 'ready' ? (
                <button
                  type="button"
                  className="cga-photo__feature"
                  aria-label={`Feature ${p.title} on the gallery page`}
                  title="Feature on the gallery page"
                  onClick={() => void featureClientPhoto(gallery.id, p._id, gallery.title).then((r) => setMessage(r.ok ? 'Featured on the gallery page' : r.message))}
                >
                  ★
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {more && filter === 'all' ? <ShowMorePhotos loading={more.loadingMore} onLoad={more.loadMore} /> : null}
      </div>

      {/* What cannot be undone, apart from the daily controls; each asks first. */}
      <div className="panel cga-danger" role="group" aria-labelledby="cga-danger-title">
        <h2 className="cga-h2" id="cga-danger-title">
          End, reset or delete
        </h2>
        <ul className="cga-danger__list">
          <li>
            <p>
              <strong>End access now.</strong> The family sees &quot;This gallery has expired&quot;; extend it again any time.
            </p>
            <button type="button" className="btn btn--small btn--ghost" disabled={busy || gallery.expired} onClick={() => setConfirm('end')}>
              End now
            </button>
          </li>
          <li>
            <p>
              <strong>Make a new PIN.</strong> The old PIN stops working at once.
            </p>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => setConfirm('reset')}>
              Reset PIN
            </button>
          </li>
          <li>
            <p>
              <strong>Delete the gallery.</strong> Every photo, favourite and download goes; the family link stops working.
            </p>
            <button type="button" className="btn btn--small btn--danger" onClick={() => setConfirm('delete')}>
              <IconTrash /> Delete gallery
            </button>
          </li>
        </ul>
      </div>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === 'delete' ? 'Delete this gallery?' : confirm === 'reset' ? 'Make a new PIN?' : confirm === 'end' ? 'End access now?' : 'Remove this photo?'}
        description={
          confirm === 'delete'
            ? 'Every photo, favourite and download of this gallery is deleted. The family link stops working.'
            : confirm === 'reset'
              ? 'The old PIN stops working at once, and phones that opened the gallery must enter the new one.'
              : confirm === 'end'
                ? 'The family sees "This gallery has expired" from now on. You can extend it again later.'
                : 'The family will no longer see it.'
        }
        confirmLabel={confirm === 'delete' ? 'Delete gallery' : confirm === 'reset' ? 'Reset PIN' : confirm === 'end' ? 'End now' : 'Remove photo'}
        danger={confirm !== 'reset'}
        busy={busy}
        onConfirm={() => {
          if (confirm === 'delete') void removeGallery();
          else if (confirm === 'end') void save({ expiresOn: yesterday() }, 'Gallery ended').then(() => setConfirm(null));
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
