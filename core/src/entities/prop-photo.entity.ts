import { EntitySchema } from '@mikro-orm/core';

/** A field worker's photo of one prop on one studio day (saving again the same day replaces it). */
export class PropPhoto {
  id!: string;
  userId!: string;
  propId!: string;
  /** Studio day, yyyy-mm-dd. */
  day!: string;
  imageAssetId!: string;
  /** The phone's id for the capture (offline queue, docs/architecture.md §14): unique per worker, so a resend stores nothing new. */
  captureId?: string | null;
  takenAt: Date = new Date();
}

export const PropPhotoSchema = new EntitySchema<PropPhoto>({
  class: PropPhoto,
  tableName: 'prop_photos',
  uniques: [{ properties: ['userId', 'propId', 'day'] }, { properties: ['userId', 'captureId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    propId: { type: 'uuid' },
    day: { type: 'date' },
    imageAssetId: { type: 'uuid' },
    captureId: { type: 'uuid', nullable: true },
    takenAt: { type: 'Date', onCreate: () => new Date() },
  },
});
