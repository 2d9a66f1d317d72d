import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SessionsRepository } from './sessions.repository';

/** A session past its expiry can never be used again; kept a day for the odd investigation, then deleted. */
export const EXPIRED_SESSION_GRACE_MS = 24 * 3600_000;
const PURGE_EVERY_MS = 3600_000;

/**
 * Deletes expired sessions hourly (and soon after start), so the table holds live sessions only. Every api
 * replica runs it; the delete is idempotent, so overlapping passes cost nothing.
 */
@Injectable()
export class SessionPurgeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SessionPurge');
  private timer?: NodeJS.Timeout;
  private first?: NodeJS.Timeout;

  constructor(private readonly sessions: SessionsRepository) {}

  onApplicationBootstrap(): void {
    this.first = setTimeout(() => void this.purge(), 30_000).unref();
    this.timer = setInterval(() => void this.purge(), PURGE_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.first);
    clearInterval(this.timer);
  }

  async purge(): Promise<number> {
    try {
      const deleted = await this.sessions.deleteExpiredBefore(new Date(Date.now() - EXPIRED_SESSION_GRACE_MS));
      if (deleted) this.logger.log(`deleted ${deleted} expired session(s)`);
      return deleted;
    } catch (e) {
      this.logger.warn(`expired sessions not purged this time: ${(e as Error).message}`);
      return 0;
    }
  }
}
