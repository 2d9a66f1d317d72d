import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AssetKindsRepository } from './asset-kinds.repository';

/**
 * Whether an image asset may be served under the public /media: every kind but `client` (a client gallery's
 * photos go out only through their gallery's cookie-checked route, docs/architecture.md §12). An asset's kind never
 * changes, so a verdict is cached for good (bounded); an unknown id is not cached (its row may be a moment away).
 */
@Injectable()
export class PublicAssets {
  private readonly verdicts = new LRUCache<string, boolean>({ max: 50_000 });

  constructor(private readonly assets: AssetKindsRepository) {}

  async isPublic(assetId: string): Promise<boolean> {
    const cached = this.verdicts.get(assetId);
    if (cached !== undefined) return cached;
    const kind = await this.assets.kindOf(assetId);
    if (kind === null) return false;
    const verdict = kind !== 'client';
    this.verdicts.set(assetId, verdict);
    return verdict;
  }
}
