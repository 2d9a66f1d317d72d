/** The gallery page's first data (public-routes table): page 1 of 'All', as useGalleryFeed's first page. */
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { fetchGalleryPage, galleryFeedKey, galleryPageKey, preloadFirstGalleryPage } from './get-gallery';

export const pageData = async (): Promise<[string, unknown]> => [serializeInfinite(galleryFeedKey('All')), [await fetchGalleryPage(galleryPageKey(1, 'All'))]];

/** On a client-side visit: fetch page 1 in parallel with the route chunk (no request waterfall). */
export const preload = () => preloadFirstGalleryPage();
