/**
 * The batch's files, virtualised (only the visible rows are in the DOM, so 500+ files stay
 * responsive). No local previews are made: a row shows the server's small thumbnail once ready.
 */
import { memo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatBytes } from '../../lib/image-upload-rules';
import '../ui/staff-ui.css';
import './upload-batch.css';
import { DISPLAY_LABEL, displayState } from './upload-batch-selectors';
import { type BatchItem } from './upload-batch-reducer';

const ROW = 68;

export function BatchFileList({ items, onRetry, onRemove }: { items: BatchItem[]; onRetry: (id: string) => void; onRemove: (id: string) => void }) {
  const parentRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => ROW,
    overscan: 8,
    getItemKey: (i) => items[i]?.id ?? i,
  });
  return (
    // A scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={parentRef} className="batch-list" role="region" aria-label="Files in this batch" tabIndex={0}>
      <ul className="batch-list__inner" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const item = items[v.index];
          if (!item) return null;
          return (
            <li key={v.key} className="batch-list__slot" style={{ height: v.size, transform: `translateY(${v.start}px)` }} aria-setsize={items.length} aria-posinset={v.index + 1}>
              <BatchRow item={item} onRetry={onRetry} onRemove={onRemove} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const BatchRow = memo(function BatchRow({ item, onRetry, onRemove }: { item: BatchItem; onRetry: (id: string) => void; onRemove: (id: string) => void }) {
  const state = displayState(item);
  const label = state === 'queued' && !item.submitted ? 'Selected' : DISPLAY_LABEL[state];
  const pct = state === 'uploading' && item.size ? Math.round((item.loaded / item.size) * 100) : null;
  const reason =
    item.reason ??
    (state === 'needs-file' ? 'Drop this file again to continue' : state === 'queued' && item.submitted && item.retryAt ? 'Connection lost: retrying' : undefined);
  const fill = state === 'uploading' ? (pct ?? 0) : state === 'processing' ? 100 : state === 'ready' || state === 'failed' ? 100 : 0;
  return (
    <div className="batch-row" data-testid="upload-row" data-name={item.name} data-state={state}>
      <div className="batch-row__thumb" aria-hidden>
        {item.thumb ? <img srcSet={item.thumb} sizes="48px" alt="" loading="lazy" decoding="async" width={48} height={48} /> : <span className="batch-row__icon" />}
      </div>
      <div className="batch-row__main">
        <div className="batch-row__line">
          <span className="batch-row__name" title={item.name}>
            {item.name}
          </span>
          <span className={`badge badge--${state}`}>
            {label}
            {pct !== null ? ` ${pct}%` : ''}
          </span>
        </div>
        <div className="batch-row__line batch-row__meta">
          <span className={`batch-row__reason ${state === 'failed' || state === 'refused' ? 'batch-row__reason--error' : ''}`} title={reason}>
            {formatBytes(item.size)}
            {reason ? ` · ${reason}` : ''}
          </span>
          {state === 'failed' ? (
            <button type="button" className="link-btn" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.name}`}>
              Retry
            </button>
          ) : state === 'refused' || state === 'skipped' || state === 'needs-file' || (!item.submitted && state === 'queued') ? (
            <button type="button" className="link-btn" onClick={() => onRemove(item.id)} aria-label={`Remove ${item.name}`}>
              Remove
            </button>
          ) : null}
        </div>
        <div className={`bar bar--thin ${state === 'ready' ? 'bar--done' : state === 'failed' ? 'bar--failed' : ''} ${state === 'processing' ? 'bar--pulse' : ''}`} aria-hidden>
          <div className="bar__fill" style={{ width: `${fill}%` }} />
        </div>
      </div>
    </div>
  );
});
