import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { skipRevalidatingServerData } from './swr-server-data';

function Themes({ path, fetcher }: { path: string; fetcher: (key: string) => Promise<string> }) {
  const { data } = useSWR(path, fetcher);
  return <p>{data ?? 'loading'}</p>;
}

/** The app's SWR set-up for a hydrated page, with the data the server rendered with (made once, as AppRoot does). */
const withServerData = (fallback: Record<string, unknown>) => {
  const value = { provider: () => new Map(), fallback, use: [skipRevalidatingServerData(fallback)] };
  return (children: ReactNode) => <SWRConfig value={value}>{children}</SWRConfig>;
};

const tick = () => act(() => new Promise((r) => setTimeout(r, 20)));

describe('skipRevalidatingServerData', () => {
  it('shows the server data without fetching it again on the first mount, and revalidates on the next one', async () => {
    const fetcher = jest.fn(async () => 'fresh themes');
    const page = withServerData({ '/api/themes/all': 'server themes' });
    const app = (show: boolean) => page(show && <Themes path="/api/themes/all" fetcher={fetcher} />);
    const { rerender } = render(app(true));
    await tick();
    expect(screen.getByText('server themes')).toBeTruthy();
    expect(fetcher).not.toHaveBeenCalled();
    // Back on the page later: the usual revalidation.
    rerender(app(false));
    rerender(app(true));
    await tick();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(screen.getByText('fresh themes')).toBeTruthy();
  });

  it('fetches keys the server did not send, and a key that changes', async () => {
    const fetcher = jest.fn(async (key: string) => `fetched ${key}`);
    const page = withServerData({ '/api/a': 'server a' });
    const { rerender } = render(page(<Themes path="/api/b" fetcher={fetcher} />));
    await tick();
    expect(fetcher).toHaveBeenCalledWith('/api/b');
    expect(screen.getByText('fetched /api/b')).toBeTruthy();
    rerender(page(<Themes path="/api/a" fetcher={fetcher} />));
    await tick();
    expect(fetcher).toHaveBeenCalledWith('/api/a');
  });
});
