/** jsdom gaps used by the component specs: matchMedia with a settable width, IntersectionObserver, fetch. */

type Listener = (e: { matches: boolean }) => void;

export function installMatchMedia(initialWidth: number, { reducedMotion = false } = {}) {
  let width = initialWidth;
  const lists: { query: string; listeners: Set<Listener>; last: boolean }[] = [];
  const evaluate = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.push(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, l: Listener) => entry.listeners.add(l),
      removeEventListener: (_: string, l: Listener) => entry.listeners.delete(l),
      addListener: (l: Listener) => entry.listeners.add(l),
      removeListener: (l: Listener) => entry.listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    setWidth(next: number) {
      width = next;
      for (const l of lists) {
        const m = evaluate(l.query);
        if (m !== l.last) {
          l.last = m;
          l.listeners.forEach((fn) => fn({ matches: m }));
        }
      }
    },
  };
}

export class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    MockIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.elements.add(el);
  }
  unobserve(el: Element) {
    this.elements.delete(el);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element at this visible ratio. */
  static fire(ratio: number) {
    for (const io of [...MockIntersectionObserver.instances]) {
      if (!io.elements.size) continue;
      const entries = [...io.elements].map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry);
      io.callback(entries, io as unknown as IntersectionObserver);
    }
  }
}

export function installIntersectionObserver() {
  MockIntersectionObserver.instances = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = MockIntersectionObserver;
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = MockIntersectionObserver;
}

export interface FetchCall {
  url: string;
  init: RequestInit;
  body: unknown;
}

/** Replaces fetch with a handler; returns the recorded calls. */
export function mockFetch(handler: (url: string, init: RequestInit) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>) {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    const { status, body } = await handler(url, init);
    return {
      status,
      ok: status >= 200 && status < 300,
      headers: { get: (k: string) => (k.toLowerCase() === 'content-type' ? 'application/json' : null) },
      json: async () => body,
      text: async () => JSON.stringify(body),
      blob: async () => new Blob([JSON.stringify(body)]),
    } as unknown as Response;
  });
  (globalThis as unknown as { fetch: unknown }).fetch = fn;
  return { calls, fn };
}
