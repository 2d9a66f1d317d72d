import { SetMetadata } from '@nestjs/common';

export const UPLOAD_BODY = 'uploadJsonBody';

/**
 * This route may take a JSON body up to the upload limit (an image data-URL: base64 is ~4/3 of the image).
 * The body is read only after the route's guards have accepted the session and role (BodyLimitInterceptor);
 * every other route takes at most 100 kB of JSON.
 */
export const UploadBody = () => SetMetadata(UPLOAD_BODY, true);

/** The JSON limit of an upload route, in bytes, for MAX_UPLOAD_MB per image. */
export function uploadJsonLimitBytes(maxUploadMb: number): number {
  return Math.ceil(maxUploadMb * 1.4 + 1) * 1024 * 1024;
}
