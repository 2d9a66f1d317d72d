import { firstPhotos, firstPhotosOnly, type GalleryState } from './get-client-gallery';

/** A gallery of n photos, of which the answer holds the first `shown` (the API's ?first=). */
const gallery = (n: number, shown = n) =>
  ({
    title: 'T',
    clientName: 'C',
    expiresOn: '2030-01-01',
    selectionLimit: 5,
    downloads: 'web',
    favourites: ['p40'],
    selectionSubmittedAt: null,
    photos: Array.from({ length: Math.min(n, shown) }, (_, i) => ({ id: `p${i}`, image: { id: `a${i}` } })),
    photoCount: n,
  }) as unknown as Extract<GalleryState, { kind: 'open' }>['gallery'];

describe('firstPhotosOnly (a server-rendered gallery page carries its first screen of photos)', () => {
  it('keeps the first screen photos (2 or 4 columns x 4 rows) and says how many there are; the rest of the gallery as is', () => {
    expect([firstPhotos('mobile'), firstPhotos('desktop'), firstPhotos()]).toEqual([8, 16, 8]);
    expect(firstPhotosOnly({ kind: 'open', gallery: gallery(200) }, 'desktop')).toMatchObject({ photoCount: 200, gallery: { photos: { length: 16 } } });
    const state = firstPhotosOnly({ kind: 'open', gallery: gallery(200) }, 'mobile');
    expect(state.kind).toBe('open');
    if (state.kind !== 'open') return;
    expect(state.photoCount).toBe(200);
    expect(state.gallery.photos.map((p) => p.id)).toEqual(Array.from({ length: 8 }, (_, i) => `p${i}`));
    expect(state.gallery.favourites).toEqual(['p40']);
    expect(state.gallery.title).toBe('T');
  });

  it('keeps what the API answered for ?first= (the first photos) and marks the gallery as partial', () => {
    const state = firstPhotosOnly({ kind: 'open', gallery: gallery(200, 8) }, 'mobile');
    expect(state).toMatchObject({ photoCount: 200, gallery: { photos: { length: 8 } } });
  });

  it('leaves a small gallery whole (nothing to fetch after hydration) and every other state alone', () => {
    const small: GalleryState = { kind: 'open', gallery: gallery(8) };
    expect(firstPhotosOnly(small, 'mobile')).toBe(small);
    for (const other of [{ kind: 'locked' }, { kind: 'missing' }, { kind: 'expired', message: 'x' }] as GalleryState[]) expect(firstPhotosOnly(other)).toBe(other);
  });
});
