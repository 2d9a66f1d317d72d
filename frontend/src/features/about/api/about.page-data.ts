/** The about page's first data (public-routes table). */
import { unstable_serialize } from 'swr';
import { aboutImagesKey, fetchAboutImages } from './get-about-images';

export const pageData = async (): Promise<[string, unknown]> => [unstable_serialize(aboutImagesKey), await fetchAboutImages()];
