/**
 * Sends the phone's waiting captures (capture-store.ts) to the studio, outside React (docs/architecture.md §14):
 * one at a time, oldest first (a capture is sent only once every older one is saved or refused), with back-off
 * after a failed try (1 s, 2 s, 4 s ... up to a minute), at once again when the browser says it is back online.
 * A capture the server refused as bad input leaves the queue and is listed for the worker; a 401 stops the queue
 * (the captures wait for the next sign-in). The page and the service worker's Background Sync run the same drain,
 * under one Web Lock where the browser has it, so two never send at the same time. Only the signed-in worker's own
 * captures are sent and counted (capture-store.ts: `owner`); another worker's wait for that worker's session.
 */
import type { CaptureSendResult } from '../api/post-prop-photo';
import {
  addCapture,
  clearBackOff,
  countWaiting,
  recordFailedTry,
  refuseCapture,
  refusedCaptures,
  removeCapture,
  waitingCaptures,
  type NewCapture,
  type QueuedCapture,
  type RefusedCapture,
} from './capture-store';

export const BACK_OFF_MS = { first: 1_000, max: 60_000 } as const;
export const UPLOAD_LOCK = 'studio-field-photo-uploads';
export const SYNC_TAG = 'studio-field-photos';

export function backOffMs(attempts: number): number {
  return Math.min(BACK_OFF_MS.max, BACK_OFF_MS.first * 2 ** Math.max(0, attempts - 1));
}

export type SendCapture = (c: QueuedCapture) => Promise<CaptureSendResult>;

/**
 * Sends waiting captures in order until the queue is empty or one must wait; returns when the first waiting one
 * may be tried next (null: nothing waits, or the session is gone).
 */
export async function drainQueue(send: SendCapture, owner: string, now: () => number = Date.now): Promise<{ nextTryAt: number | null; unauthorized: boolean; saved: number }> {
  let saved = 0;
  for (;;) {
    const [first] = await waitingCaptures(owner);
    if (!first) return { nextTryAt: null, unauthorized: false, saved };
    if (first.notBefore > now()) return { nextTryAt: first.notBefore, unauthorized: false, saved };
    const result = await send(first);
    if (result.kind === 'saved') {
      await removeCapture(first.seq);
      saved++;
    } else if (result.kind === 'refused') {
      await refuseCapture(first, result.message, now());
    } else if (result.kind === 'unauthorized') {
      return { nextTryAt: null, unauthorized: true, saved };
    } else {
      const notBefore = now() + backOffMs(first.attempts + 1);
      await recordFailedTry(first.seq, notBefore, result.message);
      return { nextTryAt: notBefore, unauthorized: false, saved };
    }
  }
}

/** Runs `fn` holding the upload lock, or not at all if another page or the service worker holds it. */
export async function withUploadLock(fn: () => Promise<void>): Promise<boolean> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) {
    await fn();
    return true;
  }
  return locks.request(UPLOAD_LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await fn();
    return true;
  });
}

export interface UploadQueueState {
  /** Captures on the phone not yet saved by the server. */
  waiting: number;
  /** Why the oldest waiting capture's last try failed. */
  lastError: string | null;
  /** Captures the server refused as bad input (dropped), for the worker to read and dismiss. */
  refused: RefusedCapture[];
  /** Saved by the server since the page opened. */
  uploaded: number;
  sending: boolean;
  unauthorized: boolean;
  /** The queue's storage failed (e.g. private mode without IndexedDB). */
  storageError: string | null;
}

export interface UploadQueueDeps {
  send: SendCapture;
  /** The signed-in worker (username): only that worker's captures are sent and counted; null sends nothing. */
  owner: () => string | null;
  now?: () => number;
  /** Background Sync registration (the page passes the service worker's), where the browser has it. */
  requestSync?: () => Promise<void>;
  /** When the session is gone (401): the page goes to /login. */
  onUnauthorized?: () => void;
  /** Events source for 'online' (the window); none in tests that drive `kick()` themselves. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export class UploadQueue {
  private state: UploadQueueState = { waiting: 0, lastError: null, refused: [], uploaded: 0, sending: false, unauthorized: false, storageError: null };
  private listeners = new Set<(s: UploadQueueState) => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly deps: UploadQueueDeps) {
    this.now = deps.now ?? Date.now;
  }

  private readonly onOnline = () => {
    void clearBackOff()
      .catch(() => undefined)
      .then(() => this.kick());
  };

  getState(): UploadQueueState {
    return this.state;
  }

  subscribe(listener: (s: UploadQueueState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<UploadQueueState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l(this.state));
  }

  start(): void {
    this.stopped = false;
    this.deps.events?.addEventListener('online', this.onOnline);
    void this.kick();
  }

  stop(): void {
    this.stopped = true;
    this.deps.events?.removeEventListener('online', this.onOnline);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Writes the capture to the phone as the signed-in worker's (throws StorageFullError when it is full), then starts sending. */
  async add(input: Omit<NewCapture, 'owner'>): Promise<QueuedCapture> {
    const owner = this.deps.owner();
    if (owner === null) throw new Error('Please sign in again to take photos.');
    const c = await addCapture({ ...input, owner }, this.now());
    this.set({ waiting: this.state.waiting + 1 });
    this.deps.requestSync?.().catch(() => undefined);
    void this.kick();
    return c;
  }

  async dismissRefused(captureId: string, dismiss: (id: string) => Promise<void>): Promise<void> {
    await dismiss(captureId);
    this.set({ refused: this.state.refused.filter((r) => r.captureId !== captureId) });
  }

  /** Try now (the network is back, a new capture, the back-off is over). Resolves when this round is done. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      // A round is on: one more follows it (it may have read the queue before this call's capture was written).
      this.again = true;
      return this.running.then(() => this.running ?? undefined);
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.round().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.kick();
      }
    });
    return this.running;
  }

  private async round(): Promise<void> {
    this.set({ sending: true });
    let nextTryAt: number | null = null;
    const owner = this.deps.owner();
    try {
      await withUploadLock(async () => {
        if (owner === null) return;
        const r = await drainQueue(this.deps.send, owner, this.now);
        nextTryAt = r.nextTryAt;
        if (r.saved) this.set({ uploaded: this.state.uploaded + r.saved });
        if (r.unauthorized) {
          this.set({ unauthorized: true });
          this.deps.onUnauthorized?.();
        }
      });
      const mine = owner ?? '';
      const [waiting, refused, first] = await Promise.all([countWaiting(mine), refusedCaptures(mine), waitingCaptures(mine).then((l) => l[0])]);
      this.set({ waiting, refused, lastError: first?.lastError ?? null, storageError: null });
    } catch (e) {
      this.set({ storageError: (e as Error).message || 'This phone could not keep the photos.' });
    } finally {
      this.set({ sending: false });
    }
    // Another page (or the service worker) may hold the lock: look again in a while.
    const at: number | null = nextTryAt ?? (this.state.waiting > 0 && !this.state.unauthorized ? this.now() + BACK_OFF_MS.max : null);
    if (at !== null && !this.stopped && !this.state.unauthorized) {
      this.timer = setTimeout(() => void this.kick(), Math.max(0, at - this.now()));
    }
  }
}
