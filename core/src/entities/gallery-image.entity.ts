import { EntitySchema } from '@mikro-orm/core';
import { ImageAsset } from './image-asset.entity';

export const GALLERY_DEFAULT_TITLE = 'Untitled';
export const GALLERY_DEFAULT_DESCRIPTION = 'No description available';

/** A photo in the public gallery; its pixels live in the linked image asset. */
export class GalleryImage {
  id!: string;
  title: string = GALLERY_DEFAULT_TITLE;
  description: string = GALLERY_DEFAULT_DESCRIPTION;
  image!: ImageAsset;
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
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
