import { SIGNED_KINDS } from '@studio/core/images/media-url-signer';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AssetKindsRepository } from './asset-kinds.repository';

/**
 * How an asset's variants may be served under /media: `public` (gallery, theme, prop reference, testimonial:
 * cacheable by anyone), `signed` (a field worker's selfie or prop photo, kind `task`: only with a valid signed URL,
 * docs/architecture.md §8) or `none` (a client gallery's photo goes out only through its gallery's cookie-checked
 * route, §12; an unknown id). `family`: a featured client photo, public only while its family's portfolio consent
 * lasts (§16), so no cache may keep it longer than the minute a withdrawal has.
 */
export type MediaAccess = 'public' | 'family' | 'signed' | 'none';

/**
 * Which of MediaAccess an image asset has. An asset's kind never changes, so a verdict is cached for good (bounded);
 * an unknown id is not cached (its row may be a moment away).
 */
@Injectable()
export class PublicAssets {
  private readonly verdicts = new LRUCache<string, MediaAccess>({ max: 50_000 });

  constructor(private readonly assets: AssetKindsRepository) {}

  async access(assetId: string): Promise<MediaAccess> {
    const cached = this.verdicts.get(assetId);
    if (cached !== undefined) return cached;
    const kind = await this.assets.kindOf(assetId);
    if (kind === null) return 'none';
    const verdict: MediaAccess = kind === 'client' ? 'none' : kind === 'family' ? 'family' : SIGNED_KINDS.has(kind) ? 'signed' : 'public';
    this.verdicts.set(assetId, verdict);
    return verdict;
  }
}
