import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { mockFetch } from '../../../testing/browser-mocks';
import { imageRef } from '../../../testing/fixtures';
import { MediaPage } from './media-page';

// Photo 1 is a featured family's, photo 2 the studio's own with a statement, the rest the studio's without one.
const item = (n: number) => ({
  _id: `m${n}`,
  kind: 'gallery' as const,
  title: `Photo ${n}`,
  description: 'Newborn',
  image: imageRef(`a${n}`),
  createdAt: '2026-11-01T10:00:00.000Z',
  source: n === 1 ? ('client' as const) : ('studio' as const),
  sourceStatement: n === 2 ? 'Paper release on file' : null,
});

/** 45 gallery photos, 20 a page; the cursor names the last one shown. */
function answer(cursor: string | null) {
  const from = cursor ? Number(cursor.slice(1)) + 1 : 1;
  const to = Math.min(from + 19, 45);
  const items = Array.from({ length: to - from + 1 }, (_, i) => item(from + i));
  return { items, hasMore: to < 45, nextCursor: to < 45 ? `c${to}` : null, counts: { processing: 0, ready: 45, failed: 0 } };
}

describe('MediaPage', () => {
  let urls: string[];
  beforeEach(() => {
    urls = [];
    mockFetch((url) => {
      urls.push(url);
      const u = new URL(url, 'http://localhost');
      return { status: 200, body: answer(u.searchParams.get('cursor')) };
    });
  });

  const titles = () => screen.getAllByTestId('media-card').map((c) => c.getAttribute('data-title'));

  it('says on each card where its photo came from (docs/architecture.md §16)', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MediaPage />
      </SWRConfig>,
    );
    await waitFor(() => expect(titles()).toHaveLength(20));
    const [first, second, third] = screen.getAllByTestId('media-card');
    expect(first.textContent).toContain('A family’s photo, shown with their consent');
    expect(second.textContent).toContain('Studio’s own: Paper release on file');
    expect(third.textContent).toContain('Studio’s own: no statement yet');
  });

  it("loads the next pages by the previous page's nextCursor until there is none", async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MediaPage />
      </SWRConfig>,
    );
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(screen.getByRole('button', { name: 'All (45)' })).toBeTruthy();
    expect(urls[0]).not.toMatch(/cursor=|page=/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(titles()).toHaveLength(40));
    expect(urls.some((u) => /[?&]cursor=c20(&|$)/.test(u))).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(titles()).toHaveLength(45));
    expect(new Set(titles()).size).toBe(45);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
