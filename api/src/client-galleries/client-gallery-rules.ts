import { studioDay } from '@studio/core/time/studio-day';

/** The texts parents see (docs/architecture.md §12; the same message everywhere). */
export const CLIENT_MESSAGES = {
  notFound: 'Gallery not found',
  expired: 'This gallery has expired. Please contact the studio.',
  wrongPin: 'Wrong PIN',
  tooManyTries: 'Too many wrong PINs. Please wait 15 minutes and try again, or contact the studio.',
  galleryLocked: 'Too many wrong PINs for this gallery. Please contact the studio.',
  locked: 'Please enter the PIN to open this gallery.',
  overLimit: (n: number) => `You can choose up to ${n} photos`,
  submitted: 'Your selection has been sent to the studio and can no longer be changed.',
  nothingChosen: 'Choose at least one photo before you submit your selection.',
  noDownloads: 'Downloads are not available for this gallery.',
  noOriginals: 'Original files are not available for this gallery. Please choose web size.',
  noFavourites: 'You have not chosen any favourites yet.',
  noPhotos: 'There are no photos in this gallery yet.',
  pinServiceDown: 'We could not check the PIN just now. Please try again in a minute.',
  photoNotFound: 'Photo not found',
  archiveNotFound: 'Download not found',
  archiveNotReady: 'The ZIP is not ready yet.',
  tooManyArchives: (n: number) => `This gallery has made ${n} ZIP downloads today, the most for one day. Please download one of those, try again tomorrow, or contact the studio.`,
} as const;

/** Open through the whole of `expiresOn` in the studio's time zone; closed from the next midnight there. */
export function isExpired(expiresOn: string, timezone: string, now: Date = new Date()): boolean {
  return studioDay(timezone, now) > expiresOn;
}

/** Which download sizes a gallery's setting allows. */
export function allowsSize(downloads: 'none' | 'web' | 'original', size: 'web' | 'original'): boolean {
  if (downloads === 'none') return false;
  return size === 'web' || downloads === 'original';
}
