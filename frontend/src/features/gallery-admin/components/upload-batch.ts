/**
 * Batch upload state for Add Gallery: a pure reducer plus selectors (no I/O, no timers, no
 * File objects), so the whole queue logic is testable. The hook in use-upload-batch.ts runs
 * the side effects (hashing, duplicate checks, XHR uploads, status polling, persistence) and
 * reports back with actions.
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
  | { type: 'submit'; title: string; description: string; now: number }
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
const BEFORE_UPLOAD: ReadonlySet<ItemStatus> = new Set(['queued', 'hashing', 'hashed', 'checking', 'waiting']);

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
        return { ...it, submitted: true, title: action.title, description: action.description };
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

/** Files to hash next (within the MAX_HASHING budget). */
export function selectToHash(state: BatchState, limit = MAX_HASHING): BatchItem[] {
  const busy = state.items.filter((it) => it.status === 'hashing').length;
  const free = limit - busy;
  if (free <= 0) return [];
  const out: BatchItem[] = [];
  for (const it of state.items) {
    if (it.status === 'queued' && it.fileKey) {
      out.push(it);
      if (out.length >= free) break;
    }
  }
  return out;
}

/** Hashed files waiting for the duplicate check (one request for all of them). */
export function selectToCheck(state: BatchState, max = 500): BatchItem[] {
  const out: BatchItem[] = [];
  for (const it of state.items) {
    if (it.status === 'hashed') {
      out.push(it);
      if (out.length >= max) break;
    }
  }
  return out;
}

/** Files to start uploading now: submitted, waiting, with their File, past any back-off; at most MAX_UPLOADS in flight. */
export function selectToUpload(state: BatchState, now: number, max = MAX_UPLOADS): BatchItem[] {
  const busy = state.items.filter((it) => it.status === 'uploading').length;
  const free = max - busy;
  if (free <= 0) return [];
  const out: BatchItem[] = [];
  for (const it of state.items) {
    if (it.status === 'waiting' && it.submitted && it.fileKey && (!it.retryAt || it.retryAt <= now)) {
      out.push(it);
      if (out.length >= free) break;
    }
  }
  return out;
}

/** Earliest pending back-off, so the hook can wake up then. */
export function nextRetryAt(state: BatchState): number | undefined {
  let t: number | undefined;
  for (const it of state.items) if (it.status === 'waiting' && it.submitted && it.fileKey && it.retryAt) t = t === undefined ? it.retryAt : Math.min(t, it.retryAt);
  return t;
}

/** Asset ids to poll, in chunks the status endpoint accepts. */
export function selectProcessingChunks(state: BatchState, size = STATUS_BATCH): string[][] {
  const ids = state.items.filter((it) => it.status === 'processing' && it.assetId).map((it) => it.assetId!);
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

/** File keys still referenced (the hook drops every other File it holds). */
export function liveFileKeys(state: BatchState): Set<string> {
  return new Set(state.items.map((it) => it.fileKey).filter((k): k is string => !!k));
}

export type DisplayState = 'queued' | 'hashing' | 'uploading' | 'processing' | 'ready' | 'failed' | 'skipped' | 'refused' | 'needs-file';

/** What a person sees for a row. */
export function displayState(it: BatchItem): DisplayState {
  switch (it.status) {
    case 'hashing':
      return 'hashing';
    case 'queued':
    case 'hashed':
    case 'checking':
    case 'waiting':
      return 'queued';
    default:
      return it.status;
  }
}

export const DISPLAY_LABEL: Record<DisplayState, string> = {
  queued: 'Queued',
  hashing: 'Hashing',
  uploading: 'Uploading',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
  skipped: 'Skipped',
  refused: 'Refused',
  'needs-file': 'Drop again',
};

/** A row's progress from 0 to 1 (upload counts for 70 %, processing for the rest). */
export function itemProgress(it: BatchItem): number {
  switch (it.status) {
    case 'uploading':
      return it.size ? 0.7 * (it.loaded / it.size) : 0;
    case 'processing':
      return 0.7;
    case 'ready':
    case 'skipped':
    case 'failed':
    case 'refused':
      return 1;
    default:
      return 0;
  }
}

export interface BatchSummary {
  total: number;
  counts: Record<DisplayState, number>;
  /** Files not yet sent that wait for 'Add Gallery Image'. */
  unsubmitted: number;
  /** Of submitted files: 0..1. */
  fraction: number;
  done: number;
  submitted: number;
  /** Seconds until every submitted file is ready, when it can be estimated. */
  etaSeconds: number | null;
  active: boolean;
}

export function summarize(state: BatchState, now: number): BatchSummary {
  const counts: Record<DisplayState, number> = {
    queued: 0,
    hashing: 0,
    uploading: 0,
    processing: 0,
    ready: 0,
    failed: 0,
    skipped: 0,
    refused: 0,
    'needs-file': 0,
  };
  let unsubmitted = 0;
  let submitted = 0;
  let progress = 0;
  let done = 0;
  let sentNow = state.sentBytes;
  let bytesLeft = 0;
  let readyRecent = 0;
  for (const it of state.items) {
    counts[displayState(it)] += 1;
    if (!it.submitted) {
      if (it.status !== 'refused' && it.status !== 'skipped') unsubmitted += 1;
      continue;
    }
    submitted += 1;
    progress += itemProgress(it);
    if (isTerminal(it.status)) done += 1;
    if (it.status === 'uploading') {
      sentNow += it.loaded;
      bytesLeft += it.size - it.loaded;
    } else if (BEFORE_UPLOAD.has(it.status) || it.status === 'needs-file') bytesLeft += it.size;
    if (it.status === 'ready' && it.finishedAt && state.startedAt && it.finishedAt >= state.startedAt) readyRecent += 1;
  }
  const active = counts.hashing + counts.uploading + counts.processing > 0;
  let etaSeconds: number | null = null;
  const elapsed = state.startedAt ? (now - state.startedAt) / 1000 : 0;
  const left = submitted - done;
  if (left > 0 && elapsed >= 2) {
    const byteRate = sentNow / elapsed;
    const uploadEta = bytesLeft > 0 ? (byteRate > 0 ? bytesLeft / byteRate : null) : 0;
    const readyRate = readyRecent / elapsed;
    const readyEta = readyRate > 0 ? left / readyRate : null;
    if (uploadEta !== null || readyEta !== null) etaSeconds = Math.round(Math.max(uploadEta ?? 0, readyEta ?? 0));
  } else if (left === 0) etaSeconds = 0;
  return {
    total: state.items.length,
    counts,
    unsubmitted,
    fraction: submitted ? progress / submitted : 0,
    done,
    submitted,
    etaSeconds,
    active,
  };
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  if (m < 60) return s ? `${m} min ${s} s` : `${m} min`;
  const h = Math.floor(m / 60);
  return `${h} h ${m % 60} min`;
}

/* ------------------------------------------------------------------ persistence */

export const BATCH_STORAGE_KEY = 'studio.gallery-upload-batch.v1';

interface Persisted {
  v: 1;
  startedAt?: number;
  items: BatchItem[];
}

/** What survives a reload: everything but File handles and in-flight byte counts. */
export function serializeBatch(state: BatchState): string | null {
  if (!state.items.length) return null;
  const items = state.items.map(({ fileKey: _f, loaded: _l, retryAt: _r, ...rest }) => ({ ...rest, loaded: 0, attempts: rest.attempts }));
  return JSON.stringify({ v: 1, startedAt: state.startedAt, items } satisfies Persisted);
}

export function deserializeBatch(raw: string | null): { items: BatchItem[]; startedAt?: number } | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Persisted;
    if (!data || data.v !== 1 || !Array.isArray(data.items)) return null;
    const items = data.items.filter(
      (it) => it && typeof it.id === 'string' && typeof it.name === 'string' && typeof it.size === 'number' && typeof it.status === 'string',
    );
    return { items, startedAt: data.startedAt };
  } catch {
    return null;
  }
}
