/** The booking page's first data (public-routes table): the packages, so the first step paints with the HTML. */
import { fetchPackages, packagesKey } from './get-packages';

export const pageData = async (): Promise<[string, unknown]> => [packagesKey, await fetchPackages()];
