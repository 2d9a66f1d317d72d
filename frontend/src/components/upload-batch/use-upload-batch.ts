/**
 * The browser side of a batch: a runner wired to localStorage, Web Crypto and animation frames, and the hook a
 * page uses to follow it. Each feature passes only its own endpoints and storage key.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { refuseReason } from '../../lib/image-upload-rules';
import type { BatchState } from './upload-batch-reducer';
import { UploadBatchRunner, type RunnerDeps } from './upload-batch-runner';
import { summarize } from './upload-batch-selectors';

/** sha256 hex with Web Crypto; null where it is unavailable (pages not served over https/localhost). */
export async function sha256Hex(file: Blob): Promise<string | null> {
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
  const bytes = new Uint8Array(digest);
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += bytes[i].toString(16).padStart(2, '0');
  return hex;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export type BatchEndpoints = Pick<RunnerDeps, 'storageKey' | 'checkHashes' | 'upload' | 'statuses' | 'retryProcessing'>;

/** A runner for the browser: the batch is written on page hide and resumes its re-tries when the connection returns. */
export function createBrowserBatchRunner(endpoints: BatchEndpoints): UploadBatchRunner {
  const runner = new UploadBatchRunner({
    ...endpoints,
    storage: typeof localStorage !== 'undefined' ? localStorage : null,
    now: () => Date.now(),
    newId,
    hash: sha256Hex,
    refuse: (file) => refuseReason(file),
    schedule: typeof requestAnimationFrame === 'function' ? (fn) => requestAnimationFrame(() => fn()) : undefined,
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => runner.flush());
    window.addEventListener('online', () => runner.dispatch({ type: 'online' }));
  }
  return runner;
}

const SENDING = new Set(['queued', 'hashing', 'hashed', 'checking', 'waiting', 'uploading']);

/** The runner's state for React; warns before the tab closes while files are still being sent. */
export function useUploadBatch(runner: UploadBatchRunner) {
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState);
  // A reload can resume the batch, but the files must be dropped again: worth a warning.
  const sending = state.items.some((it) => it.submitted && !!it.fileKey && SENDING.has(it.status));
  useEffect(() => {
    if (!sending) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      runner.flush();
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [sending, runner]);
  return { state, runner };
}

/** The batch's summary for a page; the clock ticks once a second while work is going on (for the time left). */
export function useBatchSummary(state: BatchState) {
  const [now, setNow] = useState(() => Date.now());
  const summary = useMemo(() => summarize(state, now), [state, now]);
  useEffect(() => {
    if (!summary.active && summary.counts.queued === 0) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [summary.active, summary.counts.queued]);
  /** Read the clock now (after submitting files, so the time left starts at once). */
  const refresh = useCallback(() => setNow(Date.now()), []);
  return { summary, refresh };
}
