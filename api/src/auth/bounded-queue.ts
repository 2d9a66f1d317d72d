/** The queue is full: the caller should come back after `retryAfterSeconds`. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`queue full, retry in ${retryAfterSeconds} s`);
    this.name = 'QueueFullError';
  }
}

interface Waiting {
  start: () => void;
}

/** How long a turn is guessed to take before any has been measured. */
const FIRST_GUESS_MS = 250;
const MAX_RETRY_AFTER_S = 60;

/**
 * A concurrency limit whose waiting line is bounded: at most `concurrency` tasks run, at most `maxWaiting` wait, and a
 * task past that is refused at once (QueueFullError, with a guess of when a turn may be free) instead of waiting
 * without end. Two lanes: `priority` tasks (a device that signed in before, a signed-in user's own password) each
 * have their own line of `maxWaiting` and are started before any ordinary task, so a flood of ordinary tasks (a
 * spray of random usernames) can neither take their places nor hold them back by more than the running turns.
 */
export class BoundedQueue {
  private active = 0;
  private readonly lanes: { priority: Waiting[]; normal: Waiting[] } = { priority: [], normal: [] };
  /** Moving average of a turn's duration (ms), for Retry-After. */
  private averageMs = FIRST_GUESS_MS;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (!(concurrency >= 1) || !(maxWaiting >= 0)) throw new Error('BoundedQueue needs concurrency >= 1 and maxWaiting >= 0');
  }

  get activeCount(): number {
    return this.active;
  }

  get pendingCount(): number {
    return this.lanes.priority.length + this.lanes.normal.length;
  }

  /** Whether a task of this lane would be taken now (run at once or wait), rather than refused. */
  hasRoom(opts: { priority?: boolean } = {}): boolean {
    if (this.active < this.concurrency && this.pendingCount === 0) return true;
    return (opts.priority ? this.lanes.priority : this.lanes.normal).length < this.maxWaiting;
  }

  run<T>(task: () => Promise<T>, opts: { priority?: boolean } = {}): Promise<T> {
    const lane = opts.priority ? this.lanes.priority : this.lanes.normal;
    if (this.active < this.concurrency && this.pendingCount === 0) return this.execute(task);
    if (lane.length >= this.maxWaiting) return Promise.reject(new QueueFullError(this.retryAfterSeconds()));
    return new Promise<T>((resolve, reject) => {
      lane.push({
        start: () => {
          this.execute(task).then(resolve, reject);
        },
      });
    });
  }

  /** Seconds until the whole line ahead has likely gone through (at least 1, at most a minute). */
  retryAfterSeconds(): number {
    const turns = (this.active + this.pendingCount) / this.concurrency;
    return Math.min(MAX_RETRY_AFTER_S, Math.max(1, Math.ceil((turns * this.averageMs) / 1000)));
  }

  private async execute<T>(task: () => Promise<T>): Promise<T> {
    this.active++;
    const started = Date.now();
    try {
      return await task();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (Date.now() - started) * 0.2;
      this.active--;
      this.next();
    }
  }

  private next(): void {
    while (this.active < this.concurrency) {
      const waiting = this.lanes.priority.shift() ?? this.lanes.normal.shift();
      if (!waiting) return;
      waiting.start();
    }
  }
}
