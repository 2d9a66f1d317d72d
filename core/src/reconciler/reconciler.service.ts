import { Injectable, Logger } from '@nestjs/common';
import { JobProducer } from '../jobs/job-producer.service';
import type { QueueName } from '../jobs/jobs.contract';
import type { ReconcileSource, WaitingRow } from './reconcile-source';

export interface ReconcileReport {
  /** rows looked at */
  rows: number;
  /** jobs added (or finished ones replaced) */
  enqueued: number;
  /** rows whose job was still waiting or running */
  alive: number;
}

/** Rows fetched and ensured per round, so a sweep over thousands of rows stays bounded in memory. */
const PAGE = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Postgres is the source of truth and Redis holds queues only (docs/architecture.md §7): every waiting row whose job is
 * gone (Redis flushed) or finished while the row still waits (worker killed at the wrong moment) gets a fresh
 * job, built by the contract's builder. The worker runs it on a timer (ReconcileScheduler); the api's
 * 'run missing' and 'reprocess all' run it on demand. Job id = row id, so running it twice, or in both
 * processes at once, never makes two jobs. Sources register themselves in onModuleInit.
 */
@Injectable()
export class Reconciler {
  private readonly logger = new Logger('Reconciler');
  private readonly sources = new Map<QueueName, ReconcileSource>();
  private running?: Promise<number>;

  constructor(private readonly jobs: JobProducer) {}

  // Each source has its own row type; the map only ever hands a source the rows it produced itself.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register(source: ReconcileSource<any>): void {
    this.sources.set(source.name, source);
  }

  /** One pass over every source; overlapping calls share the pass in flight. Returns how many jobs it added. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  /** 'Run missing': a job for every waiting row of this queue that has none. */
  runMissing(name: QueueName): Promise<ReconcileReport> {
    const source = this.source(name);
    return this.sweep(source, (after) => source.findWaiting(after, PAGE));
  }

  /** 'Reprocess all': every row through its job again (only sources with findAll). */
  reprocessAll(name: QueueName): Promise<ReconcileReport> {
    const source = this.source(name);
    const findAll = source.findAll?.bind(source);
    if (!findAll) throw new Error(`${name} cannot be reprocessed`);
    return this.sweep(source, (after) => findAll(after, PAGE));
  }

  private source(name: QueueName): ReconcileSource {
    const source = this.sources.get(name);
    if (!source) throw new Error(`no reconcile source for queue ${name}`);
    return source;
  }

  private async pass(): Promise<number> {
    let added = 0;
    for (const source of this.sources.values()) {
      try {
        const report = await this.runMissing(source.name);
        if (report.enqueued) this.logger.log(`${source.name}: re-enqueued ${report.enqueued} waiting item(s) whose job was gone`);
        added += report.enqueued;
      } catch (e) {
        this.logger.warn(`${source.name}: reconcile pass failed (${(e as Error).message})`);
      }
    }
    return added;
  }

  /** Keyset pages by id; each page's jobs are ensured concurrently (ioredis pipelines them on one connection). */
  private async sweep(source: ReconcileSource, page: (afterId: string) => Promise<WaitingRow[]>): Promise<ReconcileReport> {
    const report: ReconcileReport = { rows: 0, enqueued: 0, alive: 0 };
    let after = FIRST_ID;
    for (;;) {
      const rows = await page(after);
      if (!rows.length) return report;
      const results = await Promise.all(rows.map((row) => this.jobs.ensure(source.job(row))));
      report.rows += rows.length;
      for (const r of results) {
        if (r === 'alive') report.alive++;
        else report.enqueued++;
      }
      if (rows.length < PAGE) return report;
      after = rows[rows.length - 1].id;
    }
  }
}
