import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { WAITING_DELIVERY_STATUSES } from '@studio/core/entities/enquiry.entity';
import { ensureJob } from '@studio/core/queue/ensure-job';
import { JOB_DEFAULTS, JOBS, QUEUES, enquiryForwardOptions, jobId, type ImageProcessPayload, type QueueName } from '@studio/worker/jobs/jobs.contract';
import { QueuesDirectory } from './queues-directory.service';

export interface EnqueueReport {
  /** rows looked at */
  rows: number;
  /** jobs added (or finished ones replaced) */
  enqueued: number;
  /** rows whose job was still waiting or running */
  alive: number;
}

/** Rows fetched and enqueued per round, so 'reprocess all' over thousands of images stays bounded in memory. */
const PAGE = 500;

/**
 * The operator's 'run missing' and 'reprocess all'. Postgres says what should be done (rows still waiting:
 * images `processing`, enquiries `received`/`processing`); ensureJob gives each such row a live job with the same
 * id, options and payload the api uses, so this is exactly the worker's reconciler run on demand. Job id = row
 * id, so running it twice, or beside the reconciler, never makes two jobs.
 */
@Injectable()
export class MissingJobsService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: QueuesDirectory,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async runMissing(name: QueueName): Promise<EnqueueReport> {
    const queue = this.queues.get(name);
    if (name === QUEUES.images) {
      return this.eachPage(
        `select id, original_key from image_assets where status = 'processing' and id > ? order by id limit ${PAGE}`,
        (row) => this.ensureImageJob(queue, row),
      );
    }
    const statuses = WAITING_DELIVERY_STATUSES.map((s) => `'${s}'`).join(', ');
    return this.eachPage(
      `select id from enquiries where delivery_status in (${statuses}) and id > ? order by id limit ${PAGE}`,
      (row) =>
        ensureJob(
          queue,
          JOBS.enquiriesForward,
          { enquiryId: row.id },
          enquiryForwardOptions(row.id, this.config.enquiryJobAttempts, this.config.enquiryBackoffMs),
        ),
    );
  }

  /**
   * Every image through the pipeline again (e.g. after the variant table changed). The processor redoes any row it
   * finds, overwriting the same keys and removing stale ones, so ready images stay ready and visible meanwhile.
   */
  async reprocessAllImages(): Promise<EnqueueReport> {
    const queue = this.queues.get(QUEUES.images);
    return this.eachPage(`select id, original_key from image_assets where id > ? order by id limit ${PAGE}`, (row) =>
      this.ensureImageJob(queue, row),
    );
  }

  private ensureImageJob(queue: Queue, row: { id: string; original_key?: string }): Promise<'alive' | 'added'> {
    const data: ImageProcessPayload = { assetId: row.id, originalKey: row.original_key! };
    return ensureJob(queue, JOBS.imagesProcess, data, { ...JOB_DEFAULTS.images, jobId: jobId(row.id), attempts: this.config.imageJobAttempts });
  }

  /** Keyset pages by id; each page's jobs are ensured concurrently (ioredis pipelines them on one connection). */
  private async eachPage(sql: string, ensure: (row: { id: string; original_key?: string }) => Promise<'alive' | 'added'>): Promise<EnqueueReport> {
    const report: EnqueueReport = { rows: 0, enqueued: 0, alive: 0 };
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await this.em.getConnection().execute<{ id: string; original_key?: string }[]>(sql, [after]);
      if (!rows.length) return report;
      const results = await Promise.all(rows.map(ensure));
      report.rows += rows.length;
      for (const r of results) r === 'alive' ? report.alive++ : report.enqueued++;
      if (rows.length < PAGE) return report;
      after = rows[rows.length - 1].id;
    }
  }
}
