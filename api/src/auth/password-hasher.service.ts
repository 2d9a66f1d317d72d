import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import * as argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * argon2id takes 64 MiB and a core per hash while it runs: one at a time per process, the rest wait their turn, so
 * a login spray from many addresses costs time, not memory, and leaves the other core to the api's event loop.
 */
export const ARGON2_CONCURRENCY = 1;

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
  private readonly limit = pLimit(ARGON2_CONCURRENCY);
  private dummy?: Promise<string>;

  /** A real hash of a random secret, made once, to verify against when a user does not exist. */
  dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummy;
  }

  hash(password: string): Promise<string> {
    return this.limit(() => argon2.hash(password, OPTIONS));
  }

  /** A hash made with other parameters (four lanes, before): hash the password again once it is known to be right. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, OPTIONS);
    } catch {
      return false; // unreadable: verify() already said so
    }
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await this.limit(() => argon2.verify(hash, password));
    } catch (e) {
      // Not a wrong password: the stored hash is unreadable (corrupt row, foreign format). The user cannot sign in
      // until an admin sets a new password, so say so in the log.
      this.logger.error(`a stored password hash could not be read (${(e as Error).message}); set a new password for that user`);
      return false;
    }
  }
}
