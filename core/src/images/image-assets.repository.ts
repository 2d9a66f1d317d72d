import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ImageAsset, type ImageKind } from '../entities/image-asset.entity';
import type { StoredVariant } from './variant-spec';
import { uuidArray, type Sql } from '../database/sql-executor';

/**
 * The one writer of `image_assets`, for both processes. The upload side (api) works in the request's unit of
 * work; the processing side (worker, reconciler) runs outside any request, so each of its calls uses its own
 * fork of the EntityManager.
 */
@Injectable()
export class ImageAssetsRepository {
  constructor(private readonly em: EntityManager) {}

  // --- upload side (in a request) ---

  async create(data: { id: string; kind: ImageKind; originalKey: string; contentType: string; bytes: number; contentHash: string; uploadedBy: string | null }): Promise<ImageAsset> {
    const now = new Date();
    const asset = this.em.create(ImageAsset, { ...data, status: 'processing', variants: [], attempts: 0, createdAt: now, updatedAt: now });
    await this.em.persistAndFlush(asset);
    return asset;
  }

  findByIds(ids: string[]): Promise<ImageAsset[]> {
    return this.em.find(ImageAsset, { id: { $in: ids } });
  }

  /** Back to `processing` for another round of tries (admin retry of a failed image). */
  async resetForRetry(asset: ImageAsset): Promise<void> {
    asset.status = 'processing';
    asset.error = null;
    asset.attempts = 0;
    await this.em.flush();
  }

  async delete(asset: ImageAsset): Promise<void> {
    await this.em.nativeDelete(ImageAsset, { id: asset.id });
  }

  // --- processing side (worker and reconciler, outside any request) ---

  find(id: string): Promise<ImageAsset | null> {
    return this.em.fork().findOne(ImageAsset, { id });
  }

  async countAttempt(id: string): Promise<void> {
    await this.em.fork().getConnection().execute(`update image_assets set attempts = attempts + 1, updated_at = now() where id = ?`, [id]);
  }

  /** False when the row is gone (deleted while the job ran). */
  async markReady(id: string, result: { width: number; height: number; placeholder: string; variants: StoredVariant[] }): Promise<boolean> {
    const now = new Date();
    const n = await this.em.fork().nativeUpdate(ImageAsset, { id }, { ...result, status: 'ready', error: null, readyAt: now, updatedAt: now });
    return n > 0;
  }

  /** False when the row is gone. */
  async markShareReady(id: string, bytes: number): Promise<boolean> {
    return (await this.em.fork().nativeUpdate(ImageAsset, { id }, { shareBytes: bytes })) > 0;
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.em.fork().nativeUpdate(ImageAsset, { id }, { status: 'failed', error: reason, updatedAt: new Date() });
  }

  /** A ready asset's original size and the sum of its variants' sizes (the worker's byte metrics), or null. */
  async readyBytes(id: string): Promise<{ bytesIn: number; bytesOut: number } | null> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<{ bytes_in: string; bytes_out: string }[]>(
        `select bytes as bytes_in,
                coalesce((select sum((v->>'bytes')::bigint) from jsonb_array_elements(variants) v), 0) as bytes_out
           from image_assets where id = ? and status = 'ready'`,
        [id],
      );
    return row ? { bytesIn: Number(row.bytes_in), bytesOut: Number(row.bytes_out) } : null;
  }

  /** Rows still waiting for their job (for the reconciler), a keyset page by id. */
  findProcessing(afterId: string, limit: number): Promise<{ id: string; originalKey: string }[]> {
    return this.page(`status = 'processing' and id > ?`, afterId, limit);
  }

  /** Every row, a keyset page by id (for 'reprocess all'). */
  findAll(afterId: string, limit: number): Promise<{ id: string; originalKey: string }[]> {
    return this.page('id > ?', afterId, limit);
  }

  private async page(where: string, afterId: string, limit: number): Promise<{ id: string; originalKey: string }[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string; original_key: string }[]>(`select id, original_key from image_assets where ${where} order by id limit ?`, [afterId, limit]);
    return rows.map((r) => ({ id: r.id, originalKey: r.original_key }));
  }

  /**
   * Privacy (docs/architecture.md §16), in the caller's transaction: these rows go (their photo rows with them, by
   * cascade); the answer names each one's original, for the storage step that follows the commit.
   */
  async deleteMany(sql: Sql, ids: string[]): Promise<Array<{ id: string; originalKey: string }>> {
    if (!ids.length) return [];
    const rows = await sql<{ id: string; original_key: string }>(`delete from image_assets where id = any(?::uuid[]) returning id, original_key`, [uuidArray(ids)]);
    return rows.map((r) => ({ id: r.id, originalKey: r.original_key }));
  }

}
