import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { APP_CONFIG } from '@studio/core/nest/tokens';
import { Reconciler } from '@studio/core/reconciler/reconciler.service';

/** The worker's timer: a reconcile pass at start and every RECONCILE_INTERVAL_MS (the api only runs it on demand). */
@Injectable()
export class ReconcileScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly reconciler: Reconciler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: with Redis unreachable a pass would hold up the worker's start.
    this.tick();
    this.timer = setInterval(() => this.tick(), this.config.reconcileIntervalMs);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    // Let a pass in flight finish, but not for ever (with Redis gone its commands never return).
    let wait: NodeJS.Timeout | undefined;
    await Promise.race([this.running?.catch(() => 0), new Promise((r) => (wait = setTimeout(r, 5000)))]);
    clearTimeout(wait);
  }

  private tick(): void {
    this.running = this.reconciler.runOnce();
    this.running.catch(() => undefined);
  }
}
