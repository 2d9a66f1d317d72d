/** The home page's first data (public-routes table): the collage, under the key useCollageImages reads. */
import { unstable_serialize } from 'swr';
import { collageKey, fetchCollageImages } from './get-collage-images';

export const pageData = async (): Promise<[string, unknown]> => [unstable_serialize(collageKey), await fetchCollageImages()];
