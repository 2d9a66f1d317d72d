import { EntitySchema, type Opt } from '@mikro-orm/core';
import { ImageAsset } from './image-asset.entity';

export const GALLERY_DEFAULT_TITLE = 'Untitled';
export const GALLERY_DEFAULT_DESCRIPTION = 'No description available';

/** A photo in the public gallery; its pixels live in the linked image asset. */
export class GalleryImage {
  id!: string;
  title: string = GALLERY_DEFAULT_TITLE;
  description: string = GALLERY_DEFAULT_DESCRIPTION;
  image!: ImageAsset;
  /** Where it came from (docs/architecture.md §16): a featured client photo (its family's gallery) or the studio's own. */
  source: Opt<'studio' | 'client'> = 'studio';
  sourceGalleryId: string | null = null;
  /** The studio's word on its own photo, e.g. no child's face, or a paper release on file. */
  sourceStatement: string | null = null;
  createdAt: Date = new Date();
}

export const GalleryImageSchema = new EntitySchema<GalleryImage>({
  class: GalleryImage,
  tableName: 'gallery_images',
  properties: {
    id: { type: 'uuid', primary: true },
    title: { type: 'string', length: 120, default: GALLERY_DEFAULT_TITLE },
    description: { type: 'text', default: GALLERY_DEFAULT_DESCRIPTION },
    image: { kind: 'm:1', entity: () => ImageAsset, fieldName: 'image_asset_id', deleteRule: 'cascade' },
    source: { type: 'string', length: 8, default: 'studio' },
    sourceGalleryId: { type: 'uuid', nullable: true },
    sourceStatement: { type: 'string', length: 300, nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
