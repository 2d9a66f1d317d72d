import '../../../testing/polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { mockFetch } from '../../../testing/browser-mocks';
import type { InboxEnquiry, InboxPage } from '../api/get-enquiries';
import { EnquiryInbox } from './enquiry-inbox';

const item = (over: Partial<InboxEnquiry>): InboxEnquiry => ({
  id: 'id',
  source: 'footer',
  name: 'Asha',
  phone: '9876543210',
  email: 'asha@example.com',
  service: 'newborn',
  message: 'Hello',
  address: null,
  themes: [],
  deliveryStatus: 'forwarded',
  studioStatus: 'new',
  attempts: 1,
  lastError: null,
  forwardedAt: '2026-11-21T10:00:00.000Z',
  createdAt: '2026-11-21T09:59:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

const PAGE: InboxPage = {
  items: [
    item({ id: 'a', name: 'Meera', source: 'theme-checkout', service: null, message: null, address: 'Bandra', themes: [{ title: 'Royal Cradle', section: 'Premium' }] }),
    item({ id: 'b', name: 'Ravi', deliveryStatus: 'failed', attempts: 12, lastError: 'endpoint answered 503', forwardedAt: null }),
  ],
  total: 2,
  totalCapped: false,
  limit: 20,
  nextCursor: null,
  counts: { all: 2, studio: { new: 2, contacted: 0, booked: 0, closed: 0 }, delivery: { received: 0, processing: 0, forwarded: 1, failed: 1, not_configured: 0 } },
};

function renderInbox() {
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <EnquiryInbox />
      </SWRConfig>
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getAllByTestId('enquiry').find((c) => c.textContent?.includes(name))!;

describe('enquiry inbox', () => {
  it('shows each enquiry with its details and delivery status; retry only for a failed one', async () => {
    mockFetch(() => ({ status: 200, body: PAGE }));
    renderInbox();
    await screen.findByText('Meera');
    const meera = within(card('Meera'));
    expect(meera.getByText('Theme checkout')).toBeTruthy();
    expect(meera.getByText('Royal Cradle')).toBeTruthy();
    expect(meera.getByTestId('delivery-status').textContent).toBe('Sent to sheet');
    expect(meera.queryByRole('button', { name: 'Retry sending' })).toBeNull();
    const ravi = within(card('Ravi'));
    expect(ravi.getByTestId('delivery-status').textContent).toBe('Not sent');
    fireEvent.click(ravi.getByRole('button', { name: 'Why not sent?' }));
    expect(ravi.getByText('endpoint answered 503')).toBeTruthy();
    expect(ravi.getByRole('button', { name: 'Retry sending' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Not sent/ }).textContent).toContain('1');
  });

  it('"Book" opens a staff booking prefilled from the enquiry', async () => {
    mockFetch(() => ({ status: 200, body: PAGE }));
    renderInbox();
    await screen.findByText('Ravi');
    const href = within(card('Ravi')).getByRole('link', { name: 'Book' }).getAttribute('href')!;
    const [path, query] = href.split('?');
    expect(path).toBe('/admin/bookings');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      new: '1',
      enquiryId: 'b',
      name: 'Ravi',
      phone: '9876543210',
      email: 'asha@example.com',
      notes: 'Hello',
      kind: 'newborn',
    });
  });

  it('filters by tab, sets the studio status and retries through the api', async () => {
    const { calls } = mockFetch((url, init) => {
      if (init.method === 'PATCH') return { status: 200, body: { error: false, enquiry: item({ id: 'a', studioStatus: 'booked' }) } };
      if (init.method === 'POST') return { status: 200, body: { error: false, enquiry: item({ id: 'b', deliveryStatus: 'received' }) } };
      return { status: 200, body: PAGE };
    });
    renderInbox();
    await screen.findByText('Meera');

    fireEvent.click(screen.getByRole('button', { name: /^Booked/ }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('status=booked') && !c.url.includes('cursor='))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /^Not sent/ }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('delivery=failed'))).toBe(true));

    fireEvent.change(within(card('Meera')).getByLabelText('Status'), { target: { value: 'booked' } });
    await waitFor(() => expect(calls.find((c) => c.init.method === 'PATCH')).toBeTruthy());
    const patch = calls.find((c) => c.init.method === 'PATCH')!;
    expect(patch.url).toBe('/api/admin/enquiries/a');
    expect(patch.body).toEqual({ studioStatus: 'booked' });

    fireEvent.click(within(card('Ravi')).getByRole('button', { name: 'Retry sending' }));
    await waitFor(() => expect(calls.find((c) => c.init.method === 'POST')?.url).toBe('/api/admin/enquiries/b/retry'));
  });

  it('shows the server message when an action fails', async () => {
    mockFetch((_url, init) => (init.method === 'POST' ? { status: 409, body: { error: true, message: 'This enquiry was already delivered.', statusCode: 409 } } : { status: 200, body: PAGE }));
    renderInbox();
    await screen.findByText('Ravi');
    fireEvent.click(within(card('Ravi')).getByRole('button', { name: 'Retry sending' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('This enquiry was already delivered.');
  });

  it('searches by name, phone or e-mail and by days; exports the same filters', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: PAGE }));
    renderInbox();
    await screen.findByText('Meera');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' 98765 ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-16' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-22' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('q=98765') && c.url.includes('from=2026-11-16') && c.url.includes('to=2026-11-22'))).toBe(true));
    expect(await screen.findByText('2 enquiries match')).toBeTruthy();

    // The export is fetched with the same filters (the download itself is the browser's).
    (URL as unknown as { createObjectURL: unknown }).createObjectURL = () => 'blob:x';
    (URL as unknown as { revokeObjectURL: unknown }).revokeObjectURL = () => undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/admin/enquiries/export.csv?'))).toBe(true));
    const exp = calls.find((c) => c.url.startsWith('/api/admin/enquiries/export.csv?'))!;
    expect(exp.url).toContain('q=98765');
    expect(exp.url).toContain('from=2026-11-16');
    expect(exp.url).not.toContain('page=');
  });

  it('offers to try again when the list cannot load', async () => {
    mockFetch(() => ({ status: 503, body: { error: true, message: 'down', statusCode: 503 } }));
    renderInbox();
    await screen.findByText('Could not load enquiries.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('inbox pages', () => {
  it('walks older pages by the cursor the server gave and back to newer ones', async () => {
    const { calls } = mockFetch((url) =>
      url.includes('cursor=c2')
        ? { status: 200, body: { ...PAGE, items: [item({ id: 'z', name: 'Oldest' })], total: 41, nextCursor: null } }
        : { status: 200, body: { ...PAGE, total: 41, nextCursor: 'c2' } },
    );
    renderInbox();
    await screen.findByText('Meera');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Oldest');
    expect(calls.some((c) => c.url.includes('cursor=c2'))).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Older' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('Meera');
  });

  it('says "more than" for a search counted only up to its cap', async () => {
    mockFetch(() => ({ status: 200, body: { ...PAGE, total: 1000, totalCapped: true, nextCursor: 'c2' } }));
    renderInbox();
    await screen.findByText('Meera');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'sharma' } });
    await screen.findByText('More than 1,000 enquiries match');
  });
});

describe('an enquiry card', () => {
  it('replies on WhatsApp to the parent with a prefilled greeting; no retry where there is nowhere to send', async () => {
    const page: InboxPage = {
      ...PAGE,
      items: [
        item({ id: 'c', name: 'Kavya Rao', phone: '9123456780', service: 'baby', deliveryStatus: 'not_configured', attempts: 0, forwardedAt: null }),
        item({ id: 'd', name: 'Nisha', phone: undefined, email: 'nisha@example.com' }),
      ],
    };
    mockFetch(() => ({ status: 200, body: page }));
    renderInbox();
    await screen.findByText('Kavya Rao');
    const kavya = within(card('Kavya Rao'));
    const reply = kavya.getByRole('link', { name: 'Reply on WhatsApp' });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/919123456780?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1])).toMatch(/^Hi Kavya, this is .+\. Thank you for your enquiry for a baby photoshoot!/);
    expect(kavya.getByTestId('delivery-status').textContent).toBe('Kept here (no spreadsheet set up)');
    expect(kavya.queryByRole('button', { name: 'Retry sending' })).toBeNull();
    // Without a phone number there is no one to reply to on WhatsApp.
    expect(within(card('Nisha')).queryByRole('link', { name: 'Reply on WhatsApp' })).toBeNull();
  });
});
