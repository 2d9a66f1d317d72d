import { EntitySchema } from '@mikro-orm/core';
import { ImageAsset } from './image-asset.entity';

/** A parent's words on the home carousel, managed by admins; shown in `position` order. */
export class Testimonial {
  id!: string;
  name!: string;
  role!: string;
  location!: string;
  /** Free text, e.g. "October 2025". */
  dateText!: string;
  quote!: string;
  rating = 5;
  /** A photo through the image pipeline; null for none. */
  photo: ImageAsset | null = null;
  /** A static avatar (the first run's three); a photo wins over it. */
  avatarUrl: string | null = null;
  position = 0;
  /** The family it came from (docs/architecture.md §16): shown only while their `reviews` consent is granted. */
  bookingId: string | null = null;
  galleryId: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const TestimonialSchema = new EntitySchema<Testimonial>({
  class: Testimonial,
  tableName: 'testimonials',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'string', length: 80 },
    role: { type: 'string', length: 80 },
    location: { type: 'string', length: 80 },
    dateText: { type: 'string', length: 40 },
    quote: { type: 'text' },
    rating: { type: 'smallint' },
    photo: { kind: 'm:1', entity: () => ImageAsset, fieldName: 'photo_asset_id', nullable: true, deleteRule: 'set null' },
    avatarUrl: { type: 'string', length: 255, nullable: true },
    position: { type: 'integer' },
    bookingId: { type: 'uuid', nullable: true },
    galleryId: { type: 'uuid', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
