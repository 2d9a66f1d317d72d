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
    nextCursor: null,
  }) as unknown as Extract<GalleryState, { kind: 'open' }>['gallery'];

describe('firstPhotosOnly (a server-rendered gallery page carries its first screen of photos)', () => {
  it('keeps an answer to ?first= as the API gave it, with its cursor to the rest', () => {
    expect([firstPhotos('mobile'), firstPhotos('desktop'), firstPhotos()]).toEqual([8, 16, 8]);
    const answer: GalleryState = { kind: 'open', gallery: { ...gallery(200, 8), nextCursor: 'after-8' } };
    expect(firstPhotosOnly(answer, 'mobile')).toBe(answer);
  });

  it('cuts a longer answer at the first screen and asks for the rest from the top (its cursor would skip the cut ones)', () => {
    const state = firstPhotosOnly({ kind: 'open', gallery: { ...gallery(200, 48), nextCursor: 'after-48' } }, 'desktop');
    expect(state.kind).toBe('open');
    if (state.kind !== 'open') return;
    expect(state.gallery.photos.map((p) => p.id)).toEqual(Array.from({ length: 16 }, (_, i) => `p${i}`));
    expect(state.gallery.nextCursor).toBe('');
    expect(state.gallery).toMatchObject({ photoCount: 200, favourites: ['p40'], title: 'T' });
  });

  it('leaves a small gallery whole and every other state alone', () => {
    const small: GalleryState = { kind: 'open', gallery: gallery(8) };
    expect(firstPhotosOnly(small, 'mobile')).toBe(small);
    for (const other of [{ kind: 'locked' }, { kind: 'missing' }, { kind: 'expired', message: 'x' }] as GalleryState[]) expect(firstPhotosOnly(other)).toBe(other);
  });
});
