import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { RenderedPageCache, type PageSource } from './rendered-page-cache';

const html = (text: string) => `<!doctype html><html><body>${text.repeat(50)}</body></html>`;

function renderer(status = 200) {
  let calls = 0;
  const render = async (): Promise<PageSource> => {
    calls++;
    await new Promise((r) => setTimeout(r, 20));
    return { status, html: html(`render ${calls}`), splash: false };
  };
  return { render, calls: () => calls };
}

describe('RenderedPageCache', () => {
  it('renders a key once, concurrent misses sharing the render, compressed once in br and gzip', async () => {
    const cache = new RenderedPageCache({ ttlMs: 60_000 });
    const r = renderer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('v1|/gallery', r.render)));
    expect(r.calls()).toBe(1);
    const page = 'prepared' in answers[0]! ? answers[0].prepared : undefined;
    expect(page).toBeDefined();
    expect(answers.every((a) => a && 'prepared' in a && a.prepared === page)).toBe(true);
    expect(gunzipSync(page!.gzip).toString()).toBe(page!.identity.toString());
    expect(brotliDecompressSync(page!.br).toString()).toBe(page!.identity.toString());
    expect(page!.br.length).toBeLessThan(page!.identity.length / 5);
    expect(page!.etag).toMatch(/^W\/"[\w-]+"$/);

    await cache.get('v1|/gallery', r.render);
    expect(r.calls()).toBe(1);
    // A new content version is a new key: rendered afresh.
    const next = await cache.get('v2|/gallery', r.render);
    expect(r.calls()).toBe(2);
    expect(next && 'prepared' in next && next.prepared.etag).not.toBe(page!.etag);
  });

  it('keeps no not-found page (made-up paths must not evict real pages) and nothing for a plain-shell route', async () => {
    const cache = new RenderedPageCache({ ttlMs: 60_000 });
    const missing = renderer(404);
    const a = await cache.get('v1|/nope', missing.render);
    expect(a && 'once' in a && a.once.status).toBe(404);
    await cache.get('v1|/nope', missing.render);
    expect(missing.calls()).toBe(2);
    expect(await cache.get('v1|/admin', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('renders every time when caching is off (PUBLIC_CACHE_TTL_MS=0)', async () => {
    const cache = new RenderedPageCache({ ttlMs: 0 });
    const r = renderer();
    await cache.get('k', r.render);
    await cache.get('k', r.render);
    expect(r.calls()).toBe(2);
  });

  it('stays within its byte budget', async () => {
    const cache = new RenderedPageCache({ ttlMs: 60_000, maxBytes: 20_000 });
    for (let i = 0; i < 50; i++) {
      await cache.get(`v1|/p${i}`, async () => ({ status: 200, html: `<p>${i}</p>`.repeat(300) + Math.random(), splash: false }));
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(50);
  });
});

describe('RenderedPageCache and incomplete pages', () => {
  it('sends but does not keep a page whose data did not arrive', async () => {
    const cache = new RenderedPageCache({ ttlMs: 60_000 });
    let calls = 0;
    const render = async () => ({ status: 200, html: `<p>loading ${++calls}</p>`, splash: false, complete: false });
    const a = await cache.get('k', render);
    expect(a && 'once' in a).toBe(true);
    await cache.get('k', render);
    expect(calls).toBe(2);
  });
});
