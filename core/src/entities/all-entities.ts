import { EnquirySchema } from './enquiry.entity';
import { ImageAssetSchema } from './image-asset.entity';
import { SessionSchema } from './session.entity';
import { UserSchema } from './user.entity';

/** Every entity the ORM knows. Features add their schema here (one line each). */
export const ALL_ENTITIES = [
  UserSchema,
  SessionSchema,
  ImageAssetSchema,
  EnquirySchema,
];
