/**
 * Runs an upload batch (Add Gallery, a client gallery's photos): holds the reducer state (upload-batch-reducer.ts) outside React so the
 * batch keeps going while the admin visits other pages, and performs the side effects the
 * state asks for: hashing (sha256), the duplicate pre-check, at most MAX_UPLOADS XHR uploads,
 * status polling, automatic re-tries after a dropped connection, and persistence of the batch
 * (without File objects) so a reload can resume it. I/O comes in through `deps`, so tests can
 * drive it with fakes.
 */
import { loadBatch, saveBatch, type BatchStorage } from './upload-batch-storage';
import { batchReducer, initialBatch, type BatchAction, type BatchState, type StatusUpdate } from './upload-batch-reducer';
import { liveFileKeys, nextRetryAt, selectProcessingChunks, selectToCheck, selectToHash, selectToUpload } from './upload-batch-selectors';

/** One file's upload, as the endpoint answered it (post-batch-upload.ts reads the answer). */
export type UploadOutcome =
  | { kind: 'created'; assetId: string; mediaId: string; status: 'processing' | 'ready' | 'failed'; error?: string | null; thumb?: string }
  /** Already stored; `existingId` is the image asset id when the server tells it. */
  | { kind: 'duplicate'; existingId?: string }
  /** Refused by the server (bad type, too large, invalid): retrying the same bytes will not help. */
  | { kind: 'rejected'; message: string }
  /** No usable answer (connection dropped, timeout, server error, rate limit): worth retrying. */
  | { kind: 'retryable'; message: string };

export interface RunnerDeps {
  storage: BatchStorage | null;
  /** Where the batch is kept for a resume after a reload (one key per upload target, e.g. per client gallery). */
  storageKey: string;
  now: () => number;
  newId: () => string;
  /** sha256 hex of the file, or null when the browser cannot hash. Rejects when the file cannot be read. */
  hash: (file: File) => Promise<string | null>;
  /** Hashes already in the gallery. Rejects when the check could not be made. */
  checkHashes: (hashes: string[]) => Promise<string[]>;
  upload: (
    input: { file: File; title: string; description: string; sourceStatement?: string; contentHash?: string | null },
    onProgress: (loaded: number) => void,
    signal: AbortSignal,
  ) => Promise<UploadOutcome>;
  /** Status of assets (by asset id). Ids the server does not know are left out. Rejects on failure. */
  statuses: (ids: string[]) => Promise<StatusUpdate[]>;
  retryProcessing: (mediaId: string) => Promise<{ ok: boolean; message?: string }>;
  refuse: (file: File) => string | null;
  /** Coalesce UI notifications (requestAnimationFrame in the browser). */
  schedule?: (fn: () => void) => void;
  pollMs?: number;
  progressMs?: number;
}

export class UploadBatchRunner {
  private state: BatchState = initialBatch;
  private readonly listeners = new Set<() => void>();
  private readonly files = new Map<string, File>();
  private readonly inflight = new Set<string>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly lastProgress = new Map<string, number>();
  private checking = false;
  private pumpQueued = false;
  private notifyQueued = false;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private polling = false;
  private pollFailures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private lastSave = 0;
  private disposed = false;

  constructor(private readonly deps: RunnerDeps) {
    const saved = loadBatch(deps.storage, deps.storageKey);
    if (saved?.items.length) this.state = batchReducer(this.state, { type: 'restore', items: saved.items, startedAt: saved.startedAt });
    this.schedulePump();
  }

  getState = (): BatchState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Files dropped or chosen: refused ones are listed with their reason, the rest start hashing. */
  addFiles(list: File[]): void {
    const files = list.map((file) => {
      const fileKey = this.deps.newId();
      const refused = this.deps.refuse(file);
      if (!refused) this.files.set(fileKey, file);
      return { fileKey, name: file.name, size: file.size, type: file.type, lastModified: file.lastModified, refused };
    });
    this.dispatch({ type: 'add', files, ids: files.map(() => this.deps.newId()) });
  }

  /** `sourceStatement`: the staff member's word on the studio's own photos (docs/architecture.md §16). */
  submit(title: string, description: string, sourceStatement?: string): void {
    this.dispatch({ type: 'submit', title, description, sourceStatement, now: this.deps.now() });
  }

  retry(id: string): void {
    const item = this.state.items.find((it) => it.id === id);
    if (!item || item.status !== 'failed') return;
    this.dispatch({ type: 'retry', id });
    if (item.failedStage === 'processing' && item.mediaId) {
      void this.deps.retryProcessing(item.mediaId).then((r) => {
        if (!r.ok) this.dispatch({ type: 'retry-processing-failed', id, reason: r.message || 'Retry failed', now: this.deps.now() });
      });
    }
  }

  retryAllFailed(): void {
    for (const it of this.state.items) if (it.status === 'failed') this.retry(it.id);
  }

  remove(id: string): void {
    this.dispatch({ type: 'remove', id });
  }

  clearFinished(): void {
    this.dispatch({ type: 'clear-finished' });
  }

  forgetMissing(): void {
    this.dispatch({ type: 'forget-missing' });
  }

  /** Writes the batch now (page hide / unload). */
  flush(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    this.save();
  }

  dispose(): void {
    this.disposed = true;
    for (const c of this.controllers.values()) c.abort();
    clearTimeout(this.pollTimer);
    clearTimeout(this.retryTimer);
    this.flush();
    this.listeners.clear();
  }

  dispatch(action: BatchAction): void {
    if (this.disposed) return;
    const prev = this.state;
    this.state = batchReducer(prev, action);
    if (this.state === prev) return;
    if (action.type !== 'progress') this.persistSoon();
    this.notify();
    this.schedulePump();
  }

  /* ------------------------------------------------------------ internals */

  private notify(): void {
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    const run = () => {
      this.notifyQueued = false;
      for (const l of [...this.listeners]) l();
    };
    if (this.deps.schedule) this.deps.schedule(run);
    else queueMicrotask(run);
  }

  private schedulePump(): void {
    if (this.pumpQueued || this.disposed) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.disposed) return;
    const now = this.deps.now();
    // Drop File handles no row needs any more (keeps memory flat across big batches).
    const live = liveFileKeys(this.state);
    for (const key of this.files.keys()) if (!live.has(key)) this.files.delete(key);

    for (const it of selectToHash(this.state)) {
      if (this.inflight.has(it.id)) continue;
      const file = it.fileKey ? this.files.get(it.fileKey) : undefined;
      if (!file) continue;
      this.inflight.add(it.id);
      this.dispatch({ type: 'hash-start', id: it.id });
      this.deps
        .hash(file)
        .then((hash) => this.dispatch({ type: 'hashed', id: it.id, hash }))
        .catch(() => this.dispatch({ type: 'hash-failed', id: it.id, reason: 'Could not read the file', now: this.deps.now() }))
        .finally(() => this.inflight.delete(it.id));
    }

    const toCheck = selectToCheck(this.state);
    if (toCheck.length && !this.checking) {
      this.checking = true;
      const ids = toCheck.map((it) => it.id);
      const hashes = [...new Set(toCheck.map((it) => it.hash!).filter(Boolean))];
      this.dispatch({ type: 'check-start', ids });
      this.deps
        .checkHashes(hashes)
        .then((existing) => this.dispatch({ type: 'checked', ids, existing }))
        .catch(() => this.dispatch({ type: 'check-failed', ids }))
        .finally(() => {
          this.checking = false;
          this.schedulePump();
        });
    }

    for (const it of selectToUpload(this.state, now)) {
      if (this.inflight.has(it.id)) continue;
      const file = it.fileKey ? this.files.get(it.fileKey) : undefined;
      if (!file) continue;
      this.startUpload(it.id, file, { title: it.title ?? '', description: it.description ?? '', sourceStatement: it.sourceStatement }, it.hash);
    }

    this.armRetryTimer(now);
    this.armPolling();
  }

  private startUpload(id: string, file: File, fields: { title: string; description: string; sourceStatement?: string }, contentHash: string | null | undefined): void {
    this.inflight.add(id);
    const controller = new AbortController();
    this.controllers.set(id, controller);
    this.dispatch({ type: 'upload-start', id });
    const progressMs = this.deps.progressMs ?? 150;
    const onProgress = (loaded: number) => {
      const t = this.deps.now();
      if (t - (this.lastProgress.get(id) ?? 0) < progressMs && loaded < file.size) return;
      this.lastProgress.set(id, t);
      this.dispatch({ type: 'progress', id, loaded });
    };
    this.deps
      .upload({ file, ...fields, contentHash }, onProgress, controller.signal)
      .then((r) => {
        const now = this.deps.now();
        if (r.kind === 'created')
          this.dispatch({ type: 'uploaded', id, assetId: r.assetId, mediaId: r.mediaId, status: r.status, error: r.error, thumb: r.thumb, now });
        else if (r.kind === 'duplicate') this.dispatch({ type: 'duplicate', id, existingAssetId: r.existingId, now });
        else this.dispatch({ type: 'upload-failed', id, reason: r.message, retryable: r.kind === 'retryable', now });
      })
      .catch((err: unknown) => {
        if (this.disposed) return;
        const aborted = err instanceof DOMException && err.name === 'AbortError';
        this.dispatch({ type: 'upload-failed', id, reason: aborted ? 'Cancelled' : 'Upload failed', retryable: !aborted, now: this.deps.now() });
      })
      .finally(() => {
        this.inflight.delete(id);
        this.controllers.delete(id);
        this.lastProgress.delete(id);
        this.schedulePump();
      });
  }

  private armRetryTimer(now: number): void {
    const at = nextRetryAt(this.state);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (at === undefined) return;
    this.retryTimer = setTimeout(() => this.schedulePump(), Math.max(0, at - now) + 10);
  }

  private armPolling(): void {
    if (this.polling || this.pollTimer) return;
    if (!this.state.items.some((it) => it.status === 'processing' && it.assetId)) return;
    const base = this.deps.pollMs ?? 1500;
    const delay = Math.min(15_000, base * 2 ** Math.min(this.pollFailures, 4));
    this.pollTimer = setTimeout(() => {
      this.pollTimer = undefined;
      void this.poll();
    }, delay);
  }

  private async poll(): Promise<void> {
    if (this.disposed) return;
    this.polling = true;
    try {
      for (const chunk of selectProcessingChunks(this.state)) {
        const updates = await this.deps.statuses(chunk);
        const known = new Set(updates.map((u) => u.id));
        this.dispatch({ type: 'statuses', updates, missing: chunk.filter((id) => !known.has(id)), now: this.deps.now() });
      }
      this.pollFailures = 0;
    } catch {
      this.pollFailures += 1; // offline or server busy: keep polling, more slowly
    } finally {
      this.polling = false;
      this.armPolling();
    }
  }

  private persistSoon(): void {
    if (this.saveTimer) return;
    const wait = Math.max(0, 1000 - (this.deps.now() - this.lastSave));
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.save();
    }, wait);
  }

  private save(): void {
    this.lastSave = this.deps.now();
    saveBatch(this.deps.storage, this.deps.storageKey, this.state);
  }
}
