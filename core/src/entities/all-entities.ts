import { EnquirySchema } from './enquiry.entity';
import { ImageAssetSchema } from './image-asset.entity';
import { GalleryImageSchema } from './gallery-image.entity';
import { ThemeSchema } from './theme.entity';
import { PropSchema } from './prop.entity';
import { PriceCalculationSchema } from './price-calculation.entity';
import { UserDayPhotoSchema } from './user-day-photo.entity';
import { PropPhotoSchema } from './prop-photo.entity';
import { SessionSchema } from './session.entity';
import { UserSchema } from './user.entity';
import { ClientGalleryArchiveSchema, ClientGalleryPhotoSchema, ClientGallerySchema } from './client-gallery.entity';
import { SiteChangeSchema, SiteSettingsSchema } from './site-settings.entity';
import { TestimonialSchema } from './testimonial.entity';

/** Every entity the ORM knows. Features add their schema here (one line each). */
export const ALL_ENTITIES = [
  UserSchema,
  SessionSchema,
  ImageAssetSchema,
  GalleryImageSchema,
  ThemeSchema,
  EnquirySchema,
  PropSchema,
  PriceCalculationSchema,
  UserDayPhotoSchema,
  PropPhotoSchema,
  SiteSettingsSchema,
  SiteChangeSchema,
  TestimonialSchema,
  ClientGallerySchema,
  ClientGalleryPhotoSchema,
  ClientGalleryArchiveSchema,
];
