import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { ArchivesRepository } from '../archives/archives.repository';
import { uuidArray, type Sql } from '../database/sql-executor';
import { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { ImageAssetsRepository } from '../images/image-assets.repository';
import { TaskPhotosRepository } from '../tasks/task-photos.repository';
import type { PrivacySettings } from './privacy-settings';

export interface RetentionErased {
  enquiries: number;
  galleryPhotos: number;
  selfies: number;
  accessLogs: number;
  files: number;
}

export interface RetentionRunRow {
  id: string;
  startedAt: Date;
  finishedAt: Date | null;
  erased: RetentionErased;
  error: string | null;
}

/**
 * Retention (docs/architecture.md §16, settings part `privacy`): what the daily run erases, and its record. Each step
 * deletes rows first and answers the object keys they named (the runner removes them), so a photo being processed
 * finds its row gone and cleans up after itself.
 */
@Injectable()
export class RetentionRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly images: ImageAssetsRepository,
    private readonly archives: ArchivesRepository,
    private readonly enquiries: EnquiriesRepository,
    private readonly taskPhotos: TaskPhotosRepository,
  ) {}

  private sql: Sql = (query, params = []) => this.orm.em.fork().getConnection().execute(query, params, 'all');

  async start(): Promise<string> {
    const id = randomUUID();
    await this.sql(`insert into privacy_retention_runs (id) values (?)`, [id]);
    return id;
  }

  async finish(id: string, erased: RetentionErased, error: string | null): Promise<void> {
    await this.sql(`update privacy_retention_runs set finished_at = now(), erased = ?::jsonb, error = ? where id = ?`, [JSON.stringify(erased), error, id]);
  }

  async recent(limit: number): Promise<RetentionRunRow[]> {
    const rows = await this.sql<Record<string, unknown>>(`select id, started_at, finished_at, erased, error from privacy_retention_runs order by started_at desc limit ?`, [limit]);
    return rows.map((r) => ({
      id: r.id as string,
      startedAt: new Date(r.started_at as string),
      finishedAt: r.finished_at ? new Date(r.finished_at as string) : null,
      erased: { enquiries: 0, galleryPhotos: 0, selfies: 0, accessLogs: 0, files: 0, ...(r.erased as Partial<RetentionErased>) },
      error: (r.error as string | null) ?? null,
    }));
  }

  /** Enquiries that led to no booking, unchanged for `enquiryMonths`. */
  eraseOldEnquiries(s: PrivacySettings): Promise<number> {
    return this.enquiries.deleteStaleWithoutBooking(s.enquiryMonths);
  }

  /** The photos (and ZIPs) of client galleries expired more than `galleryDaysAfterExpiry` days before `today`. */
  async eraseExpiredGalleryPhotos(s: PrivacySettings, today: string): Promise<{ count: number; keys: string[]; prefixes: string[] }> {
    return this.orm.em.fork().transactional(async (em) => {
      const sql: Sql = (q, p = []) => em.getConnection().execute(q, p, 'all', em.getTransactionContext());
      const galleries = (await sql<{ id: string }>(`select id from client_galleries where expires_on + ?::int < ?::date`, [s.galleryDaysAfterExpiry, today])).map((g) => g.id);
      if (!galleries.length) return { count: 0, keys: [], prefixes: [] };
      const photos = await sql<{ image_asset_id: string }>(`select image_asset_id from client_gallery_photos where gallery_id = any(?::uuid[])`, [uuidArray(galleries)]);
      const archiveKeys = await this.archives.deleteForGalleries(sql, galleries);
      const assets = await this.images.deleteMany(sql, photos.map((p) => p.image_asset_id));
      return {
        count: assets.length,
        keys: [...assets.map((a) => a.originalKey), ...archiveKeys],
        prefixes: [...assets.map((a) => `variants/${a.id}/`), ...galleries.map((g) => `archives/${g}/`)],
      };
    });
  }

  /** Field workers' selfies older than `selfieDays`. */
  async eraseOldSelfies(s: PrivacySettings): Promise<{ count: number; keys: string[]; prefixes: string[] }> {
    return this.orm.em.fork().transactional(async (em) => {
      const sql: Sql = (q, p = []) => em.getConnection().execute(q, p, 'all', em.getTransactionContext());
      const selfies = await this.taskPhotos.deleteSelfiesOlderThan(sql, s.selfieDays);
      if (!selfies.length) return { count: 0, keys: [], prefixes: [] };
      const assets = await this.images.deleteMany(sql, selfies);
      return { count: selfies.length, keys: assets.map((a) => a.originalKey), prefixes: assets.map((a) => `variants/${a.id}/`) };
    });
  }

  async eraseOldAccessLogs(s: PrivacySettings): Promise<number> {
    return (await this.sql(`delete from privacy_access_log where at < now() - make_interval(days => ?) returning id`, [s.accessLogDays])).length;
  }

  /** Galleries whose photos the run erases within `warnDays` (the admin's warning). */
  async upcomingGalleryErasures(s: PrivacySettings, today: string, warnDays: number): Promise<{ id: string; title: string; expiresOn: string; photosErasedOn: string }[]> {
    const rows = await this.sql<{ id: string; title: string; expires_on: string; erased_on: string }>(
      `select g.id, g.title, to_char(g.expires_on, 'YYYY-MM-DD') as expires_on, to_char(g.expires_on + ?::int + 1, 'YYYY-MM-DD') as erased_on
         from client_galleries g
        where g.expires_on + ?::int + 1 <= ?::date + ?::int
          and exists (select 1 from client_gallery_photos p where p.gallery_id = g.id)
        order by g.expires_on`,
      [s.galleryDaysAfterExpiry, s.galleryDaysAfterExpiry, today, warnDays],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, expiresOn: r.expires_on, photosErasedOn: r.erased_on }));
  }
}
