/** What the batch should do next, and what a person sees (pure functions of the reducer's state). */
import { BEFORE_UPLOAD, isTerminal, MAX_HASHING, MAX_UPLOADS, STATUS_BATCH, type BatchItem, type BatchState } from './upload-batch-reducer';

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
