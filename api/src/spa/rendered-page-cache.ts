import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A finished HTML answer, compressed once in both encodings browsers ask for. */
export interface PreparedPage {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The page carries the splash: each answer sets the session cookie. */
  splash: boolean;
}

/** What a page's HTML is made from, built on a cache miss. */
export interface PageSource {
  status: number;
  html: string;
  splash: boolean;
  /** False: a page without its data (rendered in its loading state), sent but not kept. */
  complete?: boolean;
}

export async function preparePage(source: PageSource): Promise<PreparedPage> {
  const identity = Buffer.from(source.html);
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    // Quality 9 is within a few per cent of 11 on HTML at a fraction of its time (a page is compressed once per change).
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status: source.status, etag, identity, gzip: gz, br, splash: source.splash };
}

export interface RenderedPageCacheOptions {
  /** Longest life of a page without a content-version change; 0 turns the cache off. */
  ttlMs: number;
  /** Bytes of all encodings together (default 64 MB). */
  maxBytes?: number;
}

/** A page to send: prepared (cached, compressed) or, for a page that is not kept, its source as rendered. */
export type PageAnswer = { prepared: PreparedPage } | { once: PageSource };

type Render = () => Promise<PageSource | null>;

/**
 * Rendered public pages, keyed by everything their HTML depends on (the caller builds the key: path and query,
 * viewport guess, splash, studio date, content version). A page is rendered and compressed once per key;
 * concurrent misses of one key share that one render. Bounded by entries and bytes, least recently used first.
 * Only complete 200 pages are kept: not-found pages for made-up paths would evict the real ones, and a page
 * whose data did not arrive in time must not outlive the hiccup.
 */
export class RenderedPageCache {
  private readonly cache: LRUCache<string, PageAnswer, Render> | undefined;

  constructor(options: RenderedPageCacheOptions) {
    if (options.ttlMs <= 0) return;
    this.cache = new LRUCache<string, PageAnswer, Render>({
      max: 2000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (a) => ('prepared' in a ? a.prepared.identity.length + a.prepared.gzip.length + a.prepared.br.length : a.once.html.length) + 200,
      ttl: options.ttlMs,
      // A page that is not server-rendered (null) gives undefined: lru-cache keeps nothing for it.
      fetchMethod: async (_key, _stale, { context: render }) => {
        const source = await render();
        if (!source) return undefined;
        return source.status === 200 && source.complete !== false ? { prepared: await preparePage(source) } : { once: source };
      },
    });
  }

  /** The cached answer for `key`, or `render()`'s (kept when it is a 200 page); null: not a rendered page. */
  async get(key: string, render: Render): Promise<PageAnswer | null> {
    if (!this.cache) {
      const source = await render();
      return source ? { once: source } : null;
    }
    const hit = this.cache.get(key);
    if (hit) return hit;
    const answer = await this.cache.fetch(key, { context: render });
    if (answer && 'once' in answer) this.cache.delete(key);
    return answer ?? null;
  }

  get size(): number {
    return this.cache?.size ?? 0;
  }
}
