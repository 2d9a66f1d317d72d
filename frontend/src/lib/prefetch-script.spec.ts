import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ITEM_SIZES } from '../features/gallery/routes/gallery-page';
import { THEME_CARD_SIZES } from '../features/themes/components/theme-card';
import { buildUrl } from './api-client';
import { APP } from '../config/app-config';
import { COLLAGE_LIMIT } from '../features/home/api/get-collage-images';

// public/prefetch.js runs before the app: its URLs and `sizes` must be the ones the pages use.
const script = readFileSync(join(__dirname, '..', '..', 'public', 'prefetch.js'), 'utf8');

describe('public/prefetch.js', () => {
  it('requests exactly the URLs the landing pages fetch', () => {
    expect(script).toContain(`'/gallery': '${buildUrl('/api/gallery/all', { page: 1, limit: APP.galleryPageSize, category: 'All' })}'`);
    expect(script).toContain(`'/': '${buildUrl('/api/gallery/all', { page: 1, limit: COLLAGE_LIMIT, category: 'All' })}'`);
    expect(script).toContain(`'/about': '${buildUrl('/api/gallery/all', { page: 1, limit: 4, category: 'All' })}'`);
    expect(script).toContain(`'/theme': '/api/themes/all'`);
  });

  it('preloads the first photo with the same sizes as its <picture>', () => {
    const flat = script.replace(/\s+/g, ' ');
    expect(flat).toContain(`'${ITEM_SIZES}'`);
    expect(flat).toContain(`'${THEME_CARD_SIZES}'`);
  });
});
