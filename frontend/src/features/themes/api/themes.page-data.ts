/** The themes page's first data (public-routes table). */
import { fetchThemes, THEMES_KEY } from './get-themes';

export const pageData = async (): Promise<[string, unknown]> => [THEMES_KEY, await fetchThemes()];
