import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** An image asset's kind (`gallery`, `theme`, `client`, ...), by id. */
@Injectable()
export class AssetKindsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The kind, or null when there is no such asset. */
  async kindOf(assetId: string): Promise<string | null> {
    const [row] = await this.em.getConnection().execute<Array<{ kind: string }>>(`select kind from image_assets where id = ?`, [assetId]);
    return row?.kind ?? null;
  }
}
