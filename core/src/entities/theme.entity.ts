import { EntitySchema } from '@mikro-orm/core';
import { ImageAsset } from './image-asset.entity';

/** A photography theme parents can pick; premium ones sit in their own column. */
export class Theme {
  id!: string;
  title!: string;
  isPremium = false;
  image!: ImageAsset;
  /** The staff member's word that the studio may show it (docs/architecture.md §16), e.g. no child's face. */
  sourceStatement: string | null = null;
  createdAt: Date = new Date();
}

export const ThemeSchema = new EntitySchema<Theme>({
  class: Theme,
  tableName: 'themes',
  properties: {
    id: { type: 'uuid', primary: true },
    title: { type: 'string', length: 120 },
    isPremium: { type: 'boolean', default: false },
    image: { kind: 'm:1', entity: () => ImageAsset, fieldName: 'image_asset_id', deleteRule: 'cascade' },
    sourceStatement: { type: 'string', length: 300, nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
