import '../../../testing/polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { installMatchMedia, mockFetch } from '../../../testing/browser-mocks';
import { theme } from '../../../testing/fixtures';
import { THEMES_LOAD_ERROR, ThemesPage } from './themes-page';
import { CHECKOUT_ALERT } from '../components/checkout-form';
import { toggleId } from '../components/use-theme-selection';
import { buildCheckoutBody } from '../api/post-theme-checkout';

const THEMES = [theme(1, 'Marigold Dreams', false), theme(2, 'Royal Diya Glow', true), theme(3, 'Little Krishna', false), theme(4, 'Golden Lantern', true)];

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ThemesPage />
    </SWRConfig>,
  );
}

const card = (title: string) => screen.getAllByTestId('theme-card').find((c) => c.getAttribute('data-theme-title') === title)!;
const chips = () => screen.queryAllByTestId('theme-chip').map((c) => c.querySelector('.chip__title')!.textContent);

describe('theme selection (spec §4)', () => {
  beforeEach(() => installMatchMedia(375));

  it('toggleId adds and removes ids in selection order', () => {
    expect(toggleId([], 'a')).toEqual(['a']);
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('builds the checkout body with titles and matching sections', () => {
    const body = buildCheckoutBody({ name: ' Asha ', email: 'a@b.co', phone: '9876543210', address: 'Bandra' }, [THEMES[1], THEMES[0]]);
    expect(body).toEqual({
      name: 'Asha',
      email: 'a@b.co',
      phone: '9876543210',
      address: 'Bandra',
      themeIds: 'Royal Diya Glow,Marigold Dreams',
      themeSections: 'Premium,General',
      website: '',
    });
  });

  it('shows the loading overlay, then General and Premium columns with selectable cards', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockFetch(async () => {
      await gate;
      return { status: 200, body: THEMES };
    });
    renderPage();
    expect(screen.getByTestId('themes-loading').textContent).toContain('Loading Diwali Themes...');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose Your Photography Theme');
    expect(screen.getByTestId('themes-banner').textContent).toContain('Choose Your Diwali Theme!');
    expect(screen.getAllByTestId('themes-sparkle')).toHaveLength(6);
    await act(async () => release());
    await waitFor(() => expect(screen.queryByTestId('themes-loading')).toBeNull());
    const general = within(screen.getByTestId('themes-general'));
    const premium = within(screen.getByTestId('themes-premium'));
    expect(general.getAllByTestId('theme-card').map((c) => c.getAttribute('data-theme-title'))).toEqual(['Marigold Dreams', 'Little Krishna']);
    expect(premium.getAllByTestId('theme-card').map((c) => c.getAttribute('data-theme-title'))).toEqual(['Royal Diya Glow', 'Golden Lantern']);
    // The headings are exactly the names (accessible name too); the count sits beside them.
    expect(general.getByRole('heading', { level: 2 }).textContent).toBe('General');
    expect(premium.getByRole('heading', { level: 2 }).textContent).toBe('Premium');
    expect(screen.getByRole('region', { name: 'General' })).toBe(screen.getByTestId('themes-general'));
    expect(general.getByText('2', { exact: false, selector: '.theme-col__count' }).textContent).toBe('2 themes');
  });

  it('toggles cards, shows chips with remove buttons, and opens the checkout panel only with a selection', async () => {
    mockFetch(() => ({ status: 200, body: THEMES }));
    renderPage();
    await screen.findAllByTestId('theme-card');
    expect(screen.getByTestId('theme-bar').textContent).toContain('Select one or more themes to continue to checkout');
    expect(screen.queryByRole('button', { name: /checkout/i })).toBeNull();

    fireEvent.click(card('Royal Diya Glow'));
    fireEvent.click(card('Marigold Dreams'));
    expect(card('Royal Diya Glow').getAttribute('aria-pressed')).toBe('true');
    expect(card('Royal Diya Glow').querySelector('[data-testid="theme-check"]')).not.toBeNull();
    expect(chips()).toEqual(['Royal Diya Glow', 'Marigold Dreams']);

    fireEvent.click(card('Royal Diya Glow')); // toggle off
    expect(card('Royal Diya Glow').getAttribute('aria-pressed')).toBe('false');
    expect(chips()).toEqual(['Marigold Dreams']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Marigold Dreams' }));
    expect(chips()).toEqual([]);
    expect(card('Marigold Dreams').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /checkout/i })).toBeNull();

    fireEvent.click(card('Little Krishna'));
    fireEvent.click(screen.getByRole('button', { name: /checkout/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Checkout Form' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Address').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByLabelText('Address').getAttribute('rows')).toBe('3');
    expect(within(dialog).getByLabelText('Phone').getAttribute('maxlength')).toBe('10');
    expect(within(dialog).getByLabelText('Email').getAttribute('type')).toBe('email');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close checkout form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checkout: alert when fields are missing; on success empties the selection, closes the panel and thanks', async () => {
    let answer = 201;
    const { calls } = mockFetch(async (url) => {
      if (url.includes('/api/themes/all')) return { status: 200, body: THEMES };
      await new Promise((r) => setTimeout(r, 20));
      return { status: answer, body: {} };
    });
    renderPage();
    await screen.findAllByTestId('theme-card');
    fireEvent.click(card('Golden Lantern'));
    fireEvent.click(card('Little Krishna'));
    fireEvent.click(screen.getByRole('button', { name: /checkout/i }));
    const dialog = await screen.findByRole('dialog');
    const form = within(dialog).getByTestId('checkout-form');
    fireEvent.submit(form);
    expect(within(dialog).getByRole('alert').textContent).toBe(CHECKOUT_ALERT);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '98a765-43210999' } });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Phone').value).toBe('9876543210');
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Bandra West' } });

    answer = 500;
    fireEvent.submit(form);
    expect(within(dialog).getByRole('button', { name: 'Submitting...' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull());
    expect(within(screen.getByTestId('checkout-form')).getByLabelText<HTMLInputElement>('Name').value).toBe('Asha');
    expect(chips()).toEqual(['Golden Lantern', 'Little Krishna']);

    answer = 201;
    fireEvent.submit(screen.getByTestId('checkout-form'));
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    expect(screen.queryByTestId('checkout-form')).toBeNull();
    expect(chips()).toEqual([]);
    const sent = calls.filter((c) => c.url.includes('theme-checkout'));
    expect(sent).toHaveLength(2);
    expect(sent[1].init.method).toBe('POST');
    expect(sent[1].body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      address: 'Bandra West',
      themeIds: 'Golden Lantern,Little Krishna',
      themeSections: 'Premium,General',
      website: '',
    });
  });

  it('shows the error dialog when themes fail to load', async () => {
    mockFetch(() => ({ status: 500, body: { error: true, message: 'boom', statusCode: 500 } }));
    renderPage();
    expect(await screen.findByText(THEMES_LOAD_ERROR)).toBeTruthy();
  });
});
