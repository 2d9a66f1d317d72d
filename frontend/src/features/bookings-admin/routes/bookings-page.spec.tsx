import '../../../testing/polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { addDays, studioToday } from '../../../lib/booking-format';
import { installMatchMedia, mockFetch } from '../../../testing/browser-mocks';
import type { AdminBooking } from '../api/admin-booking-types';
import { BookingsPage } from './bookings-page';

const booking = (n: number, over: Partial<AdminBooking>): AdminBooking =>
  ({
    id: `id-${n}`,
    reference: `BK-${String(n).padStart(6, '0')}`,
    status: 'confirmed',
    package: { id: 'p', name: 'Family session', kind: 'family', durationMinutes: 60 },
    date: null,
    start: null,
    dueDate: null,
    bornOn: null,
    name: `Parent ${n}`,
    phone: '9876543210',
    email: null,
    paymentToCheck: false,
    paymentOverdue: false,
    ...over,
  }) as AdminBooking;

/** A list of `items` answered `size` at a time; the cursor is the index the next page starts at. */
const paged = (items: AdminBooking[], size: number, cursor: string | null) => {
  const from = cursor ? Number(cursor.slice(1)) : 0;
  return { items: items.slice(from, from + size), nextCursor: from + size < items.length ? `c${from + size}` : null };
};

describe('BookingsPage', () => {
  const today = studioToday();
  // The week: three bookings, answered one a page (the page reads the week to its end).
  const week = [0, 1, 2].map((i) => booking(100 + i, { date: addDays(today, i), start: '10:00', name: `Week parent ${i}` }));
  // 60 newborns waiting for their day: more than one page.
  const waiting = Array.from({ length: 60 }, (_, i) => booking(200 + i, { package: { id: 'n', name: 'Newborn session', kind: 'newborn', durationMinutes: 180 }, dueDate: addDays(today, 10 + i), name: `Newborn ${i}` }));
  const reported = [booking(300, { status: 'payment_reported', paymentToCheck: true, date: addDays(today, 30), start: '11:00', name: 'Reported parent' })];
  const found = Array.from({ length: 55 }, (_, i) => booking(400 + i, { date: addDays(today, -i), start: '09:00', name: `Sharma ${i}` }));
  let asked: URLSearchParams[];

  beforeEach(() => {
    installMatchMedia(1280);
    asked = [];
    mockFetch((url) => {
      const u = new URL(url, 'http://localhost');
      if (u.pathname === '/api/admin/bookings/to-send') return { status: 200, body: { date: today, items: [] } };
      if (u.pathname !== '/api/admin/bookings') return { status: 404, body: { message: 'Not found' } };
      const q = u.searchParams;
      asked.push(q);
      const cursor = q.get('cursor');
      if (q.get('from') && q.get('to')) return { status: 200, body: paged(week, 1, cursor) };
      if (q.get('waiting') === 'true') return { status: 200, body: paged(waiting, Number(q.get('limit')), cursor) };
      if (q.get('status') === 'payment_reported') return { status: 200, body: paged(reported, Number(q.get('limit')), cursor) };
      if (q.get('q')) return { status: 200, body: paged(found, Number(q.get('limit')), cursor) };
      return { status: 400, body: { message: 'every question has a filter of its own' } };
    });
  });

  const renderPage = () =>
    render(
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <BookingsPage />
        </SWRConfig>
      </MemoryRouter>,
    );

  it('asks for the week, the newborns waiting and the payments to check each on its own, never for everything', async () => {
    renderPage();
    await screen.findByTestId('booking-BK-000102');
    // The week came one booking a page: every page was read.
    for (const b of week) expect(screen.getByTestId(`booking-${b.reference}`)).toBeTruthy();
    expect(asked.filter((q) => q.get('from')).map((q) => q.get('cursor'))).toEqual([null, 'c1', 'c2']);
    expect(asked.every((q) => q.get('from') || q.get('waiting') || q.get('status') || q.get('q'))).toBe(true);
    expect(await screen.findByTestId('to-check')).toHaveProperty('textContent', expect.stringContaining('1 payment to check'));
  });

  it('lists the newborns waiting for their day a page at a time, soonest due first, with Load more', async () => {
    renderPage();
    const panel = (await screen.findByRole('heading', { name: 'Newborns waiting for their day' })).closest('section')!;
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: /Newborn \d+/ })).toHaveLength(50));
    expect(within(panel).getAllByRole('button', { name: /Newborn \d+/ })[0].textContent).toContain('Newborn 0');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: /Newborn \d+/ })).toHaveLength(60));
    expect(asked.some((q) => q.get('waiting') === 'true' && q.get('cursor') === 'c50')).toBe(true);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the payments to check when the badge is pressed', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('to-check'));
    const list = await screen.findByTestId('payments-to-check');
    expect(within(list).getByTestId('booking-BK-000300').textContent).toContain('Reported parent');
  });

  it('a search comes a page at a time by nextCursor, with Load more', async () => {
    jest.useFakeTimers();
    try {
      renderPage();
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'sharma' } });
      await act(async () => jest.advanceTimersByTime(400));
    } finally {
      jest.useRealTimers();
    }
    const panel = (await screen.findByRole('heading', { name: 'Found' })).closest('div')!;
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: /Sharma \d+/ })).toHaveLength(50));
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: /Sharma \d+/ })).toHaveLength(55));
    expect(asked.filter((q) => q.get('q') === 'sharma' && q.get('cursor')).map((q) => q.get('cursor'))).toEqual(['c50']);
  });
});
