/** POST /api/property-photos/save (field worker): one prop's photo for today -> how many remain. */
import { api } from '../../../lib/api-client';
import type { PropPhotoSaved, SavePropPhotoDto } from '../../../lib/api-schema';
import { outcome, UPLOAD_TIMEOUT_MS } from './task-outcome';

export const SAVE_PROP_PHOTO_PATH = '/api/property-photos/save';

export const savePropPhoto = (propertyId: string, propertyPhoto: string) =>
  outcome<PropPhotoSaved>(() => api.post(SAVE_PROP_PHOTO_PATH, { propertyId, propertyPhoto } satisfies SavePropPhotoDto, { timeoutMs: UPLOAD_TIMEOUT_MS }));
