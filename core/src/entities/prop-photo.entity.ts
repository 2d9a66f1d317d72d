import { EntitySchema } from '@mikro-orm/core';

/** A field worker's photo of one prop on one studio day (saving again the same day replaces it). */
export class PropPhoto {
  id!: string;
  userId!: string;
  propId!: string;
  /** Studio day, yyyy-mm-dd. */
  day!: string;
  imageAssetId!: string;
  takenAt: Date = new Date();
}

export const PropPhotoSchema = new EntitySchema<PropPhoto>({
  class: PropPhoto,
  tableName: 'prop_photos',
  uniques: [{ properties: ['userId', 'propId', 'day'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    propId: { type: 'uuid' },
    day: { type: 'date' },
    imageAssetId: { type: 'uuid' },
    takenAt: { type: 'Date', onCreate: () => new Date() },
  },
});
