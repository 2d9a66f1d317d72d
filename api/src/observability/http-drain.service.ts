import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';

/** After cutting connections, aborted handlers get this long to undo their work (e.g. remove a half-stored upload). */
const SETTLE_MS = 500;

/**
 * Graceful stop on SIGTERM (rolling deploys, `docker compose stop`): stop accepting connections, close idle
 * keep-alive ones, let in-flight requests finish for SHUTDOWN_GRACE_MS, then cut whatever is still open.
 * Without the cut, Nest's close waits for every connection, so one stalled upload would hold the old process
 * for Node's 5-minute request timeout; with it, that client sees a reset and retries against a live replica.
 * An upload is only committed (row written, job enqueued) after its original is fully stored, so a cut one
 * leaves nothing behind that anyone can see.
 */
@Injectable()
export class HttpDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger('HttpDrain');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace-over'>((resolve) => (timer = setTimeout(() => resolve('grace-over'), this.config.shutdownGraceMs)));
    const outcome = await Promise.race([closed, graceOver]);
    clearTimeout(timer);
    if (outcome === 'grace-over') {
      this.logger.warn(`requests still open after ${this.config.shutdownGraceMs} ms: closing their connections`);
      server.closeAllConnections();
      await new Promise((r) => setTimeout(r, SETTLE_MS));
    }
  }
}
