import { BigIntType, EntitySchema } from '@mikro-orm/core';
import { ImageAsset } from './image-asset.entity';

export type ClientDownloads = 'none' | 'web' | 'original';
export const CLIENT_DOWNLOADS: ClientDownloads[] = ['none', 'web', 'original'];

/** A family's private gallery (docs/architecture.md §12): reached by an unguessable slug and a 4-digit PIN. */
export class ClientGallery {
  id!: string;
  slug!: string;
  title!: string;
  clientName!: string;
  clientPhone: string | null = null;
  /** yyyy-mm-dd; the gallery closes at the end of this day in the studio's time zone. */
  expiresOn!: string;
  selectionLimit: number | null = null;
  /** yyyy-mm-dd the studio promises the edited photos of the family's selection by (null: not said). */
  editsReadyBy: string | null = null;
  downloads: ClientDownloads = 'web';
  /** docs/architecture.md §16: the family's booking (they share one family's consents, rights and erasure). */
  bookingId: string | null = null;
  /** argon2id of the PIN: what unlocking checks. */
  pinHash!: string;
  /** The PIN sealed (AES-GCM) with the server secret, so an admin can read it out again; never sent to parents. */
  pinSealed!: string;
  /** Bumped by a PIN reset: cookies carry it, so a reset locks out every earlier unlock. */
  pinVersion = 1;
  views = 0;
  downloadCount = 0;
  selectionSubmittedAt: Date | null = null;
  createdBy: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const ClientGallerySchema = new EntitySchema<ClientGallery>({
  class: ClientGallery,
  tableName: 'client_galleries',
  properties: {
    id: { type: 'uuid', primary: true },
    slug: { type: 'string', length: 64, unique: true },
    title: { type: 'string', length: 120 },
    clientName: { type: 'string', length: 100 },
    clientPhone: { type: 'string', length: 15, nullable: true },
    expiresOn: { type: 'date' },
    selectionLimit: { type: 'integer', nullable: true },
    editsReadyBy: { type: 'date', nullable: true },
    downloads: { type: 'string', length: 16 },
    bookingId: { type: 'uuid', nullable: true },
    pinHash: { type: 'text' },
    pinSealed: { type: 'text' },
    pinVersion: { type: 'integer', default: 1 },
    views: { type: 'integer', default: 0 },
    downloadCount: { type: 'integer', default: 0 },
    selectionSubmittedAt: { type: 'Date', nullable: true },
    createdBy: { type: 'uuid', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

/** One delivered photo: its pixels (original and variants) live in the linked image asset of kind `client`. */
export class ClientGalleryPhoto {
  id!: string;
  gallery!: ClientGallery;
  image!: ImageAsset;
  /** The camera's file name (e.g. IMG_1234.JPG): what the studio looks for when a selection comes in. */
  fileName!: string;
  /** Upload order, oldest first (a camera's own numbering order when dropped in one go). */
  position!: number;
  createdAt: Date = new Date();
}

export const ClientGalleryPhotoSchema = new EntitySchema<ClientGalleryPhoto>({
  class: ClientGalleryPhoto,
  tableName: 'client_gallery_photos',
  properties: {
    id: { type: 'uuid', primary: true },
    gallery: { kind: 'm:1', entity: () => ClientGallery, fieldName: 'gallery_id', deleteRule: 'cascade' },
    image: { kind: 'm:1', entity: () => ImageAsset, fieldName: 'image_asset_id', deleteRule: 'cascade' },
    fileName: { type: 'string', length: 255 },
    position: { type: 'integer' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});

export type ArchiveStatus = 'queued' | 'building' | 'ready' | 'failed';
export type ArchiveSelection = 'all' | 'favourites';
export type ArchiveSize = 'web' | 'original';

/** A ZIP of a gallery's photos, built by the worker (job `archives:build`, job id = this id) and kept for a day. */
export class ClientGalleryArchive {
  id!: string;
  gallery!: ClientGallery;
  photos!: ArchiveSelection;
  size!: ArchiveSize;
  /** The photos it holds, fixed when asked for (favourites may change while it builds). */
  photoIds: string[] = [];
  status: ArchiveStatus = 'queued';
  /** 0-100 */
  progress = 0;
  objectKey: string | null = null;
  bytes: number | null = null;
  error: string | null = null;
  createdAt: Date = new Date();
  readyAt: Date | null = null;
  /** When the ZIP and this row go away. */
  expiresAt!: Date;
}

export const ClientGalleryArchiveSchema = new EntitySchema<ClientGalleryArchive>({
  class: ClientGalleryArchive,
  tableName: 'client_gallery_archives',
  properties: {
    id: { type: 'uuid', primary: true },
    gallery: { kind: 'm:1', entity: () => ClientGallery, fieldName: 'gallery_id', deleteRule: 'cascade' },
    photos: { type: 'string', length: 16 },
    size: { type: 'string', length: 16 },
    photoIds: { type: 'json' },
    status: { type: 'string', length: 16, default: 'queued' },
    progress: { type: 'integer', default: 0 },
    objectKey: { type: 'string', length: 255, nullable: true },
    bytes: { type: new BigIntType('number'), nullable: true },
    error: { type: 'text', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    readyAt: { type: 'Date', nullable: true },
    expiresAt: { type: 'Date' },
  },
});
