import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { ArchiveSelection, ArchiveSize, ClientGalleryArchive } from '../entities/client-gallery.entity';
import type { StoredVariant } from '../images/variant-spec';
import { uuidArray, type Sql } from '../database/sql-executor';

export interface ArchiveToBuild {
  id: string;
  galleryId: string;
  size: ArchiveSize;
  status: string;
  objectKey: string | null;
  expiresAt: Date;
}

export interface ArchivePhoto {
  id: string;
  fileName: string;
  createdAt: Date;
  originalKey: string;
  contentType: string;
  variants: StoredVariant[];
}

/** An archive some job must still act on: build it (queued/building) or remove it at its expiry (ready). */
export interface WaitingArchive {
  id: string;
  status: 'queued' | 'building' | 'ready';
  expiresAt: Date;
}

/**
 * The one writer of `client_gallery_archives`: the parents' request for a ZIP (find or create), the archive builder's
 * progress and the removals (each call on its own EntityManager fork); the reconciler's reads.
 */
@Injectable()
export class ArchivesRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(query, params);
  }

  /**
   * The gallery's live archive of this selection (same photos, same size) if one is queued, building or ready, else
   * a new row, unless the gallery made `perDay` archives in the last 24 hours. The gallery row is locked for the
   * look and the insert, so requests sent at once get one archive between them.
   */
  async findOrCreate(
    gallery: { id: string },
    photos: ArchiveSelection,
    size: ArchiveSize,
    photoIds: string[],
    expiresAt: Date,
    perDay: number,
  ): Promise<{ archive: { id: string; status: ClientGalleryArchive['status'] }; created: boolean } | 'limit'> {
    return this.orm.em.fork().transactional(async (em) => {
      const conn = em.getConnection();
      const ctx = em.getTransactionContext();
      await conn.execute(`select id from client_galleries where id = ? for update`, [gallery.id], 'all', ctx);
      const live = await conn.execute<Array<{ id: string; status: ClientGalleryArchive['status']; photo_ids: string[] | string }>>(
        `select id, status, photo_ids from client_gallery_archives
          where gallery_id = ? and photos = ? and size = ? and status in ('queued', 'building', 'ready') and expires_at > now()
          order by created_at desc`,
        [gallery.id, photos, size],
        'all',
        ctx,
      );
      const wanted = [...photoIds].sort().join(',');
      const same = live.find((a) => [...(typeof a.photo_ids === 'string' ? (JSON.parse(a.photo_ids) as string[]) : a.photo_ids)].sort().join(',') === wanted);
      if (same) return { archive: { id: same.id, status: same.status }, created: false };
      const [{ made }] = await conn.execute<Array<{ made: string }>>(
        `select count(*) as made from client_gallery_archives where gallery_id = ? and created_at > now() - interval '24 hours'`,
        [gallery.id],
        'all',
        ctx,
      );
      if (Number(made) >= perDay) return 'limit';
      const id = randomUUID();
      await conn.execute(
        `insert into client_gallery_archives (id, gallery_id, photos, size, photo_ids, status, progress, created_at, expires_at)
         values (?, ?, ?, ?, ?, 'queued', 0, now(), ?)`,
        [id, gallery.id, photos, size, JSON.stringify(photoIds), expiresAt],
        'run',
        ctx,
      );
      return { archive: { id, status: 'queued' as const }, created: true };
    });
  }

  async find(id: string): Promise<ArchiveToBuild | null> {
    const [row] = await this.sql<{ id: string; gallery_id: string; size: ArchiveSize; status: string; object_key: string | null; expires_at: Date }>(
      `select id, gallery_id, size, status, object_key, expires_at from client_gallery_archives where id = ?`,
      [id],
    );
    return row ? { id: row.id, galleryId: row.gallery_id, size: row.size, status: row.status, objectKey: row.object_key, expiresAt: new Date(row.expires_at) } : null;
  }

  /** Archives a job must still act on, a keyset page by id (for the reconciler). */
  async findWaiting(afterId: string, limit: number): Promise<WaitingArchive[]> {
    const rows = await this.sql<{ id: string; status: WaitingArchive['status']; expires_at: Date }>(
      `select id, status, expires_at from client_gallery_archives where status in ('queued', 'building', 'ready') and id > ? order by id limit ?`,
      [afterId, limit],
    );
    return rows.map((r) => ({ id: r.id, status: r.status, expiresAt: new Date(r.expires_at) }));
  }

  /** The archive's photos still in the gallery, in the gallery's order (a photo removed since is left out). */
  async photos(archiveId: string): Promise<ArchivePhoto[]> {
    const rows = await this.sql<{ id: string; file_name: string; created_at: Date; original_key: string; content_type: string; variants: StoredVariant[] }>(
      `select p.id, p.file_name, p.created_at, a.original_key, a.content_type, a.variants
         from client_gallery_archives z
         join client_gallery_photos p on p.gallery_id = z.gallery_id and z.photo_ids @> jsonb_build_array(p.id::text)
         join image_assets a on a.id = p.image_asset_id
        where z.id = ?
        order by p.position, p.id`,
      [archiveId],
    );
    return rows.map((r) => ({ id: r.id, fileName: r.file_name, createdAt: new Date(r.created_at), originalKey: r.original_key, contentType: r.content_type, variants: r.variants ?? [] }));
  }

  async markBuilding(id: string): Promise<void> {
    await this.sql(`update client_gallery_archives set status = 'building', progress = 0, error = null where id = ?`, [id]);
  }

  async setProgress(id: string, progress: number): Promise<void> {
    await this.sql(`update client_gallery_archives set progress = ? where id = ? and status = 'building'`, [progress, id]);
  }

  /** False when the row is gone (the gallery was deleted while the ZIP was built). */
  async markReady(id: string, objectKey: string, bytes: number): Promise<boolean> {
    const res = await this.orm.em
      .fork()
      .getConnection()
      .execute(`update client_gallery_archives set status = 'ready', progress = 100, object_key = ?, bytes = ?, ready_at = now(), error = null where id = ?`, [objectKey, bytes, id], 'run');
    return (res as { affectedRows?: number }).affectedRows !== 0;
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.sql(`update client_gallery_archives set status = 'failed', error = ? where id = ?`, [reason.slice(0, 1000), id]);
  }

  async delete(id: string): Promise<void> {
    await this.sql(`delete from client_gallery_archives where id = ?`, [id]);
  }

  /** Privacy (docs/architecture.md §16), in the caller's transaction: the galleries' ZIP rows go; their stored keys. */
  async deleteForGalleries(sql: Sql, galleryIds: string[]): Promise<string[]> {
    if (!galleryIds.length) return [];
    const rows = await sql<{ object_key: string | null }>(`delete from client_gallery_archives where gallery_id = any(?::uuid[]) returning object_key`, [uuidArray(galleryIds)]);
    return rows.map((r) => r.object_key).filter((k): k is string => !!k);
  }

  /** The newest archive of this selection and size of each gallery, unexpired (any status): what a family's rights download shows. */
  async newestOf(galleryIds: string[], photos: ArchiveSelection, size: ArchiveSize): Promise<Array<{ id: string; galleryId: string }>> {
    if (!galleryIds.length) return [];
    const rows = await this.sql<{ id: string; gallery_id: string }>(
      `select distinct on (gallery_id) id, gallery_id from client_gallery_archives
        where gallery_id = any(?::uuid[]) and photos = ? and size = ? and expires_at > now() order by gallery_id, created_at desc`,
      [uuidArray(galleryIds), photos, size],
    );
    return rows.map((r) => ({ id: r.id, galleryId: r.gallery_id }));
  }
}
