import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { RootLayout } from './root-layout';

function BrokenPage(): never {
  throw new Error('Failed to fetch dynamically imported module: /assets/themes-page-x.js');
}

/** Outside the layout (as the site header's links are to a failed page): hands out navigate. */
let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

const app = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Navigator />
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="theme" element={<BrokenPage />} />
        <Route path="gallery" element={<h1>Gallery</h1>} />
      </Route>
    </Routes>
  </MemoryRouter>
);

describe('RootLayout', () => {
  it('shows a page that failed to load as a message with a way to try again, and clears it on the next page', async () => {
    // React reports the caught error on the console; it is expected here.
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(app('/theme'));
    expect(screen.getByRole('alert').textContent).toContain('This page could not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await act(() => navigate('/gallery'));
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    spy.mockRestore();
  });

  it('renders the page when nothing fails', () => {
    render(app('/gallery'));
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
