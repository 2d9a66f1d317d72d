import '../../../testing/fake-indexeddb';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import type { AdminClientGallery } from '../../../lib/api-schema';
import { installIntersectionObserver, MockIntersectionObserver, mockFetch } from '../../../testing/browser-mocks';
import { imageRef } from '../../../testing/fixtures';
import { ClientGalleryDetailPage } from './client-gallery-detail-page';

const ID = '0b8f5c1e-2a4d-4c1b-9f3e-5d6a7b8c9d0e';
const photo = (n: number) => ({ _id: `p${n}`, kind: 'client' as const, title: `IMG_${n}.jpg`, image: imageRef(`a${n}`), createdAt: '2026-11-01T10:00:00.000Z' });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => photo(from + i));

/** A 130-photo gallery answered 60 at a time; photos 3 and 125 are the family's favourites. */
function page(after: string | null): AdminClientGallery {
  const from = after ? Number(after.slice(1)) + 1 : 1;
  const to = Math.min(from + 59, 130);
  return {
    id: ID,
    slug: 'abc',
    pin: '1234',
    shareUrl: 'https://studio.example/g/abc',
    title: 'Sharma newborn',
    clientName: 'Priya Sharma',
    clientPhone: null,
    expiresOn: '2027-01-01',
    expired: false,
    selectionLimit: null,
    downloads: 'web',
    editsReadyBy: null,
    bookingId: null,
    portfolioConsent: false,
    selectionSubmittedAt: null,
    pinLockedUntil: null,
    counts: { photos: 130, ready: 130, favourites: 2, views: 0, downloads: 0 },
    createdAt: '2026-11-01T10:00:00.000Z',
    photos: range(from, to),
    favourites: ['p3', 'p125'],
    photoCount: 130,
    nextCursor: to < 130 ? `c${to}` : null,
    favouritePhotos: [photo(3), photo(125)],
  };
}

describe('ClientGalleryDetailPage', () => {
  let calls: string[];
  beforeEach(() => {
    installIntersectionObserver();
    calls = [];
    mockFetch((url) => {
      calls.push(url);
      const u = new URL(url, 'http://localhost');
      if (u.pathname === `/api/admin/client-galleries/${ID}`) return { status: 200, body: { gallery: page(u.searchParams.get('after')) } };
      return { status: 404, body: { message: 'Not found' } };
    });
  });

  const renderPage = () =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[`/admin/client-galleries/${ID}`]}>
          <Routes>
            <Route path="/admin/client-galleries/:id" element={<ClientGalleryDetailPage />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>,
    );

  const names = () => within(screen.getByTestId('cga-photos')).getAllByRole('img').map((img) => img.getAttribute('alt'));

  it('shows the first 60 photos, then the next pages by their cursor as the end comes near', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Photos (130) · 2 chosen' });
    expect(names()).toHaveLength(60);
    expect(calls[0]).toMatch(/\?first=60$/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more photos' })));
    await waitFor(() => expect(names()).toHaveLength(120));
    expect(calls.some((u) => u.endsWith('first=60&after=c60'))).toBe(true);
    // Scrolling near the end loads the last page by itself; then nothing is left to show.
    await act(async () => MockIntersectionObserver.fire(1));
    await waitFor(() => expect(names()).toHaveLength(130));
    expect(new Set(names()).size).toBe(130);
    expect(screen.queryByRole('button', { name: 'Show more photos' })).toBeNull();
  });

  it("shows every chosen photo, loaded or not, under the favourites filter", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Photos (130) · 2 chosen' });
    fireEvent.click(screen.getByRole('button', { name: /Favourites \(2\)/ }));
    expect(names()).toEqual(['IMG_3.jpg', 'IMG_125.jpg']);
    expect(screen.queryByRole('button', { name: 'Show more photos' })).toBeNull();
  });
});
