/**
 * Batch upload state (Add Gallery, a client gallery's photos): a pure reducer (no I/O, no timers, no File
 * objects), so the whole queue logic is testable. What to do next and what to show: upload-batch-selectors.ts;
 * what survives a reload: upload-batch-storage.ts. upload-batch-runner.ts runs the side effects (hashing,
 * duplicate checks, XHR uploads, status polling, persistence) and reports back with actions.
 *
 * Pipeline of one file:
 *   queued -> hashing -> hashed -> checking -> waiting -> uploading -> processing -> ready
 *   with exits: refused (type/size, never sent), skipped (already in the gallery / in this
 *   batch), failed (upload or processing; retryable), needs-file (restored after a reload:
 *   the browser forgot the file, the admin drops it again and it continues).
 * Hashing and the duplicate check run as soon as files are dropped; uploading waits for
 * 'Add Gallery Image' (submitted) and runs at most MAX_UPLOADS at a time.
 */

export const MAX_UPLOADS = 4;
export const MAX_HASHING = 2;
/** Automatic re-tries of an upload that got no answer (dropped connection, timeout, 5xx). */
export const MAX_AUTO_ATTEMPTS = 6;
export const STATUS_BATCH = 100;

export type ItemStatus =
  | 'queued'
  | 'hashing'
  | 'hashed'
  | 'checking'
  | 'waiting'
  | 'uploading'
  | 'processing'
  | 'ready'
  | 'failed'
  | 'skipped'
  | 'refused'
  | 'needs-file';

export interface BatchItem {
  /** Local id of the row. */
  id: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  status: ItemStatus;
  /** sha256 hex; null when the browser cannot hash (no crypto.subtle), undefined until hashed. */
  hash?: string | null;
  /** Title and description given to this file when 'Add Gallery Image' was pressed. */
  submitted: boolean;
  title?: string;
  description?: string;
  sourceStatement?: string;
  /** Bytes sent so far (while uploading). */
  loaded: number;
  /** Image asset id (for GET /api/images/status). */
  assetId?: string;
  /** Gallery row id (for the admin media endpoints). */
  mediaId?: string;
  /** Why it failed / was refused / was skipped. */
  reason?: string;
  failedStage?: 'upload' | 'processing';
  /** Upload attempts that got no answer, for automatic re-tries. */
  attempts: number;
  /** Do not re-try the upload before this time (ms). */
  retryAt?: number;
  /** The asset came from a 409 (the same photo was already stored, e.g. before a reload). */
  adopted?: boolean;
  /** Key of the File held by the hook; undefined when the browser no longer has the file. */
  fileKey?: string;
  /** srcset of the server's small variants once ready (thumbnails, never the local full-size file). */
  thumb?: string;
  finishedAt?: number;
}

export interface BatchState {
  items: BatchItem[];
  /** First 'Add Gallery Image' of the batch (ms), for the time-left estimate. */
  startedAt?: number;
  /** Bytes already sent by uploads that are over (finished or failed), for the rate. */
  sentBytes: number;
  /** Files dropped again that were already in the batch (not sent twice). */
  merged: number;
}

export interface DroppedFile {
  fileKey: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  /** Set when the file is refused before upload (wrong type, too large). */
  refused?: string | null;
}

export interface StatusUpdate {
  id: string;
  status: 'processing' | 'ready' | 'failed';
  error?: string | null;
  thumb?: string;
}

export type BatchAction =
  | { type: 'add'; files: DroppedFile[]; ids: string[] }
  | { type: 'hash-start'; id: string }
  | { type: 'hashed'; id: string; hash: string | null }
  | { type: 'hash-failed'; id: string; reason: string; now: number }
  | { type: 'check-start'; ids: string[] }
  | { type: 'checked'; ids: string[]; existing: string[] }
  | { type: 'check-failed'; ids: string[] }
  | { type: 'submit'; title: string; description: string; sourceStatement?: string; now: number }
  | { type: 'upload-start'; id: string }
  | { type: 'progress'; id: string; loaded: number }
  | { type: 'uploaded'; id: string; assetId: string; mediaId?: string; status?: StatusUpdate['status']; error?: string | null; thumb?: string; now: number }
  | { type: 'upload-failed'; id: string; reason: string; retryable: boolean; now: number }
  | { type: 'duplicate'; id: string; existingAssetId?: string; now: number }
  | { type: 'statuses'; updates: StatusUpdate[]; missing: string[]; now: number }
  | { type: 'retry'; id: string }
  | { type: 'retry-processing-failed'; id: string; reason: string; now: number }
  | { type: 'remove'; id: string }
  | { type: 'clear-finished' }
  /** The browser is back online: waiting uploads go now instead of after their back-off. */
  | { type: 'online' }
  | { type: 'forget-missing' }
  | { type: 'restore'; items: BatchItem[]; startedAt?: number };

export const initialBatch: BatchState = { items: [], sentBytes: 0, merged: 0 };

const TERMINAL: ReadonlySet<ItemStatus> = new Set(['ready', 'failed', 'skipped', 'refused']);
export const BEFORE_UPLOAD: ReadonlySet<ItemStatus> = new Set(['queued', 'hashing', 'hashed', 'checking', 'waiting']);

export const isTerminal = (s: ItemStatus) => TERMINAL.has(s);

function patch(state: BatchState, id: string, fn: (item: BatchItem) => BatchItem | null): BatchState {
  const i = state.items.findIndex((it) => it.id === id);
  if (i < 0) return state;
  const next = fn(state.items[i]);
  if (next === state.items[i]) return state;
  const items = state.items.slice();
  if (next) items[i] = next;
  else items.splice(i, 1);
  return { ...state, items };
}

function backoffMs(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

export function batchReducer(state: BatchState, action: BatchAction): BatchState {
  switch (action.type) {
    case 'add': {
      const items = state.items.slice();
      let merged = state.merged;
      action.files.forEach((f, n) => {
        // A file of a restored batch whose hash was never computed: recognise it by name, size and date.
        const j = f.refused
          ? -1
          : items.findIndex(
              (it) => it.status === 'needs-file' && it.hash == null && it.name === f.name && it.size === f.size && it.lastModified === f.lastModified,
            );
        if (j >= 0) {
          items[j] = { ...items[j], fileKey: f.fileKey, status: 'queued' };
          merged += 1;
          return;
        }
        items.push({
          id: action.ids[n],
          name: f.name,
          size: f.size,
          type: f.type,
          lastModified: f.lastModified,
          status: f.refused ? 'refused' : 'queued',
          reason: f.refused ?? undefined,
          submitted: false,
          loaded: 0,
          attempts: 0,
          fileKey: f.refused ? undefined : f.fileKey,
        });
      });
      return { ...state, items, merged };
    }
    case 'hash-start':
      return patch(state, action.id, (it) => (it.status === 'queued' ? { ...it, status: 'hashing' } : it));
    case 'hashed': {
      const item = state.items.find((it) => it.id === action.id);
      if (!item || item.status !== 'hashing') return state;
      if (action.hash === null) {
        // Cannot hash here (insecure context): the server's own hash still refuses duplicates (409).
        return patch(state, item.id, (it) => ({ ...it, hash: null, status: 'waiting' }));
      }
      const twin = state.items.find((it) => it.id !== item.id && it.hash === action.hash && it.status !== 'refused');
      if (twin) {
        // The same photo is already in this batch: never send it twice.
        let next: BatchState = { ...state, merged: state.merged + 1 };
        const lostFile = twin.status === 'needs-file' || (twin.status === 'failed' && twin.failedStage === 'upload' && !twin.fileKey);
        if (lostFile) {
          next = patch(next, twin.id, (t) => ({
            ...t,
            fileKey: item.fileKey,
            status: t.submitted ? 'waiting' : t.status === 'needs-file' ? 'waiting' : t.status,
            attempts: 0,
            retryAt: undefined,
            reason: undefined,
            failedStage: undefined,
          }));
        }
        return patch(next, item.id, () => null);
      }
      return patch(state, item.id, (it) => ({ ...it, hash: action.hash, status: 'hashed' }));
    }
    case 'hash-failed':
      return patch(state, action.id, (it) =>
        it.status === 'hashing' ? { ...it, status: 'failed', failedStage: 'upload', reason: action.reason, fileKey: undefined, finishedAt: action.now } : it,
      );
    case 'check-start': {
      const ids = new Set(action.ids);
      return { ...state, items: state.items.map((it) => (ids.has(it.id) && it.status === 'hashed' ? { ...it, status: 'checking' } : it)) };
    }
    case 'checked': {
      const ids = new Set(action.ids);
      const existing = new Set(action.existing);
      return {
        ...state,
        items: state.items.map((it) => {
          if (!ids.has(it.id) || it.status !== 'checking') return it;
          if (it.hash && existing.has(it.hash)) return { ...it, status: 'skipped', reason: 'Already in the gallery', fileKey: undefined };
          return { ...it, status: 'waiting' };
        }),
      };
    }
    case 'check-failed': {
      // The server refuses duplicates itself (409), so a failed pre-check only costs bandwidth.
      const ids = new Set(action.ids);
      return { ...state, items: state.items.map((it) => (ids.has(it.id) && it.status === 'checking' ? { ...it, status: 'waiting' } : it)) };
    }
    case 'submit': {
      let changed = false;
      const items = state.items.map((it) => {
        if (it.submitted || it.status === 'refused' || it.status === 'skipped') return it;
        changed = true;
        return { ...it, submitted: true, title: action.title, description: action.description, sourceStatement: action.sourceStatement };
      });
      if (!changed) return state;
      return { ...state, items, startedAt: state.startedAt ?? action.now };
    }
    case 'upload-start':
      return patch(state, action.id, (it) =>
        it.status === 'waiting' && it.submitted && it.fileKey ? { ...it, status: 'uploading', loaded: 0, retryAt: undefined } : it,
      );
    case 'progress':
      return patch(state, action.id, (it) => (it.status === 'uploading' && action.loaded !== it.loaded ? { ...it, loaded: Math.min(action.loaded, it.size) } : it));
    case 'uploaded': {
      const item = state.items.find((it) => it.id === action.id);
      if (!item || item.status !== 'uploading') return state;
      const s = action.status ?? 'processing';
      const next = { ...state, sentBytes: state.sentBytes + item.size };
      return patch(next, item.id, (it) => ({
        ...it,
        status: s,
        assetId: action.assetId,
        mediaId: action.mediaId,
        loaded: it.size,
        attempts: 0,
        fileKey: undefined, // never needed again: the server has it
        reason: s === 'failed' ? (action.error ?? 'Processing failed') : undefined,
        failedStage: s === 'failed' ? 'processing' : undefined,
        thumb: action.thumb,
        finishedAt: s === 'processing' ? undefined : action.now,
      }));
    }
    case 'upload-failed': {
      const item = state.items.find((it) => it.id === action.id);
      if (!item || item.status !== 'uploading') return state;
      const next = { ...state, sentBytes: state.sentBytes + item.loaded };
      const attempts = item.attempts + 1;
      if (action.retryable && attempts < MAX_AUTO_ATTEMPTS) {
        return patch(next, item.id, (it) => ({ ...it, status: 'waiting', loaded: 0, attempts, retryAt: action.now + backoffMs(attempts), reason: action.reason }));
      }
      return patch(next, item.id, (it) => ({ ...it, status: 'failed', failedStage: 'upload', loaded: 0, attempts, reason: action.reason, finishedAt: action.now }));
    }
    case 'duplicate': {
      const item = state.items.find((it) => it.id === action.id);
      if (!item || item.status !== 'uploading') return state;
      if (action.existingAssetId) {
        // Our own earlier upload (e.g. sent before a reload): follow that asset instead of sending again.
        return patch(state, item.id, (it) => ({ ...it, status: 'processing', assetId: action.existingAssetId, adopted: true, loaded: it.size, fileKey: undefined, reason: undefined }));
      }
      return patch(state, item.id, (it) => ({ ...it, status: 'skipped', reason: 'Already in the gallery', loaded: 0, fileKey: undefined, finishedAt: action.now }));
    }
    case 'statuses': {
      const byAsset = new Map(action.updates.map((u) => [u.id, u]));
      const missing = new Set(action.missing);
      let changed = false;
      const items = state.items.map((it) => {
        if (it.status !== 'processing' || !it.assetId) return it;
        if (missing.has(it.assetId)) {
          changed = true;
          return it.adopted
            ? { ...it, status: 'skipped' as const, reason: 'Already in the gallery', finishedAt: action.now }
            : { ...it, status: 'failed' as const, failedStage: 'processing' as const, reason: 'No longer on the server', finishedAt: action.now };
        }
        const u = byAsset.get(it.assetId);
        if (!u || u.status === 'processing') return it;
        changed = true;
        if (u.status === 'ready') return { ...it, status: 'ready' as const, thumb: u.thumb ?? it.thumb, reason: undefined, finishedAt: action.now };
        return { ...it, status: 'failed' as const, failedStage: 'processing' as const, reason: u.error || 'Processing failed', finishedAt: action.now };
      });
      return changed ? { ...state, items } : state;
    }
    case 'retry':
      return patch(state, action.id, (it) => {
        if (it.status !== 'failed') return it;
        if (it.failedStage === 'processing') return { ...it, status: 'processing', reason: undefined, failedStage: undefined, finishedAt: undefined };
        if (!it.fileKey) return { ...it, status: 'needs-file', reason: undefined, failedStage: undefined, attempts: 0, finishedAt: undefined };
        return { ...it, status: 'waiting', reason: undefined, failedStage: undefined, attempts: 0, retryAt: undefined, finishedAt: undefined };
      });
    case 'retry-processing-failed':
      return patch(state, action.id, (it) =>
        it.status === 'processing' ? { ...it, status: 'failed', failedStage: 'processing', reason: action.reason, finishedAt: action.now } : it,
      );
    case 'remove':
      return patch(state, action.id, (it) => (it.status === 'uploading' ? it : null));
    case 'online': {
      if (!state.items.some((it) => it.status === 'waiting' && it.retryAt)) return state;
      return { ...state, items: state.items.map((it) => (it.status === 'waiting' && it.retryAt ? { ...it, retryAt: undefined } : it)) };
    }
    case 'clear-finished': {
      const items = state.items.filter((it) => !(it.status === 'ready' || it.status === 'skipped' || it.status === 'refused'));
      return items.length === state.items.length ? state : resetIfEmpty({ ...state, items });
    }
    case 'forget-missing': {
      const items = state.items.filter((it) => it.status !== 'needs-file');
      return items.length === state.items.length ? state : resetIfEmpty({ ...state, items });
    }
    case 'restore': {
      const items = action.items.map((it): BatchItem => {
        const base = { ...it, fileKey: undefined, loaded: 0, retryAt: undefined };
        // The browser forgot the File: anything not yet on the server waits to be dropped again.
        if (BEFORE_UPLOAD.has(it.status) || it.status === 'uploading') return { ...base, status: 'needs-file', reason: undefined };
        if (it.status === 'processing') return { ...base, loaded: it.size };
        return base;
      });
      return { items, startedAt: action.startedAt, sentBytes: 0, merged: 0 };
    }
    default:
      return state;
  }
}

function resetIfEmpty(state: BatchState): BatchState {
  return state.items.length ? state : { ...initialBatch };
}

/* ------------------------------------------------------------------ selectors */
