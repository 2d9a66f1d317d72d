import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import * as argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * argon2id takes 64 MiB per hash while it runs: at most this many at once per process, the rest wait their turn,
 * so a login spray from many addresses costs time, not memory (bench:abuse, login spraying).
 */
export const ARGON2_CONCURRENCY = 2;

/** argon2id hashing (library defaults: 64 MiB, t=3). */
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
    return this.limit(() => argon2.hash(password, { type: argon2.argon2id }));
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
