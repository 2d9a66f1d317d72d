import '../../../testing/polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { installIntersectionObserver, installMatchMedia, MockIntersectionObserver, mockFetch } from '../../../testing/browser-mocks';
import { galleryImage } from '../../../testing/fixtures';
import { GALLERY_LOAD_ERROR, GalleryPage } from './gallery-page';
import { placeInColumns } from '../../../lib/place-in-columns';
import { columnCountFor, tileHeight } from '../components/masonry';

const ALL = Array.from({ length: 23 }, (_, i) => galleryImage(i, i % 2 ? 'Baby' : 'Newborn'));

function serveGallery() {
  return mockFetch((url) => {
    const q = new URL(url, 'http://x').searchParams;
    const page = Number(q.get('page'));
    const limit = Number(q.get('limit'));
    const cat = q.get('category') ?? 'All';
    const list = cat === 'All' ? ALL : ALL.filter((g) => g.title === cat);
    return { status: 200, body: { images: list.slice((page - 1) * limit, page * limit), categories: ['Newborn', 'Baby'], pagination: { page, limit, hasMore: page * limit < list.length } } };
  });
}

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GalleryPage />
    </SWRConfig>,
  );
}

const items = () => screen.queryAllByTestId('gallery-item');

describe('gallery (spec §2, §4)', () => {
  beforeEach(() => {
    // jsdom has no canvas: the viewer's webp check reads this.
    HTMLCanvasElement.prototype.toDataURL = () => 'data:image/webp;base64,';
    installMatchMedia(1280);
    installIntersectionObserver();
  });

  it('masonry: 1-4 columns by width, items to the shortest column, stable when appending', () => {
    expect([320, 375, 640, 1024, 1280].map(columnCountFor)).toEqual([1, 2, 2, 3, 4]);
    const cols = placeInColumns([2, 1, 1, 1, 1], 2, tileHeight);
    expect(cols).toEqual([[2, 1], [1, 1, 1]]);
    const first = placeInColumns([1, 2, 3], 3, tileHeight);
    const more = placeInColumns([1, 2, 3, 4, 5], 3, tileHeight);
    first.forEach((col, i) => expect(more[i].slice(0, col.length)).toEqual(col));
  });

  it('first load screen, title, All first among filters, 10 per page', async () => {
    const { calls } = serveGallery();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our Photography Gallery');
    expect(screen.getByTestId('gallery-loading').textContent).toContain('Loading Diwali Gallery...');
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(calls[0].url).toBe('/api/gallery/all?page=1&limit=10&category=All');
    const filters = within(screen.getByTestId('gallery-filters')).getAllByRole('button').map((b) => b.textContent);
    expect(filters).toEqual(['All', 'Newborn', 'Baby']);
    expect(screen.getByTestId('gallery-grid').querySelectorAll('.masonry__col')).toHaveLength(4);
  });

  it('loads the next page when the trigger is at least half visible, until hasMore is false', async () => {
    const { calls } = serveGallery();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(10));
    act(() => MockIntersectionObserver.fire(0.3));
    expect(calls).toHaveLength(1);
    act(() => MockIntersectionObserver.fire(0.5));
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(calls[1].url).toContain('page=2');
    act(() => MockIntersectionObserver.fire(1));
    await waitFor(() => expect(items()).toHaveLength(23));
    act(() => MockIntersectionObserver.fire(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(3);
  });

  it('changing category resets to page 1', async () => {
    const { calls } = serveGallery();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Baby' }));
    expect(screen.getByRole('button', { name: 'Baby' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls.some((c) => c.url.includes('category=Baby') && c.url.includes('page=1'))).toBe(true));
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(items().every((el) => el.getAttribute('aria-label') === 'Open photo: Baby')).toBe(true);
  });

  it('opens the lightbox with title, description and a close button', async () => {
    serveGallery();
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(10));
    fireEvent.click(items()[0]);
    const box = await screen.findByTestId('lightbox');
    expect(within(box).getByRole('heading').textContent).toBe('Newborn');
    expect(box.textContent).toContain('Photo 0');
    fireEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('lightbox')).toBeNull());
  });

  it('shows the toast on a failed load', async () => {
    mockFetch(() => ({ status: 500, body: { error: true, message: 'x', statusCode: 500 } }));
    renderPage();
    await waitFor(() => expect(screen.getAllByText(GALLERY_LOAD_ERROR).length).toBeGreaterThan(0));
    expect((await screen.findByTestId('toast')).textContent).toContain(GALLERY_LOAD_ERROR); // radix's part loads with the first toast
  });
});
