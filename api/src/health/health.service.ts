import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { StorageService } from '@studio/core/storage/storage.service';
import { QUEUES } from '@studio/core/jobs/jobs.contract';
import { DatabasePingRepository } from './database-ping.repository';

export type Check = 'up' | 'down';
export type Component = 'database' | 'redis' | 'storage';
export interface HealthReport {
  status: 'ok' | 'error';
  checks: Record<Component, Check>;
  down?: Component[];
}

const TIMEOUT_MS = 2000;
/** However many callers (load balancers, compose, a burst of probes), each store is probed at most once per this. */
export const PROBE_TTL_MS = 1000;

/**
 * One probe of one component, shared: callers within PROBE_TTL_MS of the last answer get it, callers while a
 * probe runs wait for that same probe. So health never adds load to the stores it watches, and a burst of
 * checks cannot make a healthy api look down.
 */
export class SharedProbe {
  private last?: { at: number; check: Check };
  private running?: Promise<Check>;
  /** How many probes actually ran (for the spec). */
  runs = 0;

  constructor(
    private readonly fn: () => Promise<unknown>,
    private readonly ttlMs = PROBE_TTL_MS,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  check(): Promise<Check> {
    if (this.last && Date.now() - this.last.at < this.ttlMs) return Promise.resolve(this.last.check);
    this.running ??= this.probe().then((check) => {
      this.last = { at: Date.now(), check };
      this.running = undefined;
      return check;
    });
    return this.running;
  }

  private async probe(): Promise<Check> {
    this.runs++;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.fn(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), this.timeoutMs))),
      ]);
      return 'up';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Readiness: can this api serve (Postgres, Redis, object store reachable)? Liveness needs no service. */
@Injectable()
export class HealthService {
  readonly probes: Record<Component, SharedProbe>;

  constructor(database: DatabasePingRepository, storage: StorageService, @InjectQueue(QUEUES.images) queue: Queue) {
    this.probes = {
      database: new SharedProbe(() => database.ping()),
      redis: new SharedProbe(() => queue.count()),
      storage: new SharedProbe(() => storage.ping()),
    };
  }

  async report(): Promise<HealthReport> {
    const [database, redis, storage] = await Promise.all([this.probes.database.check(), this.probes.redis.check(), this.probes.storage.check()]);
    const checks = { database, redis, storage };
    const down = (Object.keys(checks) as Component[]).filter((k) => checks[k] === 'down');
    return down.length ? { status: 'error', checks, down } : { status: 'ok', checks };
  }
}
