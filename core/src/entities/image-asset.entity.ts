import { EntitySchema } from '@mikro-orm/core';
import type { ImageStatus } from '../images/image-ref';
import type { StoredVariant } from '../images/variant-spec';

/** `client`: a client gallery's photo, never served under the public /media (docs/architecture.md §12). */
export type ImageKind = 'gallery' | 'theme' | 'prop' | 'task' | 'testimonial' | 'client';

/** One uploaded image: the original in object storage, its variants once the worker has made them. */
export class ImageAsset {
  id!: string;
  kind!: ImageKind;
  status: ImageStatus = 'processing';
  originalKey!: string;
  contentType!: string;
  bytes!: number;
  /** sha256 of the original's bytes (hex): finds duplicates. */
  contentHash!: string;
  width: number | null = null;
  height: number | null = null;
  placeholder: string | null = null;
  variants: StoredVariant[] = [];
  error: string | null = null;
  attempts = 0;
  uploadedBy: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
  readyAt: Date | null = null;
  /** Bytes of its link-preview picture (objectKeys.share) once the worker has made it; null before. */
  shareBytes: number | null = null;
}

export const ImageAssetSchema = new EntitySchema<ImageAsset>({
  class: ImageAsset,
  tableName: 'image_assets',
  indexes: [{ properties: ['kind', 'contentHash'] }, { properties: ['status', 'createdAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    kind: { type: 'string', length: 16 },
    status: { type: 'string', length: 16 },
    originalKey: { type: 'string', length: 255 },
    contentType: { type: 'string', length: 64 },
    bytes: { type: 'integer' },
    contentHash: { type: 'string', length: 64 },
    width: { type: 'integer', nullable: true },
    height: { type: 'integer', nullable: true },
    placeholder: { type: 'text', nullable: true },
    variants: { type: 'json' },
    error: { type: 'text', nullable: true },
    attempts: { type: 'integer', default: 0 },
    uploadedBy: { type: 'uuid', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
    readyAt: { type: 'Date', nullable: true },
    shareBytes: { type: 'integer', nullable: true },
  },
});
