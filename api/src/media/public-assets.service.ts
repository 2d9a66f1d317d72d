import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';

/**
 * Whether an image asset may be served under the public /media: every kind but `client` (a client gallery's
 * photos go out only through their gallery's cookie-checked route, ARCHITECTURE §12). An asset's kind never
 * changes, so a verdict is cached for good (bounded); an unknown id is not cached (its row may be a moment away).
 */
@Injectable()
export class PublicAssets {
  private readonly verdicts = new LRUCache<string, boolean>({ max: 50_000 });

  constructor(private readonly em: EntityManager) {}

  async isPublic(assetId: string): Promise<boolean> {
    const cached = this.verdicts.get(assetId);
    if (cached !== undefined) return cached;
    const [row] = await this.em.getConnection().execute<Array<{ kind: string }>>(`select kind from image_assets where id = ?`, [assetId]);
    if (!row) return false;
    const verdict = row.kind !== 'client';
    this.verdicts.set(assetId, verdict);
    return verdict;
  }
}
