import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ProcessingPage } from './processing-page';

const queues = (paused = false) => ({
  queues: [
    { name: 'images', paused, counts: { active: 2, waiting: 28, delayed: 0, failed: 1, completed: 5 } },
    { name: 'enquiries', paused: false, counts: { active: 0, waiting: 0, delayed: 3, failed: 0, completed: 9 } },
  ],
});

// jsdom has no Response: the api client reads status, ok, the headers and the body.
const json = (body: unknown, status = 200) =>
  Promise.resolve({ status, ok: status >= 200 && status < 300, headers: { get: () => 'application/json' }, json: async () => body, text: async () => JSON.stringify(body) } as unknown as Response);

describe('ProcessingPage', () => {
  let calls: Array<{ url: string; method: string }>;
  beforeEach(() => {
    calls = [];
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (method === 'GET') return json(queues());
      if (url.endsWith('/reprocess-all')) return json({ error: false, message: 'Queued 30 images for reprocessing', enqueued: 30 });
      if (url.endsWith('/pause')) return json({ error: false, message: 'Paused images' });
      return json({ error: false, message: 'Done' });
    }) as typeof fetch;
  });

  const renderPage = () =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ProcessingPage />
      </SWRConfig>,
    );

  it('shows one tile per queue with its counts', async () => {
    renderPage();
    const images = await screen.findByTestId('queue-images');
    expect(within(images).getByTestId('count-active').textContent).toBe('2');
    expect(within(images).getByTestId('count-waiting').textContent).toBe('28');
    expect(within(images).getByTestId('count-failed').textContent).toBe('1');
    const enquiries = screen.getByTestId('queue-enquiries');
    expect(within(enquiries).getByTestId('count-delayed').textContent).toBe('3');
    // Nothing failed there: nothing to clear; and enquiries are never reprocessed in bulk.
    expect(within(enquiries).getByRole<HTMLButtonElement>('button', { name: 'Clear failed' }).disabled).toBe(true);
    expect(within(enquiries).queryByRole('button', { name: 'Remake every photo size' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open queue dashboard' }).getAttribute('href')).toBe('/admin/queues');
  });

  it('pauses a queue and reports the answer', async () => {
    renderPage();
    const images = await screen.findByTestId('queue-images');
    await act(async () => fireEvent.click(within(images).getByRole('button', { name: 'Pause' })));
    await waitFor(() => expect(calls).toContainEqual({ url: '/api/admin/queues/images/pause', method: 'POST' }));
    expect(await screen.findByText('Paused images')).toBeTruthy();
  });

  it('asks before reprocessing every image', async () => {
    renderPage();
    const images = await screen.findByTestId('queue-images');
    fireEvent.click(within(images).getByRole('button', { name: 'Remake every photo size' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remake every photo size' })));
    await waitFor(() => expect(calls).toContainEqual({ url: '/api/admin/queues/images/reprocess-all', method: 'POST' }));
    expect(await screen.findByText('Queued 30 images for reprocessing')).toBeTruthy();
  });

  it('asks before clearing failed jobs', async () => {
    renderPage();
    const images = await screen.findByTestId('queue-images');
    fireEvent.click(within(images).getByRole('button', { name: 'Clear failed' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Clear failed' })));
    await waitFor(() => expect(calls).toContainEqual({ url: '/api/admin/queues/images/clean-failed', method: 'POST' }));
  });
});
