import { EntitySchema } from '@mikro-orm/core';

/** A field worker's selfie that starts their task for a studio day (one per worker per day; retaking replaces it). */
export class UserDayPhoto {
  id!: string;
  userId!: string;
  /** Studio day, yyyy-mm-dd. */
  day!: string;
  imageAssetId!: string;
  takenAt: Date = new Date();
}

export const UserDayPhotoSchema = new EntitySchema<UserDayPhoto>({
  class: UserDayPhoto,
  tableName: 'user_day_photos',
  uniques: [{ properties: ['userId', 'day'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    day: { type: 'date' },
    imageAssetId: { type: 'uuid' },
    takenAt: { type: 'Date', onCreate: () => new Date() },
  },
});
