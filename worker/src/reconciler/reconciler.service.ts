import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { APP_CONFIG } from '@studio/core/nest/tokens';
import { clearFinishedJob } from '@studio/core/queue/ensure-job';
import type { ReconcileSource } from './reconcile-source';

/**
 * Postgres is the source of truth and Redis holds queues only (ARCHITECTURE §7): at start and every
 * RECONCILE_INTERVAL_MS, every waiting row whose job is gone (Redis flushed) or finished while the row still
 * waits (worker killed at the wrong moment) gets a fresh job. Sources register themselves in onModuleInit.
 */
@Injectable()
export class Reconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Reconciler');
  private readonly sources: ReconcileSource[] = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  register(source: ReconcileSource): void {
    this.sources.push(source);
  }

  onApplicationBootstrap(): void {
    // Not awaited: with Redis unreachable a pass would hold up the worker's start.
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.config.reconcileIntervalMs);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    // Let a pass in flight finish, but not for ever (with Redis gone its commands never return).
    let wait: NodeJS.Timeout | undefined;
    await Promise.race([this.running?.catch(() => 0), new Promise((r) => (wait = setTimeout(r, 5000)))]);
    clearTimeout(wait);
  }

  /** One pass over every source; overlapping calls share the pass in flight. Returns how many jobs it added. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    let added = 0;
    for (const source of this.sources) {
      try {
        added += await this.reconcile(source);
      } catch (e) {
        this.logger.warn(`${source.name}: reconcile pass failed (${(e as Error).message}); next pass in ${this.config.reconcileIntervalMs} ms`);
      }
    }
    return added;
  }

  private async reconcile(source: ReconcileSource): Promise<number> {
    let added = 0;
    for (const id of await source.findWaiting()) {
      if ((await clearFinishedJob(source.queue, id)) === 'alive') continue;
      await source.enqueue(id);
      added++;
    }
    if (added) this.logger.log(`${source.name}: re-enqueued ${added} waiting item(s) whose job was gone`);
    return added;
  }
}
