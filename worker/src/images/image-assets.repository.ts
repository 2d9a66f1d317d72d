import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ImageAsset } from '@studio/core/entities/image-asset.entity';
import type { StoredVariant } from '@studio/core/images/variant-spec';

/** The worker's writes to `image_assets`. Each call uses its own fork of the EntityManager (no request context here). */
@Injectable()
export class WorkerImageAssetsRepository {
  constructor(private readonly orm: MikroORM) {}

  find(id: string): Promise<ImageAsset | null> {
    return this.orm.em.fork().findOne(ImageAsset, { id });
  }

  async countAttempt(id: string): Promise<void> {
    const em = this.orm.em.fork();
    await em.getConnection().execute(`update image_assets set attempts = attempts + 1, updated_at = now() where id = ?`, [id]);
  }

  /** False when the row is gone (deleted while the job ran). */
  async markReady(id: string, result: { width: number; height: number; placeholder: string; variants: StoredVariant[] }): Promise<boolean> {
    const now = new Date();
    const n = await this.orm.em.fork().nativeUpdate(ImageAsset, { id }, { ...result, status: 'ready', error: null, readyAt: now, updatedAt: now });
    return n > 0;
  }

  /** False when the row is gone. */
  async markShareReady(id: string, bytes: number): Promise<boolean> {
    return (await this.orm.em.fork().nativeUpdate(ImageAsset, { id }, { shareBytes: bytes })) > 0;
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.orm.em.fork().nativeUpdate(ImageAsset, { id }, { status: 'failed', error: reason, updatedAt: new Date() });
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
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string; original_key: string }[]>(`select id, original_key from image_assets where ${where} order by id limit ?`, [afterId, limit]);
    return rows.map((r) => ({ id: r.id, originalKey: r.original_key }));
  }
}
