import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { StorageService } from '@studio/core/storage/storage.service';
import { QUEUES } from '@studio/worker/jobs/jobs.contract';

export type Check = 'up' | 'down';
export interface HealthReport {
  status: 'ok' | 'error';
  checks: { database: Check; redis: Check; storage: Check };
  down?: string[];
}

const TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly orm: MikroORM,
    private readonly storage: StorageService,
    @InjectQueue(QUEUES.images) private readonly queue: Queue,
  ) {}

  async report(): Promise<HealthReport> {
    const [database, redis, storage] = await Promise.all([
      probe(() => this.orm.em.getConnection().execute('select 1')),
      probe(() => this.queue.count()),
      probe(() => this.storage.ping()),
    ]);
    const checks = { database, redis, storage };
    const down = Object.entries(checks).filter(([, v]) => v === 'down').map(([k]) => k);
    return down.length ? { status: 'error', checks, down } : { status: 'ok', checks };
  }
}

async function probe(fn: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([fn(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)))]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
