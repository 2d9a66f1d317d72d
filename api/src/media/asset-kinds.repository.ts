import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** An image asset's kind (`gallery`, `theme`, `client`, ...), by id. */
@Injectable()
export class AssetKindsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The kind, or null when there is no such asset; `family` for a featured client photo (docs/architecture.md §16). */
  async kindOf(assetId: string): Promise<string | null> {
    const [row] = await this.em
      .getConnection()
      .execute<Array<{ kind: string; family: boolean }>>(
        `select a.kind, exists (select 1 from gallery_images g where g.image_asset_id = a.id and g.source = 'client') as family from image_assets a where a.id = ?`,
        [assetId],
      );
    if (!row) return null;
    return row.family ? 'family' : row.kind;
  }
}
