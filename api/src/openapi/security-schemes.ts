/** The cookie a client gallery's unlock sets (one per gallery); the parents' routes after unlock need it. */
export const GALLERY_COOKIE_SCHEME = 'galleryAccess';
