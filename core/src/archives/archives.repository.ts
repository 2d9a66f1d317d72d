import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ArchiveSize } from '../entities/client-gallery.entity';
import type { StoredVariant } from '../images/variant-spec';

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

/** The archive builder's and the reconciler's reads and writes of `client_gallery_archives` (each call on its own EntityManager fork). */
@Injectable()
export class ArchivesRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(query, params);
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
}
