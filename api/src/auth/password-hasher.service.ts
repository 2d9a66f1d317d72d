import { randomBytes } from 'node:crypto';
import { Injectable, Logger, Optional, ServiceUnavailableException } from '@nestjs/common';
import * as argon2 from 'argon2';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { BoundedQueue, QueueFullError } from './bounded-queue';
import { answerAfterRefusalDelay } from '../common/refusal-delay';

/**
 * argon2id takes 64 MiB and a core per hash while it runs: one at a time per process (PASSWORD_HASH_CONCURRENCY),
 * the rest wait their turn, so a login spray from many addresses costs time, not memory, and leaves the other core
 * to the api's event loop. The line is bounded (PASSWORD_HASH_QUEUE_MAX): past it a sign-in answers 503 at once.
 */
export const ARGON2_CONCURRENCY = 1;
export const ARGON2_QUEUE_MAX = 16;

export const busyMessage = (seconds: number) =>
  `Sign-in is busy right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * RFC 9106's second choice (64 MiB, t=3: the library's defaults) in one lane: lanes only split a hash over threads,
 * the cost to guess stays the same. Four lanes (the default) ran four threads per hash on two cores and starved the
 * event loop: gallery p99 42-44 ms during a login spray, 9-17 ms with one (bench:abuse, login spraying).
 */
const OPTIONS = { type: argon2.argon2id, parallelism: 1 } as const;

/** argon2id hashing, verification, and whether a stored hash was made with older parameters. */
@Injectable()
export class PasswordHasher {
  private readonly logger = new Logger('PasswordHasher');
  private readonly queue: BoundedQueue;
  private dummy?: Promise<string>;

  constructor(@Optional() @InjectConfig() config?: Pick<AppConfig, 'passwordHashConcurrency' | 'passwordHashQueueMax'>) {
    this.queue = new BoundedQueue(config?.passwordHashConcurrency ?? ARGON2_CONCURRENCY, config?.passwordHashQueueMax ?? ARGON2_QUEUE_MAX);
  }

  /** A real hash of a random secret, made once, to verify against when a user does not exist. */
  dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex')).catch((e: unknown) => {
      this.dummy = undefined; // refused by a full line: made on a later try
      throw e;
    });
    return this.dummy;
  }

  /** Hashing follows a password already known to be right (a new one set, a rehash): it takes the priority lane. */
  hash(password: string): Promise<string> {
    return this.turn(() => argon2.hash(password, OPTIONS), true);
  }

  /** A hash made with other parameters (four lanes, before): hash the password again once it is known to be right. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, OPTIONS);
    } catch {
      return false; // unreadable: verify() already said so
    }
  }

  /**
   * `priority`: a check that cannot come from a spray (a device that signed in before, a signed-in user) waits in the
   * lane ahead of the rest. A full line answers 503 with Retry-After (ServiceUnavailableException).
   */
  verify(hash: string, password: string, opts: { priority?: boolean } = {}): Promise<boolean> {
    return this.turn(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch (e) {
        // Not a wrong password: the stored hash is unreadable (corrupt row, foreign format). The user cannot sign in
        // until an admin sets a new password, so say so in the log.
        this.logger.error(`a stored password hash could not be read (${(e as Error).message}); set a new password for that user`);
        return false;
      }
    }, opts.priority ?? false);
  }

  /**
   * Refuses at once (503) when a check of this lane could not even wait its turn: a sign-in asks before it looks the
   * user up, so a flood past the line costs no database query either.
   */
  async assertRoom(opts: { priority?: boolean } = {}): Promise<void> {
    if (!this.queue.hasRoom(opts)) await this.refuse(this.queue.retryAfterSeconds());
  }

  private async turn<T>(work: () => Promise<T>, priority: boolean): Promise<T> {
    try {
      return await this.queue.run(work, { priority });
    } catch (e) {
      if (!(e instanceof QueueFullError)) throw e;
      return this.refuse(e.retryAfterSeconds);
    }
  }

  /**
   * The 503 goes out after the refusal delay (as a rate limit's 429 does): a script waiting for each answer then gets
   * a few a second per connection, not the thousands that would take the CPU from everyone else.
   */
  private async refuse(retryAfterSeconds: number): Promise<never> {
    await new Promise<void>((resolve) => answerAfterRefusalDelay(resolve));
    throw new ServiceUnavailableException({ message: busyMessage(retryAfterSeconds), retryAfterSeconds });
  }
}
