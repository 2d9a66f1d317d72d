import '../../testing/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { installMatchMedia } from '../../testing/browser-mocks';
import { SiteHeader } from './site-header';
import { FestiveLights } from '../../components/festive/festive-lights';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderHeader(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SiteHeader />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** Radix registers its outside-click listener on the next tick after opening. */
const tick = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

const panel = () => screen.queryByTestId('side-panel');
/** Opens the panel; its code is loaded on first open (a lazy chunk), so it appears a tick later. */
const openPanel = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByTestId('side-panel');
};

describe('site header side panel (spec §4)', () => {
  it('is closed at first and the menu button opens it with the five links and a close button', async () => {
    installMatchMedia(375);
    renderHeader();
    expect(panel()).toBeNull();
    await openPanel();
    const p = panel()!;
    expect(p).not.toBeNull();
    const links = within(p).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Themes', '/theme'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
    ]);
    expect(within(p).getByRole('button', { name: 'Close menu' })).toBeTruthy();
  });

  it('closes on the close button', async () => {
    installMatchMedia(375);
    renderHeader();
    await openPanel();
    fireEvent.click(within(panel()!).getByRole('button', { name: 'Close menu' }));
    expect(panel()).toBeNull();
  });

  it('closes when a link is chosen, and navigates', async () => {
    installMatchMedia(375);
    renderHeader();
    await openPanel();
    fireEvent.click(within(panel()!).getByRole('link', { name: 'Gallery' }));
    expect(panel()).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/gallery');
  });

  it('closes on a click outside the panel', async () => {
    installMatchMedia(375);
    renderHeader();
    await openPanel();
    await tick();
    const overlay = screen.getByTestId('side-panel-overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    fireEvent.click(overlay);
    expect(panel()).toBeNull();
  });

  it('closes when the window reaches 768 px, showing the horizontal links instead', async () => {
    const mm = installMatchMedia(375);
    renderHeader();
    await openPanel();
    expect(panel()).not.toBeNull();
    act(() => mm.setWidth(768));
    expect(panel()).toBeNull();
    expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // Narrowing again does not reopen it.
    act(() => mm.setWidth(500));
    expect(panel()).toBeNull();
  });

  it('from 768 px shows five horizontal links with the current one marked', () => {
    installMatchMedia(1280);
    renderHeader('/theme');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'About', 'Themes', 'Gallery', 'Contact']);
    const current = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['Themes']);
  });

  it('renders 20 lanterns wide and 10 below 768 px (over the hero, not in the sticky header)', () => {
    const mm = installMatchMedia(1280);
    render(<FestiveLights />);
    expect(screen.getAllByTestId('festive-light')).toHaveLength(20);
    act(() => mm.setWidth(767));
    expect(screen.getAllByTestId('festive-light')).toHaveLength(10);
  });
});
